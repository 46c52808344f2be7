import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../server/backup/backupArchive.ts";
import { postgresCommandTarget } from "../../server/backup/databaseDump.ts";
import type { Db } from "../../server/platform/db/database.ts";
import { migrateToLatest } from "../../server/platform/db/migrate.ts";
import { makeCategory } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";
import { createTestDatabase, reserveTestDatabase } from "../support/testDatabases.ts";

const run = promisify(execFile);

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
      createBackup({ ...t.location, uploadsDir }, archive, { signingKey: BACKUP_KEY }),
      t.anon.get("/api/public/articles/pitching-a-tent-in-wind"),
    ]);
    expect(manifest).toMatchObject({ dialect: t.dialect, uploads: true });
    expect(reading.statusCode).toBe(404); // a draft: the point is that the app answered meanwhile
    const before = await snapshot(t.db);
    expect(before.article_versions?.length).toBeGreaterThanOrEqual(2);

    const empty = await reserveTestDatabase(t.dialect);
    const restoredUploads = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-restored-")), "uploads");
    try {
      await restoreBackup({ ...empty.location, uploadsDir: restoredUploads }, archive, {
        signingKey: BACKUP_KEY,
      });
      const restored = empty.open();
      expect(await snapshot(restored.db)).toEqual(before);
      expect(fs.readFileSync(path.join(restoredUploads, "2026", "tent.png"))).toEqual(
        fs.readFileSync(path.join(uploadsDir, "2026", "tent.png")),
      );
      // A second restore into the now-filled database is refused: it never merges into live data.
      await expect(
        restoreBackup({ ...empty.location, uploadsDir: restoredUploads }, archive, {
          signingKey: BACKUP_KEY,
        }),
      ).rejects.toThrow(/empty/);
    } finally {
      await empty.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(archive), { recursive: true, force: true });
      fs.rmSync(path.dirname(restoredUploads), { recursive: true, force: true });
    }
  });
});

const BACKUP_KEY = "backup-key-for-tests-0123456789abcdef";

