import { KeyRound, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Spinner } from "../../ui/Spinner.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import {
  needsPasswordAgain,
  useOwnSessions,
  useSignOutOtherSessions,
  useSignOutSession,
} from "../api/useOwnSessions.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { PasswordAgainDialog, type PasswordRequest } from "./PasswordAgainDialog.tsx";
import { TwoFactorCard } from "./TwoFactorCard.tsx";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

/** Your Account: who you are signed in as, your password, two-factor, and the browsers signed in as you. */
export function AccountPage() {
  useDocumentTitle("Your Account | Admin Portal");
  const { data: user } = useCurrentUser();
  const sessions = useOwnSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  // A session that signed in a while ago must give the password before it ends others.
  const [passwordRequest, setPasswordRequest] = useState<PasswordRequest | null>(null);
  const askPasswordWhenNeeded =
    (retry: PasswordRequest["retry"]) =>
    (error: Error): void => {
      if (needsPasswordAgain(error)) setPasswordRequest({ reason: errorMessage(error), retry });
    };
  const signOutSession = (id: string) =>
    signOut.mutate(
      { id },
      { onError: askPasswordWhenNeeded((currentPassword) => signOut.mutateAsync({ id, currentPassword })) },
    );
  const signOutEverywhereElse = () =>
    signOutOthers.mutate(
      {},
      { onError: askPasswordWhenNeeded((currentPassword) => signOutOthers.mutateAsync({ currentPassword })) },
    );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Your Account</h1>
        <p className="text-sm text-gray-700">Signed in as {user?.email}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent>
          <Link to="/admin/change-password" className={buttonClass("outline")}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Change password
          </Link>
        </CardContent>
      </Card>
      <TwoFactorCard />
      <Card>
        <CardHeader>
          <CardTitle>Signed-in sessions</CardTitle>
          <CardDescription>
            Every browser signed in as you. Sign out any you do not recognise, then change your password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sessions.error ? (
            <LoadFailure what="your sessions" reason={errorMessage(sessions.error)} />
          ) : sessions.isPending ? (
            <Spinner look={portalSpinnerLook} />
          ) : (
            <>
              <ul className="divide-y divide-gray-100" aria-label="Sessions">
                {sessions.data.map((session) => (
                  <li
                    key={session.id}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="session"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <MonitorSmartphone
                        className="mt-0.5 h-5 w-5 shrink-0 text-gray-600"
                        aria-hidden="true"
                      />
                      <div className="min-w-0">
                        <p className="font-medium text-gray-900">
                          {session.browser}{" "}
                          {session.current && <Badge variant="secondary">This browser</Badge>}
                        </p>
                        <p className="text-xs text-gray-700">
                          {session.address ?? "Unknown address"} · Last used {dateTime(session.lastSeenAt)} ·
                          Signed in {dateTime(session.createdAt)}
                          {session.singleSignOn && " with single sign-on"}
                        </p>
                      </div>
                    </div>
                    {!session.current && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={signOut.isPending}
                        aria-label={`Sign out ${session.browser}, last used ${dateTime(session.lastSeenAt)}`}
                        onClick={() => signOutSession(session.id)}
                      >
                        Sign out
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Button
                  variant="outline"
                  disabled={others.length === 0 || signOutOthers.isPending}
                  onClick={signOutEverywhereElse}
                >
                  Sign out everywhere else
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <PasswordAgainDialog request={passwordRequest} onClose={() => setPasswordRequest(null)} />
    </div>
  );
}
