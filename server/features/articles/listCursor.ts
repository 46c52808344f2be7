import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { badRequest } from "../../platform/errors.ts";

/** The values of a list's order columns at the row a page starts after or ends before. */
export type ListKey = (string | number)[];

/**
 * Where a page of a long list is: after the row with `key` (the next page), or before it (the
 * previous page); `page` is that page's number, shown to visitors. `list` names the list and
 * its order ("category 3 recent"): a cursor is read only by the list it was made for.
 */
export interface ListCursor {
  list: string;
  direction: "after" | "before";
  page: number;
  key: ListKey;
}

const payloadSchema = z.strictObject({
  l: z.string().max(200),
  d: z.enum(["a", "b"]),
  p: z.number().int().min(1).max(1_000_000),
  k: z
    .array(z.union([z.string().max(400), z.number().finite()]))
    .min(1)
    .max(4),
});

const SIGNATURE_BYTES = 16;
const keys = new WeakMap<Buffer, Buffer>();

/** Cursors' own key, derived from the server's visitor-cookie key (never used for both). */
function cursorKey(secret: Buffer): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("cairn list cursor").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: Buffer, payload: string): Buffer {
  return createHmac("sha256", cursorKey(secret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

/** The cursor as text for an address: its payload and an HMAC of it, both base64url. */
export function makeListCursor(secret: Buffer, cursor: ListCursor): string {
  const payload = Buffer.from(
    JSON.stringify({
      l: cursor.list,
      d: cursor.direction === "after" ? "a" : "b",
      p: cursor.page,
      k: cursor.key,
    }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

const BAD_CURSOR = "This cursor is not one this list gave out: start again from the first page.";

/**
 * A cursor this server made for `list`, its key shaped as `shape` (the type of each order
 * column). Anything else (altered, made for another list or order, malformed) is a 400: a
 * cursor names only positions the server handed out.
 */
export function readListCursor(
  secret: Buffer,
  text: string,
  list: string,
  shape: readonly ("string" | "number")[],
): ListCursor {
  const [payload, signed] = text.split(".");
  if (!payload || !signed) throw badRequest(BAD_CURSOR, "cursor");
  // Compared as text: base64 decoding ignores a last character's spare bits, which would let
  // several spellings of one signature through.
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(secret, payload).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(BAD_CURSOR, "cursor");
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    throw badRequest(BAD_CURSOR, "cursor");
  }
  const fits =
    parsed.l === list &&
    parsed.k.length === shape.length &&
    parsed.k.every((value, index) => typeof value === shape[index]);
  if (!fits) throw badRequest(BAD_CURSOR, "cursor");
  return { list, direction: parsed.d === "a" ? "after" : "before", page: parsed.p, key: parsed.k };
}
