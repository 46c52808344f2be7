import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { UploadTicketsTable } from "../../platform/db/schema.ts";

export type UploadTicket = Selectable<UploadTicketsTable>;

// Signed upload addresses (POST /api/objects/upload): each may be used once, before it expires.

export async function insertUploadTicket(db: Db, ticket: Insertable<UploadTicketsTable>): Promise<void> {
  await db.insertInto("uploadTickets").values(ticket).execute();
}

export async function findUploadTicket(db: Db, tokenHash: string): Promise<UploadTicket | undefined> {
  return db.selectFrom("uploadTickets").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/** Marks the ticket's PUT as received; false when it was already used or has expired. */
export async function claimTicketUpload(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("uploadTickets")
    .set({ uploadedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("uploadedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the ticket finalized; false when another request finalized it first. */
export async function claimTicketFinalize(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("uploadTickets")
    .set({ finalizedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("finalizedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseTicketFinalize(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable("uploadTickets")
    .set({ finalizedAt: null })
    .where("tokenHash", "=", tokenHash)
    .execute();
}

/** Tickets that expired before `before`: their objects (if any were left) can go. */
export async function expiredUploadTickets(db: Db, before: string, limit: number): Promise<UploadTicket[]> {
  return db
    .selectFrom("uploadTickets")
    .selectAll()
    .where("expiresAt", "<", before)
    .orderBy("expiresAt")
    .limit(limit)
    .execute();
}

export async function deleteUploadTickets(db: Db, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  await db.deleteFrom("uploadTickets").where("tokenHash", "in", tokenHashes).execute();
}
