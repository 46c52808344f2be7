import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signature covers: the manifest's fields and the SHA-256 of every file in the archive. */
export interface SignedContent {
  format: number;
  dialect: string;
  createdAt: string;
  uploads: boolean;
  files: Record<string, string>;
}

function canonical(content: SignedContent): string {
  const files = Object.fromEntries(Object.entries(content.files).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([content.format, content.dialect, content.createdAt, content.uploads, files]);
}

/** HMAC-SHA256 of the manifest under the backup key, hex. */
export function signBackup(key: string, content: SignedContent): string {
  return createHmac("sha256", `cairn backup\n${key}`).update(canonical(content)).digest("hex");
}

export function backupSignatureMatches(key: string, content: SignedContent, signature: string): boolean {
  const expected = Buffer.from(signBackup(key, content));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
