import type { Db } from "../../platform/db/database.ts";

// Authenticator secrets, recovery codes and pending second steps of sign-in.

export function findTwoFactorOf(db: Db, userId: number) {
  return db.selectFrom("userTwoFactor").selectAll().where("userId", "=", userId).executeTakeFirst();
}

export async function hasConfirmedTwoFactor(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("userTwoFactor")
    .select("userId")
    .where("userId", "=", userId)
    .where("confirmedAt", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among the users who have two-factor turned on. */
export async function usersWithTwoFactor(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectFrom("userTwoFactor")
    .select("userId")
    .where("confirmedAt", "is not", null)
    .execute();
  return new Set(rows.map((row) => row.userId));
}

/** Starts (or restarts) set-up: the new secret replaces any unconfirmed one. */
export async function savePendingTwoFactor(
  db: Db,
  userId: number,
  secretCiphertext: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom("userTwoFactor")
    .where("userId", "=", userId)
    .where("confirmedAt", "is", null)
    .execute();
  await db
    .insertInto("userTwoFactor")
    .values({
      userId,
      secretCiphertext,
      createdAt: now,
      confirmedAt: null,
      lastUsedStep: null,
      clockOffsetSteps: 0,
    })
    .execute();
}

/** Turns two-factor on, with the app's clock offset (in time steps) learned from the first code. */
export async function confirmTwoFactor(
  db: Db,
  userId: number,
  now: string,
  clockOffsetSteps: number,
): Promise<void> {
  await db
    .updateTable("userTwoFactor")
    .set({ confirmedAt: now, clockOffsetSteps })
    .where("userId", "=", userId)
    .execute();
}

/**
 * Records that a code of this time step was used; false when one of this step (or a later one)
 * already was. One conditional update, so two requests racing with the same code cannot both win.
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("userTwoFactor")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes two-factor entirely: secret and recovery codes. */
export async function deleteTwoFactor(db: Db, userId: number): Promise<boolean> {
  await db.deleteFrom("twoFactorRecoveryCodes").where("userId", "=", userId).execute();
  await db.deleteFrom("twoFactorChallenges").where("userId", "=", userId).execute();
  const result = await db.deleteFrom("userTwoFactor").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.deleteFrom("twoFactorRecoveryCodes").where("userId", "=", userId).execute();
  await db
    .insertInto("twoFactorRecoveryCodes")
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
    .execute();
}

/** The user's unused recovery codes' hashes. */
export function listRecoveryCodes(db: Db, userId: number) {
  return db
    .selectFrom("twoFactorRecoveryCodes")
    .select(["id", "codeHash"])
    .where("userId", "=", userId)
    .execute();
}

/** Spends a recovery code: false when another request spent it first (it is gone afterwards). */
export async function spendRecoveryCode(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("twoFactorRecoveryCodes")
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("twoFactorRecoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("left"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function insertChallenge(
  db: Db,
  challenge: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.insertInto("twoFactorChallenges").values(challenge).execute();
}

export function findChallenge(db: Db, id: string) {
  return db.selectFrom("twoFactorChallenges").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countChallengeAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable("twoFactorChallenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.deleteFrom("twoFactorChallenges").where("id", "=", id).execute();
}

export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom("twoFactorChallenges").where("expiresAt", "<=", now).execute();
}

/** Marks whether the user's sessions still have to set up two-factor. */
export async function setSessionSetupRequired(
  db: Db,
  where: { userId: number } | { sessionId: string },
  required: boolean,
): Promise<void> {
  let query = db.updateTable("sessions").set({ twoFactorSetupRequired: required ? 1 : 0 });
  query =
    "userId" in where ? query.where("userId", "=", where.userId) : query.where("id", "=", where.sessionId);
  await query.execute();
}
