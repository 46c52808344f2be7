import { format } from "date-fns";
import { ShieldAlert } from "lucide-react";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useSignInAttacks } from "../api/useSignInAttacks.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";

/**
 * Admins only, and only while it is happening: the accounts that many failed sign-ins were aimed
 * at within the last hour. The owners' own browsers still get in (device cookie); others wait.
 */
export function SignInAttacksCard() {
  const user = useCurrentUser();
  const isAdmin = user.data?.role === "admin";
  const attacks = useSignInAttacks(isAdmin);
  const accounts = attacks.data?.accounts ?? [];
  if (!isAdmin || accounts.length === 0) return null;
  return (
    <Card className="border-red-300" data-testid="sign-in-attacks">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="h-5 w-5 text-red-700" aria-hidden="true" />
          Sign-in attacks in the last hour
        </CardTitle>
        <CardDescription>
          Someone is guessing passwords. Browsers these people have signed in with before still get in; others
          are slowed down.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-100 text-sm">
          {accounts.map((attack) => (
            <li key={attack.account} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-gray-900">{attack.account}</span>
              <span className="text-gray-700">
                {attack.failures} failed sign-ins from {attack.clients}{" "}
                {attack.clients === 1 ? "address" : "addresses"}, last at{" "}
                {format(new Date(attack.lastAt), "HH:mm")}
                {attack.heldBack ? " · new browsers held back" : ""}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
