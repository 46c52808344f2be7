import { createHash, randomBytes } from "node:crypto";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { serverSecretOrCreate } from "../db/serverSecretRepo.ts";

/**
 * The HMAC key that signs visitor cookies: derived from SESSION_SECRET when it is set, else a
 * random secret generated on first start and kept in the database, so every instance and every
 * restart accept the cookies the others issued.
 */
export async function loadVisitorCookieKey(db: Db, config: AppConfig): Promise<Buffer> {
  const secret =
    config.sessionSecret ??
    (await serverSecretOrCreate(db, "visitor_cookie", randomBytes(32).toString("base64url")));
  return createHash("sha256").update(`cairn visitor cookie\n${secret}`).digest();
}
