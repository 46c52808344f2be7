import type { StaffUser, User, UserCreateInput, UserUpdateInput } from "../../../shared/schemas/user.ts";
import type { Db } from "../../platform/db/database.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { deleteSessionsOfUser } from "../auth/sessionRepo.ts";
import { usersWithTwoFactor } from "../twoFactor/twoFactorRepo.ts";
import { presentUser } from "./userPresenter.ts";
import {
  adminIds,
  deleteUserRow,
  findUserById,
  insertUser,
  listStaffRows,
  type NewUser,
  updateUserRow,
} from "./userRepo.ts";

const emailTaken = () => conflict("An account with this email already exists.", "EMAIL_TAKEN", "email");
const lastAdmin = (action: string) =>
  conflict(`The last admin cannot be ${action}. Make another user an admin first.`, "LAST_ADMIN");
const userNotFound = () => notFound("This user does not exist.");

/** Who is acting: their own account and session are treated specially. */
export interface Actor {
  userId: number;
  sessionId: string | null;
}

/**
 * Creates an account with a hashed password: the one way a user comes into being (admin's
 * user form, registration, the first admin, tests). An email in use answers 409. `alongside`
 * runs in the insert's transaction (the audit entry of an admin's new user).
 */
export async function createAccount(
  ctx: Pick<AppContext, "db" | "dialect">,
  account: Omit<NewUser, "passwordHash"> & { password: string },
  alongside?: (trx: Db, created: UserRow) => Promise<void>,
): Promise<UserRow> {
  const { password, ...rest } = account;
  const passwordHash = await hashPassword(password);
  const insert = (db: Db) => insertUser(db, { ...rest, passwordHash });
  return mapUniqueViolation(
    ctx.dialect,
    () =>
      alongside
        ? ctx.db.transaction().execute(async (trx) => {
            const created = await insert(trx);
            await alongside(trx, created);
            return created;
          })
        : insert(ctx.db),
    emailTaken,
  );
}

/**
 * Throws unless another admin than `userId` remains. On PostgreSQL the admin rows are locked, so
 * two admins demoting each other at the same moment cannot both succeed.
 */
async function assertAnotherAdmin(ctx: AppContext, trx: Db, userId: number, action: string): Promise<void> {
  const admins = await adminIds(trx, { lock: ctx.dialect.rowLocks });
  if (!admins.some((id) => id !== userId)) throw lastAdmin(action);
}

/** Ends the user's sessions; when users edit themselves they keep the session they are using. */
async function endSessionsOf(trx: Db, userId: number, actor: Actor): Promise<void> {
  const keep = actor.userId === userId && actor.sessionId ? actor.sessionId : undefined;
  await deleteSessionsOfUser(trx, userId, keep);
}

/** GET /api/admin/users: staff only; registered customers have no place on the users screen. */
export async function listUsers(ctx: AppContext): Promise<StaffUser[]> {
  const withTwoFactor = await usersWithTwoFactor(ctx.db);
  return (await listStaffRows(ctx.db)).map((row) => ({
    ...presentUser(row),
    twoFactorEnabled: withTwoFactor.has(row.id),
  }));
}

/**
 * POST /api/admin/users: answers the account as created. The admin chose its password, so the
 * new user must change it at their first sign-in.
 */
export async function createUser(ctx: AppContext, input: UserCreateInput, actorId: number): Promise<User> {
  await assertAcceptablePassword(ctx, input.password, { field: "password", email: input.email });
  const created = await createAccount(ctx, { ...input, mustChangePassword: true }, (trx, row) =>
    recordAudit(trx, actorId, {
      action: "user.create",
      entityType: "user",
      entityId: row.id,
      summary: `Created the ${row.role} account ${row.email}`,
      changes: { email: [null, row.email], role: [null, row.role] },
    }),
  );
  return presentUser(created);
}

/**
 * Admins changing their own email or password prove it is them with their current password: a
 * session left open (or stolen) must not be enough to take the account over.
 */
