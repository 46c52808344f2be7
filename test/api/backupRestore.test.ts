import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../server/backup/backupArchive.ts";
import type { Db } from "../../server/platform/db/database.ts";
import { makeCategory } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";
import { reserveTestDatabase } from "../support/testDatabases.ts";

/** Every table's rows, in a fixed order: what "the same data" means for a restore. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

describeEachDatabase("backup and restore", (t) => {
  it("backs up while serving, restores into an empty database: same articles, versions, users, settings and files", async () => {
    const admin = await t.as("admin");
    const category = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    const created = await admin.post("/api/admin/articles", {
      title: "Pitching a tent",
      summary: "Step by step",
      contentHtml: "<p>Stake the corners first.</p>",
      categoryId: category.id,
      tags: ["pitching"],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await admin.put(`/api/admin/articles/${id}`, { title: "Pitching a tent in wind" })).statusCode,
    ).toBe(200);
    expect((await admin.put("/api/admin/settings", { site_name: "Trail Help" })).statusCode).toBe(200);
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-uploads-"));
    fs.mkdirSync(path.join(uploadsDir, "2026"), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, "2026", "tent.png"), Buffer.from([137, 80, 78, 71, 1, 2, 3]));

    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-archive-")), "backup.tar.gz");
    // Taken while the app keeps answering (and writing).
    const [manifest, reading] = await Promise.all([
      createBackup({ ...t.location, uploadsDir }, archive),
      t.anon.get("/api/public/articles/pitching-a-tent-in-wind"),
    ]);
    expect(manifest).toMatchObject({ dialect: t.dialect, uploads: true });
    expect(reading.statusCode).toBe(404); // a draft: the point is that the app answered meanwhile
    const before = await snapshot(t.db);
    expect(before.article_versions?.length).toBeGreaterThanOrEqual(2);

    const empty = await reserveTestDatabase(t.dialect);
    const restoredUploads = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-restored-")), "uploads");
    try {
      await restoreBackup({ ...empty.location, uploadsDir: restoredUploads }, archive);
      const restored = empty.open();
      expect(await snapshot(restored.db)).toEqual(before);
      expect(fs.readFileSync(path.join(restoredUploads, "2026", "tent.png"))).toEqual(
        fs.readFileSync(path.join(uploadsDir, "2026", "tent.png")),
      );
      // A second restore into the now-filled database is refused: it never merges into live data.
      await expect(
        restoreBackup({ ...empty.location, uploadsDir: restoredUploads }, archive),
      ).rejects.toThrow(/empty/);
    } finally {
      await empty.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(archive), { recursive: true, force: true });
      fs.rmSync(path.dirname(restoredUploads), { recursive: true, force: true });
    }
  });
});
