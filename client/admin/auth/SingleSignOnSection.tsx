import { KeyRound } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  SINGLE_SIGN_ON_ERROR_PARAM,
  SINGLE_SIGN_ON_START_PATH,
  type SingleSignOnOffer,
  singleSignOnRefusalMessage,
} from "../../../shared/singleSignOn.ts";
import { buttonClass } from "../ui/Button.tsx";

/**
 * "Sign in with <provider>" above the password form, and why the last single sign-on did not
 * sign the person in (the callback's refusal code, shown as its fixed message). A plain link:
 * the round trip leaves for the provider with a full page load.
 */
export function SingleSignOnSection({ offer, next }: { offer: SingleSignOnOffer; next: string }) {
  const [params] = useSearchParams();
  const refusal = singleSignOnRefusalMessage(params.get(SINGLE_SIGN_ON_ERROR_PARAM));
  return (
    <div className="mb-4 space-y-4">
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <a
        href={`${SINGLE_SIGN_ON_START_PATH}?next=${encodeURIComponent(next)}`}
        className={buttonClass("outline", "md", "w-full")}
      >
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        Sign in with {offer.displayName}
      </a>
      {offer.only && (
        <p className="text-sm text-gray-700">
          Staff sign in with {offer.displayName}. The password form below is for the site's first
          administrator (emergency access) and customer accounts.
        </p>
      )}
      <p className="flex items-center gap-3 text-xs uppercase text-gray-700" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </p>
    </div>
  );
}