/** A folder of its own, removed after the test. */
function scratch(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cairn-${label}-`));
}

/** Unpacks an archive, lets the test change it, and packs it again as `into`. */
async function tamper(archive: string, into: string, change: (folder: string) => void): Promise<void> {
  const folder = scratch("tamper");
  try {
    await run("tar", ["-xzf", archive, "-C", folder]);
    change(folder);
    await run("tar", ["-czf", into, "-C", folder, "."]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Rewrites the manifest's file list to match the folder (a forger without the key can do this). */
function relist(folder: string): void {
  const manifestFile = path.join(folder, "cairn-backup.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const name = path.relative(folder, full);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && name !== "cairn-backup.json")
        files[name] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
    }
  };
  walk(folder);
  manifest.files = files;
  delete manifest.signature;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

describeEachDatabase("restore trusts nothing in the archive", (t) => {
  let work: string;
  let uploadsDir: string;
  let archive: string;
  beforeEach(async () => {
    work = scratch("restore-faults");
    uploadsDir = path.join(work, "uploads");
    fs.mkdirSync(path.join(uploadsDir, "media"), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, "media", "photo.png"), Buffer.from([137, 80, 78, 71]));
    archive = path.join(work, "backup.tar.gz");
    await createBackup({ ...t.location, uploadsDir }, archive, { signingKey: BACKUP_KEY });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  /** Restores into a new empty database; answers the error (or null) and what reached uploads. */
  const restoreInto = async (file: string, options: Parameters<typeof restoreBackup>[2]) => {
    const empty = await reserveTestDatabase(t.dialect);
    const restoredUploads = path.join(work, `restored-${Math.random().toString(36).slice(2)}`);
    try {
      const error = await restoreBackup(
        { ...empty.location, uploadsDir: restoredUploads },
        file,
        options,
      ).then(
        () => null,
        (failure: Error) => failure,
      );
      const handle = empty.open();
      const tables = (await handle.db.introspection.getTables()).length;
      return { error, tables, restoredUploads };
    } finally {
      await empty.drop();
    }
  };

  it("writes backups and the SQLite file readable by their owner alone", () => {
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    if (t.location.sqliteFile) expect(fs.statSync(t.location.sqliteFile).mode & 0o777).toBe(0o600);
  });

  it("creates the folder a backup is written to", async () => {
    const nested = path.join(work, "backups", "nightly", "cairn.tar.gz");
    await createBackup({ ...t.location, uploadsDir }, nested, { signingKey: BACKUP_KEY });
    expect(fs.existsSync(nested)).toBe(true);
  });

  it("restores a backup signed with its key, refuses another key, a changed file and an unsigned one", async () => {
    expect((await restoreInto(archive, { signingKey: BACKUP_KEY })).error).toBeNull();
    const otherKey = await restoreInto(archive, { signingKey: `${BACKUP_KEY}-other` });
    expect(otherKey.error?.message).toMatch(/signature does not match/);
    expect(otherKey.tables).toBe(0);

    const changed = path.join(work, "changed.tar.gz");
    await tamper(archive, changed, (folder) =>
      fs.writeFileSync(path.join(folder, "uploads", "media", "photo.png"), "swapped"),
    );
    expect((await restoreInto(changed, { signingKey: BACKUP_KEY })).error?.message).toMatch(/does not match/);

    const unsigned = path.join(work, "unsigned.tar.gz");
    await tamper(archive, unsigned, relist);
    const refused = await restoreInto(unsigned, { signingKey: BACKUP_KEY });
    expect(refused.error?.message).toMatch(/not signed/);
    expect(refused.tables).toBe(0);
    expect((await restoreInto(unsigned, { signingKey: BACKUP_KEY, allowUnsigned: true })).error).toBeNull();
  });

  it("refuses an archive holding a symbolic link, and takes no setuid bit from one", async () => {
    const outside = path.join(work, "outside-secret.txt");
    fs.writeFileSync(outside, "not for visitors");
    const linked = path.join(work, "linked.tar.gz");
    await tamper(archive, linked, (folder) => {
      fs.symlinkSync(outside, path.join(folder, "uploads", "media", "leak.txt"));
      fs.symlinkSync(path.dirname(outside), path.join(folder, "uploads", "datadir"));
      relist(folder);
    });
    const refused = await restoreInto(linked, { allowUnsigned: true });
    expect(refused.error?.message).toMatch(/not a regular file or folder/);
    expect(refused.tables).toBe(0);
    expect(fs.existsSync(refused.restoredUploads)).toBe(false);

    const setuid = path.join(work, "setuid.tar.gz");
    await tamper(archive, setuid, (folder) => {
      const tool = path.join(folder, "uploads", "media", "tool.bin");
      fs.writeFileSync(tool, "#!/bin/sh\n");
      fs.chmodSync(tool, 0o4777);
      relist(folder);
    });
    const restored = await restoreInto(setuid, { allowUnsigned: true });
    expect(restored.error).toBeNull();
    expect(fs.statSync(path.join(restored.restoredUploads, "media", "tool.bin")).mode & 0o7777).toBe(0o600);
  });

  it("refuses a database with a trigger the migrations do not define", async () => {
    const planted = await createTestDatabase(t.dialect);
    try {
      await migrateToLatest(planted.handle);
      if (t.dialect === "sqlite") {
        await sql`create trigger keep_password after update on users begin update users set password_hash = 'attacker' where id = new.id; end`.execute(
          planted.handle.db,
        );
      } else {
        await sql`create function keep_password() returns trigger language plpgsql as $$ begin new.password_hash := 'attacker'; return new; end $$`.execute(
          planted.handle.db,
        );
        await sql`create trigger keep_password before update on users for each row execute function keep_password()`.execute(
          planted.handle.db,
        );
      }
      const file = path.join(work, "planted.tar.gz");
      await createBackup({ ...planted.location, uploadsDir }, file, { signingKey: BACKUP_KEY });
      // Even with a valid signature (an operator's own compromised database), the schema is checked.
      const refused = await restoreInto(file, { signingKey: BACKUP_KEY });
      expect(refused.error?.message).toMatch(/objects the migrations do not define/);
      expect(refused.tables).toBe(0);
    } finally {
      await planted.handle.close();
      await planted.drop();
    }
  });

  it("never serves a file whose real location leaves the uploads folder", async () => {
    const outside = path.join(work, "outside.txt");
    fs.writeFileSync(outside, "not for visitors");
    const root = t.app.ctx.config.uploadsDir;
    fs.mkdirSync(path.join(root, "media"), { recursive: true });
    fs.writeFileSync(path.join(root, "media", "inside.txt"), "fine");
    fs.symlinkSync(outside, path.join(root, "media", "leak.txt"));
    fs.symlinkSync(work, path.join(root, "datadir"));
    try {
      expect((await t.anon.get("/uploads/media/inside.txt")).statusCode).toBe(200);
      const leak = await t.anon.get("/uploads/media/leak.txt");
      expect(leak.statusCode).toBe(404);
      expect(leak.body).not.toContain("not for visitors");
      expect((await t.anon.get("/uploads/datadir/outside.txt")).statusCode).toBe(404);
    } finally {
      fs.rmSync(path.join(root, "media", "leak.txt"));
      fs.rmSync(path.join(root, "datadir"));
      fs.rmSync(path.join(root, "media", "inside.txt"));
    }
  });

  it("gives pg_dump and pg_restore the password in the environment, never on the command line", () => {
    const target = postgresCommandTarget("postgres://cairn:s%40cret@db.internal:5432/cairn");
    expect(target.url).toBe("postgres://cairn@db.internal:5432/cairn");
    expect(target.env.PGPASSWORD).toBe("s@cret");
  });
});
