import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { ImportReport } from "../../shared/schemas/transfer.ts";
import type { BackupTarget } from "../backup/backupArchive.ts";
import type { AppContext } from "../features/appContext.ts";
import { ADMIN_PASSWORD_MIN_LENGTH, type AppConfig, loadConfig } from "../platform/config.ts";
import { type CliArguments, parseArguments, UsageError } from "./cliArguments.ts";
import { progressBar } from "./progressBar.ts";

// The server's modules are imported by the command that needs them, not here: loading all of
// them through tsx takes seconds, and usage, help and wrong arguments should answer at once.

interface Command {
  usage: string;
  summary: string;
  help: string;
  /** Flags that take a value. */
  valued?: string[];
  run(args: CliArguments, config: AppConfig): Promise<void>;
}

/** A failure the user can act on: its message is shown without a stack. */
class CliFailure extends Error {}

const intervals = new Set(["1-month", "2-months", "3-months", "6-months"]);

async function withContext<T>(config: AppConfig, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const { buildApp } = await import("../app/buildApp.ts");
  const app = await buildApp({ config });
  try {
    await app.ready();
    return await work(app.ctx);
  } finally {
    await app.close();
  }
}

function backupTarget(config: AppConfig): BackupTarget {
  return {
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, "cairn.sqlite"),
    uploadsDir: config.uploadsDir,
  };
}

