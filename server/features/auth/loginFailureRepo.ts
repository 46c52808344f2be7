import type { Db } from "../../platform/db/database.ts";

// Failed sign-ins, kept for an hour: the throttle reads them back per account and client.

export async function recordLoginFailure(
  db: Db,
  account: string,
  clientAddress: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto("loginFailures")
    .values({ account, clientAddress, createdAt: at.toISOString() })
    .execute();
}

/** Failures of the account since the time: how many in all, and those from this client. */
export async function countLoginFailuresSince(
  db: Db,
  account: string,
  clientAddress: string,
  since: Date,
): Promise<{
  total: number;
  firstAt: string | null;
  lastAt: string | null;
  fromClient: number;
  lastFromClient: string | null;
}> {
  const row = await db
    .selectFrom("loginFailures")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.min<string | null>("createdAt").as("firstAt"),
      eb.fn.max<string | null>("createdAt").as("lastAt"),
      eb.fn
        .sum<number>(eb.case().when("clientAddress", "=", clientAddress).then(1).else(0).end())
        .as("fromClient"),
      eb.fn
        .max<string | null>(
          eb.case().when("clientAddress", "=", clientAddress).then(eb.ref("createdAt")).end(),
        )
        .as("lastFromClient"),
    ])
    .where("account", "=", account)
    .where("createdAt", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    firstAt: row.firstAt ? String(row.firstAt) : null,
    lastAt: row.lastAt ? String(row.lastAt) : null,
    fromClient: Number(row.fromClient ?? 0),
    lastFromClient: row.lastFromClient ? String(row.lastFromClient) : null,
  };
}

/** A successful sign-in from this client clears its own failures (not other clients'). */
export async function clearClientLoginFailures(
  db: Db,
  account: string,
  clientAddress: string,
): Promise<void> {
  await db
    .deleteFrom("loginFailures")
    .where("account", "=", account)
    .where("clientAddress", "=", clientAddress)
    .execute();
}

export async function pruneLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("loginFailures").where("createdAt", "<", before.toISOString()).execute();
}

/** Accounts with at least `minFailures` failures since the time, most failures first. */
export async function listAccountsFailingSince(
  db: Db,
  since: Date,
  minFailures: number,
): Promise<{ account: string; failures: number; clients: number; lastAt: string }[]> {
  const rows = await db
    .selectFrom("loginFailures")
    .select((eb) => [
      "account",
      eb.fn.countAll<number>().as("failures"),
      eb.fn.count<number>("clientAddress").distinct().as("clients"),
      eb.fn.max<string>("createdAt").as("lastAt"),
    ])
    .where("createdAt", ">", since.toISOString())
    .groupBy("account")
    .having((eb) => eb.fn.countAll(), ">=", minFailures)
    .orderBy("failures", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    account: row.account,
    failures: Number(row.failures),
    clients: Number(row.clients),
    lastAt: new Date(String(row.lastAt)).toISOString(),
  }));
}
