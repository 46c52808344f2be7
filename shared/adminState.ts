import type { User } from "./schemas/user.ts";
import type { SingleSignOnOffer } from "./singleSignOn.ts";

/** Id of the JSON script the server puts in the admin page (server/features/pages/adminPageRoutes.ts): the
 * signed-in user, so the portal needs no GET /api/user (and no 401 in the console) to start. */
export const ADMIN_STATE_ID = "admin-state";

export interface AdminState {
  user: User | null;
  allowRegistration: boolean;
  /** "Forgot password?" is offered: reset links can be mailed (SMTP_URL and PUBLIC_URL are set). */
  passwordResetByEmail: boolean;
  /** "Sign in with …" is offered (OIDC_ISSUER is configured); null otherwise. */
  singleSignOn: SingleSignOnOffer | null;
}
