import type { User } from "./schemas/user.ts";

/** Id of the JSON script the server puts in the admin page: the signed-in user, so no 401 call is needed. */
export const ADMIN_STATE_ID = "admin-state";

export interface AdminState {
  user: User | null;
  allowRegistration: boolean;
}
