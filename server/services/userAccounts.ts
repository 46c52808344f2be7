import type { Transaction } from "kysely";
import type { UserCreateInput, UserUpdateInput } from "../../shared/schemas/user.ts";
import type { AppContext } from "../context.ts";
import type { Database, UserRow } from "../db/schema.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import { hashPassword } from "./passwords.ts";

const emailTaken = () => conflict("An account with this email already exists.", "EMAIL_TAKEN", "email");
const lastAdmin = (action: string) =>
  conflict(`The last admin cannot be ${action}. Make another user an admin first.`, "LAST_ADMIN");

/** Who is acting: their own account and session are treated specially. */
export interface Actor {
  userId: number;
  sessionId: string | null;
}

/**
 * Throws unless another admin than `userId` remains. On PostgreSQL the admin rows are locked, so
 * two admins demoting each other at the same moment cannot both succeed.
 */
async function assertAnotherAdmin(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: number,
  action: string,
): Promise<void> {
  const query = trx.selectFrom("users").select("id").where("role", "=", "admin");
  const admins = await (ctx.dialect.rowLocks ? query.forUpdate() : query).execute();
  if (!admins.some((admin) => admin.id !== userId)) throw lastAdmin(action);
}

/** Ends the user's sessions; when users edit themselves they keep the session they are using. */
async function endSessionsOf(trx: Transaction<Database>, userId: number, actor: Actor): Promise<void> {
  let query = trx.deleteFrom("sessions").where("userId", "=", userId);
  if (actor.userId === userId && actor.sessionId) query = query.where("id", "!=", actor.sessionId);
  await query.execute();
}

export async function listUsers(ctx: AppContext): Promise<UserRow[]> {
  return ctx.db.selectFrom("users").selectAll().orderBy("createdAt").orderBy("id").execute();
}

export async function createUser(ctx: AppContext, input: UserCreateInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  try {
    return await ctx.db
      .insertInto("users")
      .values({
        email: input.email,
        passwordHash,
        role: input.role,
        mustChangePassword: 0,
        createdAt: now,
        updatedAt: now,
        lastLoginAt: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Changes email, role and (when given) password in one transaction. A password or role change
 * ends the user's sessions; demoting the last admin is refused.
 */
export async function updateUser(
  ctx: AppContext,
  id: number,
  input: UserUpdateInput,
  actor: Actor,
): Promise<UserRow> {
  // Hashing is slow (on purpose): do it before the transaction holds any lock.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) throw notFound("This user does not exist.");
      const roleChanges = current.role !== input.role;
      if (roleChanges && current.role === "admin") await assertAnotherAdmin(ctx, trx, id, "demoted");
      const updated = await trx
        .updateTable("users")
        .set({
          email: input.email,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (roleChanges || passwordHash) await endSessionsOf(trx, id, actor);
      return updated;
    });
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Deletes a user and every session of theirs; their articles and files stay, unattributed. */
export async function deleteUser(ctx: AppContext, id: number, actor: Actor): Promise<void> {
  if (id === actor.userId) {
    throw forbidden("You can't delete your own account. Ask another admin to do it.", "CANNOT_DELETE_SELF");
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw notFound("This user does not exist.");
    if (current.role === "admin") await assertAnotherAdmin(ctx, trx, id, "deleted");
    await trx.deleteFrom("sessions").where("userId", "=", id).execute();
    await trx.deleteFrom("users").where("id", "=", id).execute();
  });
}