function printReport(report: ImportReport, json: boolean): void {
  if (json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const verb = report.dryRun ? "Would create" : "Created";
  const c = report.created;
  const u = report.updated;
  console.log(`${verb}: ${c.categories} categories, ${c.articles} articles, ${c.media} media files.`);
  console.log(
    `${report.dryRun ? "Would update" : "Updated"}: ${u.categories} categories, ${u.articles} articles.`,
  );
  const unchanged = report.skipped.filter((item) => item.reason === "unchanged").length;
  const refused = report.skipped.filter((item) => item.reason !== "unchanged");
  console.log(
    `Unchanged: ${unchanged}. Skipped: ${refused.length}. Old addresses redirected: ${report.redirects}.`,
  );
  for (const item of refused) console.log(`  skipped ${item.path}: ${item.reason}`);
  for (const warning of report.warnings) console.log(`  warning ${warning.path}: ${warning.message}`);
  if (report.dryRun) console.log("Dry run: nothing was written.");
}

/**
 * The folder to import: the one given, or a .zip unpacked safely (no paths out of the folder, no
 * links, no bombs) into a temporary folder, removed after the import.
 */
async function withSource<T>(given: string | undefined, work: (folder: string) => Promise<T>): Promise<T> {
  if (!given) throw new UsageError("name the folder or .zip to import");
  if (!fs.existsSync(given)) throw new CliFailure(`${given} does not exist`);
  if (fs.statSync(given).isDirectory()) return work(given);
  if (!given.toLowerCase().endsWith(".zip")) throw new CliFailure(`${given} is not a folder or a .zip file`);
  const { extractZip } = await import("../features/transfer/safeZipExtract.ts");
  const { archiveContentRoot } = await import("../features/transfer/archiveContentRoot.ts");
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-import-"));
  try {
    await extractZip(given, path.join(temporary, "archive"));
    return await work(archiveContentRoot(path.join(temporary, "archive")));
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

/** Writes the export as a .zip: made aside and renamed into place, so a failure leaves nothing. */
async function exportZip(ctx: AppContext, target: string) {
  const { exportMarkdown } = await import("../features/transfer/markdownExport.ts");
  const { zipFolder } = await import("../features/transfer/folderZip.ts");
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-export-"));
  const partial = `${target}.partial-${randomBytes(4).toString("hex")}`;
  try {
    const report = await exportMarkdown(ctx, path.join(temporary, "cairn-export"));
    await pipeline(zipFolder(path.join(temporary, "cairn-export")), fs.createWriteStream(partial));
    fs.renameSync(partial, target);
    return report;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

const commands: Record<string, Command> = {
  import: {
    usage:
      "cairn import <zendesk|markdown> <folder|file.zip> [--dry-run] [--json] [--categories=sections|zendesk] [--verification=6-months]",
    summary: "Import a Zendesk Guide export or a Markdown folder",
    help: [
      "Imports articles, categories and their images. Running it again updates what it imported",
      "before (an unchanged article is skipped). Old Zendesk addresses answer 301 afterwards.",
      "A .zip is unpacked first; one with paths leaving its folder, links or absurd sizes is refused.",
      "",
      "  --dry-run         check everything and report, write nothing",
      "  --json            print the report as JSON",
      "  --categories=     zendesk only: 'sections' (default) makes a category of each section,",
      "                    'zendesk' one of each Zendesk category",
      "  --verification=   zendesk only: interval published articles get (1-month, 2-months,",
      "                    3-months, 6-months; default 6-months)",
    ].join("\n"),
    valued: ["categories", "verification"],
    async run(args, config) {
      const [kind, given] = args.positional;
      if (kind !== "zendesk" && kind !== "markdown")
        throw new UsageError("say what to import: zendesk or markdown");
      const dryRun = args.flags.get("dry-run") === true;
      const categories = args.flags.get("categories") ?? "sections";
      if (categories !== "sections" && categories !== "zendesk")
        throw new UsageError("--categories is sections or zendesk");
      const verification = args.flags.get("verification") ?? "6-months";
      if (typeof verification !== "string" || !intervals.has(verification)) {
        throw new UsageError("--verification is 1-month, 2-months, 3-months or 6-months");
      }
      const report = await withSource(given, async (folder) => {
        const { importZendesk } = await import("../features/transfer/zendeskImport.ts");
        const { importMarkdown } = await import("../features/transfer/markdownImport.ts");
        return withContext(config, (ctx) => {
          const onProgress = progressBar(dryRun ? "Checking" : "Importing");
          return kind === "zendesk"
            ? importZendesk(ctx, folder, {
                dryRun,
                userId: null,
                categoriesFrom: categories,
                verificationInterval: verification as "6-months",
                onProgress,
              })
            : importMarkdown(ctx, folder, { dryRun, userId: null, onProgress });
        });
      });
      printReport(report, args.flags.get("json") === true);
    },
  },
  export: {
    usage: "cairn export <folder|file.zip>",
    summary: "Export every category and article as Markdown",
    help: "Writes <category>/_category.yml, <category>/<article>.md, media/ and redirects.json into a new folder,\nor into a .zip when the name ends in .zip (written aside and moved into place at the end: a failed\nexport leaves nothing).",
    async run(args, config) {
      const [target] = args.positional;
      if (!target) throw new UsageError("name the folder to write");
      if (fs.existsSync(target)) throw new CliFailure(`${target} already exists: choose a new folder`);
      const { exportMarkdown } = await import("../features/transfer/markdownExport.ts");
      const report = await withContext(config, (ctx) =>
        target.toLowerCase().endsWith(".zip") ? exportZip(ctx, target) : exportMarkdown(ctx, target),
      );
      console.log(
        `Exported ${report.categories} categories, ${report.articles} articles, ${report.media} media files and ${report.redirects} redirects to ${target}`,
      );
    },
  },
  backup: {
    usage: "cairn backup [file]",
    summary: "Back up the database and uploads into one .tar.gz",
    help: "A consistent backup, taken while Cairn keeps serving. Default file: DATA_DIR/backups/cairn-<time>.tar.gz",
    async run(args, config) {
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.resolve(
        args.positional[0] ?? path.join(config.dataDir, "backups", `cairn-${stamp}.tar.gz`),
      );
      const { createBackup } = await import("../backup/backupArchive.ts");
      const manifest = await createBackup(backupTarget(config), file, { signingKey: config.backupKey });
      console.log(
        `Backup of the ${manifest.dialect} database${manifest.uploads ? " and uploads" : ""} written to ${file}`,
      );
      if (!manifest.signature)
        console.warn(
          "The backup is not signed: set BACKUP_KEY (32+ characters) so a restore can tell it was not changed.",
        );
    },
  },
  restore: {
    usage: "cairn restore [--unsigned] <file>",
    summary: "Restore a backup into an empty database",
    help: "The configured database must be empty (a new PostgreSQL database, or no SQLite file yet). The backup's signature is checked with BACKUP_KEY (else SESSION_SECRET); --unsigned restores one without a signature, only if you made it yourself.",
    async run(args, config) {
      // `--unsigned FILE` reads as a flag with a value: the file is then that value.
      const unsigned = args.flags.get("unsigned");
      const file = args.positional[0] ?? (typeof unsigned === "string" ? unsigned : undefined);
      if (!file) throw new UsageError("name the backup file");
      if (!fs.existsSync(file)) throw new CliFailure(`${file} does not exist`);
      const { restoreBackup } = await import("../backup/backupArchive.ts");
      const manifest = await restoreBackup(backupTarget(config), path.resolve(file), {
        signingKey: config.backupKey,
        allowUnsigned: unsigned !== undefined,
      });
      console.log(
        `Restored the ${manifest.dialect} backup of ${manifest.createdAt}. Run 'cairn migrate' or start Cairn.`,
      );
    },
  },
  "create-admin": {
    usage: "cairn create-admin <email>",
    summary: "Create an admin account",
    help: `The password comes from CAIRN_PASSWORD (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters); without it one is\ngenerated, printed once, and must be changed at first sign-in.`,
    async run(args, config) {
      const email = args.positional[0]?.trim().toLowerCase();
      if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw new UsageError("give the new admin's email address");
      const { password, generated } = chosenPassword();
      const { findUserByEmail } = await import("../features/users/userRepo.ts");
      const { createAccount } = await import("../features/users/userAccounts.ts");
      await withContext(config, async (ctx) => {
        if (await findUserByEmail(ctx.db, email)) throw new CliFailure(`${email} already has an account`);
        await createAccount(ctx, { email, password, role: "admin", mustChangePassword: generated });
      });
      console.log(
        `Admin ${email} created.${generated ? ` Password (change it at first sign-in): ${password}` : ""}`,
      );
    },
  },
  "reset-password": {
    usage: "cairn reset-password <email>",
    summary: "Set a new password for an account and end its sessions",
    help: `The password comes from CAIRN_PASSWORD (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters); without it one is\ngenerated, printed once, and must be changed at next sign-in.`,
    async run(args, config) {
      const email = args.positional[0]?.trim().toLowerCase();
      if (!email) throw new UsageError("give the account's email address");
      const { password, generated } = chosenPassword();
      const { findUserByEmail, resetPassword } = await import("../features/users/userRepo.ts");
      const { hashPassword } = await import("../features/auth/passwords.ts");
      const { deleteSessionsOfUser } = await import("../features/auth/sessionRepo.ts");
      await withContext(config, async (ctx) => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user) throw new CliFailure(`no account has the email ${email}`);
        const passwordHash = await hashPassword(password);
        await ctx.db.transaction().execute(async (trx) => {
          await resetPassword(trx, user.id, passwordHash, generated);
          await deleteSessionsOfUser(trx, user.id);
        });
      });
      console.log(
        `Password of ${email} reset; its sessions ended.${generated ? ` New password (change it at next sign-in): ${password}` : ""}`,
      );
    },
  },
  reindex: {
    usage: "cairn reindex",
    summary: "Rebuild the search index from the articles",
    help: "Safe to run while Cairn serves; searches see the new index when it is committed.",
    async run(_args, config) {
      const count = await withContext(config, async (ctx) => {
        await ctx.search.rebuild(ctx.db);
        await ctx.dialect.settleAfterBulkWrite(ctx.db);
        const row = await ctx.db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      });
      console.log(`Search index rebuilt (${count} articles).`);
    },
  },
  migrate: {
    usage: "cairn migrate",
    summary: "Bring the database schema up to date",
    help: "Runs the migrations Cairn also runs at start, then exits.",
    async run(_args, config) {
      const { openDatabase } = await import("../platform/db/database.ts");
      const { migrateToLatest } = await import("../platform/db/migrate.ts");
      const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
      try {
        await migrateToLatest(handle);
        console.log(`Database is up to date (${handle.dialect.name}).`);
      } finally {
        await handle.close();
      }
    },
  },
};

function chosenPassword(): { password: string; generated: boolean } {
  const given = process.env.CAIRN_PASSWORD;
  if (given !== undefined && given !== "") {
    if (given.length < ADMIN_PASSWORD_MIN_LENGTH) {
      throw new UsageError(`CAIRN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
    }
    return { password: given, generated: false };
  }
  return { password: randomBytes(18).toString("base64url"), generated: true };
}

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    "Usage: cairn <command> [options]   (cairn <command> --help for more)",
    "",
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    "",
    "It reads the server's configuration: DATABASE_URL, DATA_DIR, S3_* (docs/OPERATIONS.md).",
  ].join("\n");
}

/** Runs one command; answers the exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    console.log(overview());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`cairn: unknown command '${name}'\n\n${overview()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(`Usage: ${command.usage}\n\n${command.help}`);
    return 0;
  }
  try {
    const args = parseArguments(rest, new Set(command.valued ?? []));
    let config: AppConfig;
    try {
      config = {
        ...loadConfig(),
        logLevel: (process.env.LOG_LEVEL as AppConfig["logLevel"] | undefined) ?? "warn",
      };
    } catch (error) {
      throw new CliFailure((error as Error).message);
    }
    await command.run(args, config);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`cairn ${name}: ${error.message}\nUsage: ${command.usage}`);
      return 2;
    }
    console.error(`cairn ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
