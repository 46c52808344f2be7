import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { clock } from "../../platform/clock.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { zipFolder } from "./folderZip.ts";

/**
 * The whole help center as a .zip of the Markdown layout (with media/ and redirects.json),
 * recorded in the audit log. The files are written under DATA_DIR/exports and removed once the
 * archive has been sent (or the download broke off).
 */
export async function exportArchive(
  ctx: AppContext,
  userId: number | null,
): Promise<{ stream: Readable; fileName: string }> {
  const work = path.join(ctx.config.dataDir, "exports", randomBytes(8).toString("hex"));
  fs.mkdirSync(path.dirname(work), { recursive: true });
  const folder = path.join(work, "cairn-export");
  const remove = () => fs.rmSync(work, { recursive: true, force: true });
  try {
    fs.mkdirSync(work);
    // Loaded by the first export, with its YAML writer: most instances never export.
    const { exportMarkdown } = await import("./markdownExport.ts");
    const report = await exportMarkdown(ctx, folder);
    await recordAudit(ctx.db, userId, {
      action: "export.download",
      entityType: "export",
      entityId: null,
      summary: `Exported ${report.articles} articles, ${report.categories} categories, ${report.media} media files and ${report.redirects} redirects`,
    });
    const stream = zipFolder(folder);
    stream.once("end", remove);
    stream.once("close", remove);
    stream.once("error", remove);
    return { stream, fileName: `cairn-export-${clock.now().toISOString().slice(0, 10)}.zip` };
  } catch (error) {
    remove();
    throw error;
  }
}
