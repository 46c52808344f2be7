/**
 * Single sign-on (OpenID Connect) as the sign-in page knows it. The callback sends the browser
 * back to the sign-in page with one of these codes when it cannot sign the person in; the page
 * shows the code's fixed message (never text from the address bar, which anyone can write).
 */
export const singleSignOnRefusals = {
  expired: "Your sign-in took too long or began in another browser. Please try again.",
  failed: "Single sign-on could not be completed. Please try again.",
  cancelled: "Sign-in was cancelled at your identity provider.",
  unavailable: "Your identity provider cannot be reached just now. Please try again later.",
  no_email: "Your identity provider did not share your email address, so you cannot be signed in.",
  unverified_email:
    "Your identity provider has not verified your email address, so it cannot sign you in here.",
  domain: "Accounts with this email domain cannot sign in here. Ask an administrator for access.",
  customer_account:
    "This email belongs to a customer account, not a staff account. Ask an administrator to give it a staff role.",
  other_identity:
    "This account is already linked to another identity at your provider. Ask an administrator for help.",
} as const;

export type SingleSignOnRefusal = keyof typeof singleSignOnRefusals;

/** The sign-in page's query parameter that carries a refusal code. */
export const SINGLE_SIGN_ON_ERROR_PARAM = "sso_error";

/**
 * The sign-in page's query parameter (`?two_factor=1`) that says a single sign-on is waiting for
 * Cairn's own two-factor code, because the provider did not confirm a second factor itself.
 */
export const SINGLE_SIGN_ON_CODE_PARAM = "two_factor";

/** Where "Sign in with …" starts the round trip (a full page load: it leaves for the provider). */
export const SINGLE_SIGN_ON_START_PATH = "/api/auth/oidc/start";
export const SINGLE_SIGN_ON_CALLBACK_PATH = "/api/auth/oidc/callback";

/** The message for a code from the address bar, or null for anything else. */
export function singleSignOnRefusalMessage(code: string | null): string | null {
  return code && Object.hasOwn(singleSignOnRefusals, code)
    ? singleSignOnRefusals[code as SingleSignOnRefusal]
    : null;
}

/** What the sign-in page needs: the button's label, and whether staff may also use a password. */
export interface SingleSignOnOffer {
  /** "Sign in with <displayName>". */
  displayName: string;
  /** OIDC_ONLY: staff sign in through the provider; the password form is for the first admin and customers. */
  only: boolean;
}
