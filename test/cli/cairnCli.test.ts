import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/features/auth/passwords.ts";
import { type DatabaseHandle, openDatabase } from "../../server/platform/db/database.ts";
import { projectRoot } from "../../server/platform/paths.ts";
import { type ReservedDatabase, reserveTestDatabase, testDialects } from "../support/testDatabases.ts";
import { zipOf, zipOfFolder, zipSlipArchive } from "../support/zipFiles.ts";

const BIN = path.join(projectRoot, "bin", "cairn.mjs");
const ZENDESK = path.join(projectRoot, "test", "fixtures", "zendesk");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

for (const dialect of testDialects()) {
  describe(`npx cairn [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-cli-"));
    const dataDir = path.join(work, "data");
    let postgres: ReservedDatabase | undefined;
    let restored: ReservedDatabase | undefined;
    let handle: DatabaseHandle | undefined;

    const cairn = (args: string[], env: Record<string, string> = {}, database = postgres): Promise<Run> =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          [BIN, ...args],
          {
            cwd: work,
            timeout: 120_000,
            env: {
              PATH: process.env.PATH ?? "",
              DATA_DIR: dataDir,
              ...(database ? { DATABASE_URL: database.location.databaseUrl! } : {}),
              ...env,
            },
          },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
            resolve({ code, stdout, stderr });
          },
        );
      });
    const db = () => {
      handle ??= openDatabase(postgres ? { databaseUrl: postgres.location.databaseUrl! } : { dataDir });
      return handle.db;
    };

    beforeAll(async () => {
      if (dialect === "postgres") {
        postgres = await reserveTestDatabase("postgres");
        restored = await reserveTestDatabase("postgres");
      }
    });
    afterAll(async () => {
      await handle?.close();
      await postgres?.drop();
      await restored?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it("explains itself and answers wrong usage with a message and exit code 2", async () => {
      const bare = await cairn([]);
      expect(bare.code).toBe(2);
      expect(bare.stdout).toContain("Usage: cairn <command>");
      for (const name of [
        "import",
        "export",
        "backup",
        "restore",
        "create-admin",
        "reset-password",
        "reindex",
        "migrate",
      ]) {
        expect(bare.stdout).toMatch(new RegExp(`^  ${name} `, "m"));
      }
      expect((await cairn(["--help"])).code).toBe(0);
      const help = await cairn(["import", "--help"]);
      expect(help).toMatchObject({ code: 0 });
      expect(help.stdout).toContain("--dry-run");
      const unknown = await cairn(["frobnicate"]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("unknown command 'frobnicate'");
      const noKind = await cairn(["import", ZENDESK]);
      expect(noKind.code).toBe(2);
      expect(noKind.stderr).toContain("say what to import: zendesk or markdown");
      const zip = await cairn(["import", "zendesk", "export.zip"]);
      expect(zip.code).toBe(1);
      expect(zip.stderr).toContain("export.zip does not exist");
      const missing = await cairn(["import", "markdown", path.join(work, "nowhere")]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("does not exist");
      const badFlag = await cairn(["import", "zendesk", ZENDESK, "--categories=everything"]);
      expect(badFlag.code).toBe(2);
    }, 120_000);

    it("migrates, creates an admin and resets a password", async () => {
      const migrate = await cairn(["migrate"]);
      expect(migrate.code, migrate.stderr).toBe(0);
      expect(migrate.stdout).toContain(`Database is up to date (${dialect})`);

      const created = await cairn(["create-admin", "Ops@Example.com"], {
        CAIRN_PASSWORD: "a long enough password",
      });
      expect(created.code, created.stderr).toBe(0);
      const admin = await db()
        .selectFrom("users")
        .selectAll()
        .where("email", "=", "ops@example.com")
        .executeTakeFirstOrThrow();
      expect(admin).toMatchObject({ role: "admin", mustChangePassword: 0 });
      expect(await verifyPassword(admin.passwordHash, "a long enough password")).toBe(true);
      const again = await cairn(["create-admin", "ops@example.com"], {
        CAIRN_PASSWORD: "a long enough password",
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already has an account");
      expect((await cairn(["create-admin", "not-an-email"])).code).toBe(2);
      const short = await cairn(["create-admin", "other@example.com"], { CAIRN_PASSWORD: "short" });
      expect(short.code).toBe(2);
      expect(short.stderr).toContain("at least 12 characters");

      const reset = await cairn(["reset-password", "ops@example.com"]);
      expect(reset.code, reset.stderr).toBe(0);
      const generated = /New password \(change it at next sign-in\): (\S+)/.exec(reset.stdout)?.[1];
      expect(generated).toBeDefined();
      const after = await db()
        .selectFrom("users")
        .selectAll()
        .where("email", "=", "ops@example.com")
        .executeTakeFirstOrThrow();
      expect(after.mustChangePassword).toBe(1);
      expect(await verifyPassword(after.passwordHash, generated!)).toBe(true);
      const nobody = await cairn(["reset-password", "nobody@example.com"]);
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toContain("no account has the email nobody@example.com");
    }, 120_000);

    it("imports, reindexes, exports and re-imports, backs up and restores", async () => {
      const dry = await cairn(["import", "zendesk", ZENDESK, "--dry-run", "--json"]);
      expect(dry.code, dry.stderr).toBe(0);
      expect(JSON.parse(dry.stdout)).toMatchObject({
        dryRun: true,
        created: { categories: 8, articles: 64 },
      });
      const imported = await cairn(["import", "zendesk", ZENDESK, "--verification=3-months"]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain("Created: 8 categories, 64 articles, 5 media files.");
      expect(imported.stdout).toContain("warning articles.json#360012340003: unresolved reference");

      const reindex = await cairn(["reindex"]);
      expect(reindex.code, reindex.stderr).toBe(0);
      expect(reindex.stdout).toContain("Search index rebuilt (64 articles).");

      const folder = path.join(work, "export");
      const exported = await cairn(["export", folder]);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toContain("Exported 8 categories, 64 articles, 5 media files");
      expect(fs.existsSync(path.join(folder, "tents", "_category.yml"))).toBe(true);
      const twice = await cairn(["export", folder]);
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain("already exists");
      const reimport = await cairn(["import", "markdown", folder]);
      expect(reimport.code, reimport.stderr).toBe(0);
      expect(reimport.stdout).toContain("Unchanged: 64. Skipped: 0.");

      const file = path.join(work, "site.tar.gz");
      // Signed with the operator's key; the restore, on another machine's data folder, checks it.
      const signing = { BACKUP_KEY: "cli-test-backup-key-0123456789abcdef" };
      const backup = await cairn(["backup", file], signing);
      expect(backup.code, backup.stderr).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      const elsewhere = path.join(work, "restored");
      const restore = await cairn(["restore", file], { DATA_DIR: elsewhere, ...signing }, restored);
      expect(restore.code, restore.stderr).toBe(0);
      const check = openDatabase(
        restored ? { databaseUrl: restored.location.databaseUrl! } : { dataDir: elsewhere },
      );
      try {
        const row = await check.db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(64);
      } finally {
        await check.close();
      }
      const missing = await cairn(["restore", path.join(work, "none.tar.gz")]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("does not exist");
    }, 300_000);

    it("imports from .zip archives, exports to one, and refuses unsafe archives", async () => {
      const zendeskZip = path.join(work, "zendesk.zip");
      fs.writeFileSync(zendeskZip, await zipOfFolder(ZENDESK, "guide-export"));
      const dry = await cairn(["import", "zendesk", zendeskZip, "--dry-run", "--verification=3-months"]);
      expect(dry.code, dry.stderr).toBe(0);
      // The same export, with the same options, as the folder imported above: nothing new.
      expect(dry.stdout).toContain("Would create: 0 categories, 0 articles, 0 media files.");
      expect(dry.stdout).toContain("Unchanged: 64.");

      const exportZip = path.join(work, "site-export.zip");
      const exported = await cairn(["export", exportZip]);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toContain("Exported 8 categories, 64 articles, 5 media files");
      expect(fs.readdirSync(work).filter((name) => name.includes(".partial-"))).toEqual([]);
      const reimport = await cairn(["import", "markdown", exportZip]);
      expect(reimport.code, reimport.stderr).toBe(0);
      expect(reimport.stdout).toContain("Unchanged: 64. Skipped: 0.");

      const slip = path.join(work, "slip.zip");
      fs.writeFileSync(slip, await zipSlipArchive("../../outside.md", "# out"));
      const refused = await cairn(["import", "markdown", slip]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        'the entry "../../outside.md" would be written outside the import folder',
      );
      expect(fs.existsSync(path.join(os.tmpdir(), "outside.md"))).toBe(false);

      const bomb = path.join(work, "bomb.zip");
      fs.writeFileSync(bomb, await zipOf([{ name: "a/zeros.md", content: Buffer.alloc(30 * 1024 * 1024) }]));
      const bombed = await cairn(["import", "markdown", bomb]);
      expect(bombed.code).toBe(1);
      expect(bombed.stderr).toContain("compressed more than 100 to 1");
      const notZip = await cairn(["import", "markdown", path.join(work, "site.tar.gz")]);
      expect(notZip.code).toBe(1);
      expect(notZip.stderr).toContain("is not a folder or a .zip file");
    }, 300_000);
  });
}
