import { AppError } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";

/**
 * Refuses a file the virus scanner (CLAMAV_URL) finds infected, before anything of it is stored:
 * 422 FILE_INFECTED, and the attempt is audited. When the scanner cannot be asked, no file goes in
 * unchecked: 503 VIRUS_SCANNER_UNAVAILABLE (the scanner logs why). Without a scanner, nothing is checked.
 */
export async function refuseInfectedFile(
  ctx: AppContext,
  file: { bytes: Buffer; filename: string; uploadedById: number | null },
): Promise<void> {
  if (!ctx.virusScanner) return;
  const verdict = await ctx.virusScanner.scan(file.bytes);
  if (verdict.status === "clean") return;
  if (verdict.status === "unavailable")
    throw new AppError(
      503,
      "VIRUS_SCANNER_UNAVAILABLE",
      "Uploaded files cannot be checked for viruses right now, so none are accepted. Please try again in a few minutes.",
      undefined,
      { "retry-after": "60" },
    );
  await recordAudit(ctx.db, file.uploadedById, {
    action: "media.virus_found",
    entityType: "media",
    entityId: null,
    summary: `Refused ${file.filename}: the virus scanner found ${verdict.signature}`,
  });
  throw new AppError(
    422,
    "FILE_INFECTED",
    `This file contains a virus (${verdict.signature}) and was not uploaded.`,
    "file",
  );
}
