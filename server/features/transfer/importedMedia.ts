import { createHash } from "node:crypto";
import type { AppContext } from "../appContext.ts";
import { mediaFilesByUrls } from "../media/mediaRepo.ts";
import { storeMediaFile } from "../media/mediaUploads.ts";
import { findImportLink, saveImportLink } from "./transferRepo.ts";

/** Media links are shared by every source: a file exported and imported again is the same file. */
const SOURCE = "file";
const MAX_STORED_BYTES = 200 * 1024 * 1024;

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The media library address of a file an import brings, storing it (like any upload: type by
 * content, metadata stripped, variants) only when no import stored the same content before. Both
 * the file's hash and the stored copy's are remembered, so exporting and importing again finds it.
 */
export async function importedMediaAddress(
  ctx: AppContext,
  file: { bytes: Buffer; filename: string; userId: number | null },
  dryRun: boolean,
): Promise<{ url: string; created: boolean }> {
  const hash = hashOf(file.bytes);
  const link = await findImportLink(ctx.db, SOURCE, "media", hash);
  if (link?.targetUrl && (await mediaFilesByUrls(ctx.db, [link.targetUrl])).length > 0) {
    return { url: link.targetUrl, created: false };
  }
  // A stand-in address, valid where an address must be (a cover image), for a dry run's checks.
  if (dryRun) return { url: `/uploads/dry-run/${hash.slice(0, 12)}`, created: true };
  const stored = await storeMediaFile(ctx, {
    bytes: file.bytes,
    filename: file.filename,
    declaredType: undefined,
    uploadedById: file.userId,
  });
  const kept = await ctx.storage.read(stored.storageKey, MAX_STORED_BYTES);
  const importedAt = new Date().toISOString();
  for (const key of new Set([hash, ...(kept ? [hashOf(kept)] : [])])) {
    await saveImportLink(ctx.db, {
      source: SOURCE,
      kind: "media",
      sourceKey: key,
      targetId: stored.id,
      targetUrl: stored.url,
      importedAt,
    });
  }
  return { url: stored.url, created: true };
}
