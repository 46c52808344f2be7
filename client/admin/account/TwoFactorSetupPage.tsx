import { ShieldCheck } from "lucide-react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useSignOut } from "../api/useSignOut.ts";
import { useReleaseTwoFactorHold } from "../api/useTwoFactor.ts";
import { safeNext } from "../shell/safeNext.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { TwoFactorSetup } from "./TwoFactorSetup.tsx";

/**
 * Where staff land when the admins require two-factor and they have none: the portal shows
 * nothing else until it is set up (the server refuses everything else meanwhile).
 */
export function TwoFactorSetupPage() {
  useAdminTitle("Set Up Two-Factor Sign-In");
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const release = useReleaseTwoFactorHold();
  const signOut = useSignOut();
  const next = safeNext(params.get("next"));
  if (user && !user.twoFactorSetupRequired) return <Navigate to={next} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <ShieldCheck className="h-8 w-8 text-green-800" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold text-gray-900">Set up two-factor sign-in</h1>
        <p className="mt-1 mb-6 text-sm text-gray-700">
          Your admins require two-factor sign-in for staff. Set up an authenticator app to continue.
        </p>
        <TwoFactorSetup
          onDone={async () => {
            await release();
            navigate(next, { replace: true });
          }}
        />
        <p className="mt-6 text-center text-sm text-gray-700">
          Signed in as {user?.email}.{" "}
          <button
            type="button"
            className="font-medium text-green-800 underline-offset-4 hover:underline"
            onClick={() => signOut.mutate()}
          >
            Log out
          </button>
        </p>
      </div>
    </main>
  );
}
