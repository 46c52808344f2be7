import { z } from "zod";

/** One of the signed-in user's own sessions, as the account screen lists it. */
export const ownSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** "Firefox on Linux", read from the User-Agent when the session began. */
  browser: z.string(),
  /** The address it began from (an IPv6 one as its /64), when known. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Began through the identity provider ("Sign in with …") rather than a password. */
  singleSignOn: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionsSchema = z.array(ownSessionSchema);

/** DELETE /api/user/sessions/:id: a session id is the hex SHA-256 of its token. */
export const sessionIdParam = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/, "Not a session"),
});

/**
 * DELETE /api/user/sessions/:id (another session) and POST /api/user/sessions/sign-out-others:
 * a session that signed in a while ago proves it is still its owner with the password again.
 * Without it, such a call answers 403 REAUTHENTICATION_REQUIRED and the form asks for it.
 */
export const sessionSignOutSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your password").max(1024).optional(),
});
export type SessionSignOut = z.infer<typeof sessionSignOutSchema>;
export const REAUTHENTICATION_REQUIRED = "REAUTHENTICATION_REQUIRED";

/**
 * POST /api/admin/users/sign-out-everyone: ends the session of every user but the admin asking.
 * The body must spell the action out, so that no empty or mistaken call signs a whole team out.
 */
export const SIGN_OUT_EVERYONE_CONFIRMATION = "sign out everyone";
export const signOutEveryoneSchema = z.strictObject({ confirm: z.literal(SIGN_OUT_EVERYONE_CONFIRMATION) });
export type SignOutEveryone = z.infer<typeof signOutEveryoneSchema>;

/** What an admin's sign-out of others ended. */
export const sessionsEndedSchema = z.object({ sessionsEnded: z.number().int().nonnegative() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