async function assertOwnCurrentPassword(ctx: AppContext, id: number, input: UserUpdateInput): Promise<void> {
  const current = await findUserById(ctx.db, id);
  if (!current || (current.email === input.email && !input.password)) return;
  if (!input.currentPassword)
    throw badRequest("Enter your current password to change your own email or password.", "currentPassword");
  if (!(await verifyPassword(current.passwordHash, input.currentPassword)))
    throw badRequest("Your current password is incorrect.", "currentPassword");
}

/**
 * One entry per kind of change an edit made, so each can be found by its action: the email
 * (user.update), the role (user.role_change), a new password (user.password_set; never the
 * password or its hash). An edit that changed nothing records nothing.
 */
async function recordUserUpdate(
  trx: Db,
  actorId: number,
  before: UserRow,
  after: UserRow,
  passwordSet: boolean,
): Promise<void> {
  const entry = { entityType: "user", entityId: after.id } as const;
  if (before.email !== after.email)
    await recordAudit(trx, actorId, {
      ...entry,
      action: "user.update",
      summary: `Changed the email of ${before.email} to ${after.email}`,
      changes: { email: [before.email, after.email] },
    });
  if (before.role !== after.role)
    await recordAudit(trx, actorId, {
      ...entry,
      action: "user.role_change",
      summary: `Changed the role of ${after.email} from ${before.role} to ${after.role}`,
      changes: { role: [before.role, after.role] },
    });
  if (passwordSet)
    await recordAudit(trx, actorId, {
      ...entry,
      action: "user.password_set",
      summary:
        actorId === after.id
          ? "Changed their own password"
          : `Set a new password for ${after.email} (to be changed at their next sign-in)`,
    });
}

/**
 * Changes email, role and (when given) password in one transaction. A password or role change
 * ends the user's sessions (all of them for someone else, the others for oneself); a password
 * an admin sets for someone else must be changed at their next sign-in; demoting the last admin
 * is refused.
 */
export async function updateUser(
  ctx: AppContext,
  id: number,
  input: UserUpdateInput,
  actor: Actor,
): Promise<User> {
  const editingSelf = id === actor.userId;
  if (input.password)
    await assertAcceptablePassword(ctx, input.password, { field: "password", email: input.email });
  if (editingSelf) await assertOwnCurrentPassword(ctx, id, input);
  // Hashing is slow (on purpose): do it before the transaction holds any lock.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const current = await findUserById(trx, id);
        if (!current) throw userNotFound();
        const roleChanges = current.role !== input.role;
        if (roleChanges && current.role === "admin") await assertAnotherAdmin(ctx, trx, id, "demoted");
        const updated = await updateUserRow(trx, id, {
          email: input.email,
          role: input.role,
          ...(passwordHash ? { passwordHash, mustChangePassword: editingSelf ? 0 : 1 } : {}),
        });
        if (roleChanges || passwordHash) await endSessionsOf(trx, id, actor);
        await recordUserUpdate(trx, actor.userId, current, updated, passwordHash !== undefined);
        return presentUser(updated);
      }),
    emailTaken,
  );
}

/** Deletes a user and every session of theirs; their articles and files stay, unattributed. */
export async function deleteUser(ctx: AppContext, id: number, actor: Actor): Promise<void> {
  if (id === actor.userId) {
    throw forbidden("You can't delete your own account. Ask another admin to do it.", "CANNOT_DELETE_SELF");
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findUserById(trx, id);
    if (!current) throw userNotFound();
    if (current.role === "admin") await assertAnotherAdmin(ctx, trx, id, "deleted");
    await deleteSessionsOfUser(trx, id);
    await deleteUserRow(trx, id);
    await recordAudit(trx, actor.userId, {
      action: "user.delete",
      entityType: "user",
      entityId: id,
      summary: `Deleted the ${current.role} account ${current.email}`,
      changes: { email: [current.email, null], role: [current.role, null] },
    });
  });
}
