import { type Role, staffRoles } from "../../../shared/schemas/user.ts";
import type { Db } from "../../platform/db/database.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { temporaryPasswordExpiry } from "./temporaryPassword.ts";

/** A new account's columns; the rest start empty. The one place that writes a new user row. */
export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  mustChangePassword?: boolean;
  /** Set when the account is created by signing in (registration). */
  lastLoginAt?: string | null;
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto("users")
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      role: user.role,
      mustChangePassword: user.mustChangePassword ? 1 : 0,
      temporaryPasswordExpiresAt: temporaryPasswordExpiry(!!user.mustChangePassword),
      createdAt: now,
      updatedAt: now,
      lastLoginAt: user.lastLoginAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function emailOfUser(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirst();
  return row?.email ?? null;
}

/** Staff accounts (admins and editors), oldest first; registered customers are not staff. */
export function listStaffRows(db: Db): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("role", "in", [...staffRoles])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function anyUserExists(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

/** The admins' ids; with `lock`, their rows stay locked until the transaction ends. */
export async function adminIds(db: Db, options: { lock: boolean }): Promise<number[]> {
  const query = db.selectFrom("users").select("id").where("role", "=", "admin");
  return (await (options.lock ? query.forUpdate() : query).execute()).map((row) => row.id);
}

export function updateUserRow(
  db: Db,
  id: number,
  changes: { email: string; role: Role; passwordHash?: string; mustChangePassword?: 0 | 1 },
): Promise<UserRow> {
  return db
    .updateTable("users")
    .set({
      ...changes,
      ...(changes.mustChangePassword === undefined
        ? {}
        : { temporaryPasswordExpiresAt: temporaryPasswordExpiry(changes.mustChangePassword === 1) }),
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordSignIn(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("users").set({ lastLoginAt: at }).where("id", "=", id).execute();
}

export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom("users").where("id", "=", id).execute();
}

/** A user's own password change: the new hash, and mustChangePassword cleared. */
export function setOwnPassword(db: Db, id: number, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable("users")
    .set({
      passwordHash,
      mustChangePassword: 0,
      temporaryPasswordExpiresAt: null,
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An operator's password reset (command line): the new hash, and whether it must be changed at sign-in. */
export async function resetPassword(
  db: Db,
  id: number,
  passwordHash: string,
  mustChange: boolean,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      passwordHash,
      mustChangePassword: mustChange ? 1 : 0,
      temporaryPasswordExpiresAt: temporaryPasswordExpiry(mustChange),
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
}
