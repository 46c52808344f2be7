import { randomUUID } from "node:crypto";
import { formatBytes } from "../../../shared/formatBytes.ts";
import { cleanFileName } from "../../lib/fileNames.ts";
import type { MediaFileRow, MediaVariant } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { stripImageMetadata } from "./imageMetadata.ts";
import { makeImageVariants } from "./imageVariants.ts";
import { insertMediaFile } from "./mediaRepo.ts";
import { checkMediaType, unsupportedFileType } from "./mediaTypeCheck.ts";
import { refuseInfectedFile } from "./virusCheck.ts";

export interface IncomingFile {
  bytes: Buffer;
  /** The name the browser sent (cleaned here). */
  filename: string;
  /** The type the browser declared, if any (must agree with the content). */
  declaredType: string | undefined;
  uploadedById: number | null;
}

/**
 * Stores one uploaded file as a media file: scanned for viruses (when a scanner is set), type
 * checked by content, image metadata removed, resized variants made once, objects written under
 * generated keys, then the row. If any step fails, whatever was written is removed again:
 * nothing is stored on failure.
 */
export async function storeMediaFile(ctx: AppContext, file: IncomingFile): Promise<MediaFileRow> {
  let filename = cleanFileName(file.filename);
  // The bytes as they came, before any other reading of them.
  await refuseInfectedFile(ctx, { bytes: file.bytes, filename, uploadedById: file.uploadedById });
  const type = await checkMediaType(file.bytes, filename, file.declaredType);
  const extension = type.extensions[0]!;
  if (!/\.[^.]+$/.test(filename)) filename = `${filename}.${extension}`;

  const isImage = type.mimeType.startsWith("image/");
  const bytes = isImage ? await stripImageMetadata(file.bytes, type.mimeType) : file.bytes;
  const analysis = isImage ? await makeImageVariants(bytes).catch(() => null) : null;
  if (isImage && !analysis) throw unsupportedFileType("The image could not be read; it may be damaged.");

  const id = randomUUID();
  const key = `media/${id}.${extension}`;
  const written: string[] = [];
  try {
    await ctx.storage.put(key, bytes, {
      contentType: type.mimeType,
      download: !type.inline,
      fileName: filename,
    });
    written.push(key);
    const variants: MediaVariant[] = [];
    for (const variant of analysis?.variants ?? []) {
      const variantKey = `media/${id}-${variant.width}w.webp`;
      await ctx.storage.put(variantKey, variant.bytes, { contentType: "image/webp", download: false });
      written.push(variantKey);
      variants.push({
        key: variantKey,
        url: ctx.storage.publicUrl(variantKey),
        width: variant.width,
        height: variant.height,
      });
    }
    const row = {
      filename,
      mimeType: type.mimeType,
      size: bytes.length,
      storageKey: key,
      url: ctx.storage.publicUrl(key),
      uploadedById: file.uploadedById,
      uploadedAt: new Date().toISOString(),
      width: analysis?.width ?? null,
      height: analysis?.height ?? null,
      variants: JSON.stringify(variants),
    };
    return await ctx.db.transaction().execute(async (trx) => {
      const stored = await insertMediaFile(trx, row);
      await recordAudit(trx, file.uploadedById, {
        action: "media.upload",
        entityType: "media",
        entityId: stored.id,
        summary: `Uploaded ${stored.filename} (${stored.mimeType}, ${formatBytes(stored.size)})`,
      });
      return stored;
    });
  } catch (error) {
    await Promise.allSettled(written.map((writtenKey) => ctx.storage.delete(writtenKey)));
    throw error;
  }
}
