import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { ImportJob } from "../../../shared/schemas/importJob.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { zipOf, zipOfFolder, zipSlipArchive } from "../../../test/support/zipFiles.ts";
import { projectRoot } from "../../platform/paths.ts";
import { claimImportJob, insertImportJob } from "./importJobRepo.ts";
import { extractZip } from "./safeZipExtract.ts";

const FIXTURE = path.join(projectRoot, "test", "fixtures", "zendesk");
const fixtureArticles = (
  JSON.parse(fs.readFileSync(path.join(FIXTURE, "articles.json"), "utf8")) as {
    articles: { id: number; draft: boolean; title: string }[];
  }
).articles;

/** A multipart form: text fields, then the archive in the field "file". */
function importForm(zip: Buffer, fileName = "export.zip", fields: Record<string, string> = {}) {
  const boundary = `----cairnimport${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    method: "POST" as const,
    url: "/api/admin/imports",
    payload: Buffer.concat([
      Buffer.from(parts.join("")),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function waitFor(admin: TestClient, id: number, statuses: ImportJob["status"][]): Promise<ImportJob> {
  const seen: number[] = [];
  for (let attempt = 0; attempt < 2400; attempt++) {
    const response = await admin.get(`/api/admin/imports/${id}`);
    expect(response.statusCode).toBe(200);
    const job = response.json() as ImportJob;
    seen.push(job.done);
    if (statuses.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} never reached ${statuses.join("/")}; progress seen: ${seen.join(",")}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-import-jobs-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  "Import jobs and export archives",
  (t) => {
    const count = async (table: "articles" | "categories" | "mediaFiles" | "importJobs") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("lets only admins import and export", async () => {
      const editor = await t.as("editor");
      const zip = await zipOfFolder(FIXTURE);
      expect((await editor.send(importForm(zip))).statusCode).toBe(403);
      expect((await editor.get("/api/admin/imports")).statusCode).toBe(403);
      expect((await editor.get("/api/admin/export")).statusCode).toBe(403);
      expect((await t.anon.send(importForm(zip))).statusCode).toBe(401);
      expect((await t.anon.get("/api/admin/export")).statusCode).toBe(401);
      expect(await count("importJobs")).toBe(0);
    });

    it("refuses an archive whose entry leaves the folder, and writes nothing", async () => {
      const admin = await t.as("admin");
      const response = await admin.send(importForm(await zipSlipArchive("../../escaped.md", "# out")));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/"\.\.\/\.\.\/escaped\.md" would be written outside/);
      expect(fs.existsSync(path.join(dataDir, "escaped.md"))).toBe(false);
      expect(fs.existsSync(path.join(path.dirname(dataDir), "escaped.md"))).toBe(false);
      expect(fs.readdirSync(path.join(dataDir, "imports"))).toEqual([]);
      expect(await count("importJobs")).toBe(0);
    });

    it("refuses symbolic links and zip bombs", async () => {
      const admin = await t.as("admin");
      const link = await zipOf([{ name: "guides/passwd.md", content: "/etc/passwd", mode: 0o120777 }]);
      const linked = await admin.send(importForm(link));
      expect(linked.statusCode).toBe(400);
      expect(linked.json().error.message).toMatch(/"guides\/passwd\.md" is a symbolic link/);

      const bomb = await zipOf([{ name: "guides/zeros.md", content: Buffer.alloc(30 * 1024 * 1024) }]);
      expect(bomb.length).toBeLessThan(200 * 1024);
      const bombed = await admin.send(importForm(bomb));
      expect(bombed.statusCode).toBe(400);
      expect(bombed.json().error.message).toMatch(/compressed more than 100 to 1/);

      const notZip = await admin.send(importForm(Buffer.from("not a zip at all")));
      expect(notZip.statusCode).toBe(400);
      expect(notZip.json().error.message).toMatch(/not a readable \.zip/);

      const empty = await admin.send(importForm(await zipOf([{ name: "readme.txt", content: "hello" }])));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toMatch(/No articles found/);
      expect(fs.readdirSync(path.join(dataDir, "imports"))).toEqual([]);
      expect(await count("importJobs")).toBe(0);
    });

    it("checks a Zendesk archive in a dry run that writes nothing, then imports it as a job", async () => {
      const admin = await t.as("admin");
      const before = { articles: await count("articles"), media: await count("mediaFiles") };
      // Zip tools wrap the export in a folder of its own: the import looks inside it.
      const zip = await zipOfFolder(FIXTURE, "zendesk-export");
      const accepted = await admin.send(importForm(zip, "zendesk-export.zip", { source: "auto" }));
      expect(accepted.statusCode).toBe(202);
      const { id } = accepted.json() as { id: number };

      const checked = await waitFor(admin, id, ["checked", "failed"]);
      expect(checked).toMatchObject({ status: "checked", source: "zendesk", fileName: "zendesk-export.zip" });
      expect(checked.dryRunReport).toMatchObject({
        dryRun: true,
        created: { categories: 8, articles: fixtureArticles.length },
      });
      expect(
        checked.dryRunReport!.warnings.some((w) => /unresolved reference|broken link/.test(w.message)),
      ).toBe(true);
      expect(checked.done).toBe(fixtureArticles.length);
      expect(checked.total).toBe(fixtureArticles.length);
      expect(await count("articles")).toBe(before.articles);
      expect(await count("mediaFiles")).toBe(before.media);

      const confirmed = await admin.post(`/api/admin/imports/${id}/confirm`);
      expect(confirmed.statusCode).toBe(202);
      // While it runs, a second import (or confirming again) is refused.
      const second = await admin.send(importForm(zip));
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe("IMPORT_RUNNING");
      expect((await admin.post(`/api/admin/imports/${id}/confirm`)).statusCode).toBe(409);

      const done = await waitFor(admin, id, ["done", "failed"]);
      expect(done.error).toBeNull();
      expect(done.status).toBe("done");
      expect(done.done).toBe(fixtureArticles.length);
      expect(done.total).toBe(fixtureArticles.length);
      expect(done.report).toMatchObject({
        dryRun: false,
        created: { categories: 8, articles: fixtureArticles.length },
      });
      expect(done.report!.created.media).toBeGreaterThan(0);
      expect(await count("articles")).toBe(before.articles + fixtureArticles.length);
      // The unpacked archive is gone once the job ends.
      expect(fs.readdirSync(path.join(dataDir, "imports"))).toEqual([]);

      // Old Zendesk addresses lead to the imported articles.
      const published = fixtureArticles.find((article) => !article.draft)!;
      const old = await t.anon.get(`/hc/en-us/articles/${published.id}-Old-title`);
      expect(old.statusCode).toBe(301);
      const moved = await t.anon.get(old.headers.location as string);
      expect(moved.statusCode).toBe(200);
      expect(moved.body).toContain(published.title.replace(/&/g, "&amp;"));

      const audit = await t.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "import.complete")
        .where("entityId", "=", id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorEmail).toMatch(/@example\.com$/);
      expect(audit[0]!.summary).toContain(`${fixtureArticles.length} articles created`);

      const list = await admin.get("/api/admin/imports");
      expect((list.json() as ImportJob[])[0]).toMatchObject({ id, status: "done" });
    }, 300_000);

    it("ends a failed import as failed, with what was done and an audit entry, leaving the rest as it was", async () => {
      const admin = await t.as("admin");
      const accepted = await admin.send(importForm(await zipOfFolder(FIXTURE), "broken.zip"));
      expect(accepted.statusCode).toBe(202);
      const { id } = accepted.json() as { id: number };
      expect((await waitFor(admin, id, ["checked", "failed"])).status).toBe("checked");
      // The archive goes bad between the check and the import (a disk fault, say).
      const row = await t.db
        .selectFrom("importJobs")
        .select("workDir")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      fs.writeFileSync(path.join(dataDir, row.workDir, "articles.json"), "{ not json");
      const articlesBefore = await count("articles");

      expect((await admin.post(`/api/admin/imports/${id}/confirm`)).statusCode).toBe(202);
      const failed = await waitFor(admin, id, ["done", "failed"]);
      expect(failed.status).toBe("failed");
      expect(failed.error).toBe("articles.json is not valid JSON.");
      expect(failed.report).toMatchObject({ dryRun: false, created: { articles: 0 } });
      expect(await count("articles")).toBe(articlesBefore);
      const audit = await t.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "import.fail")
        .where("entityId", "=", id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.summary).toContain("Import failed: Zendesk archive broken.zip");
      // The unpacked archive is removed with the job.
      expect(fs.readdirSync(path.join(dataDir, "imports"))).toEqual([]);
    }, 300_000);

    it("lets exactly one of several instances claim a job, and a stopped holder's job be taken over", async () => {
      const at = new Date().toISOString();
      const id = await insertImportJob(t.db, {
        source: "markdown",
        fileName: "claimed.zip",
        options: "{}",
        workDir: "imports/none",
        status: "importing",
        runningLock: null,
        done: 0,
        total: 0,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
        claimedAt: null,
      });
      const stale = new Date(Date.now() - 5 * 60_000).toISOString();
      const claims = await Promise.all(Array.from({ length: 6 }, () => claimImportJob(t.db, id, at, stale)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimImportJob(t.db, id, at, stale)).toBe(false);
      // No progress since long before: the holder stopped, another instance takes the job over.
      const later = new Date(Date.now() + 10 * 60_000);
      const staleThen = new Date(later.getTime() - 5 * 60_000).toISOString();
      expect(await claimImportJob(t.db, id, later.toISOString(), staleThen)).toBe(true);
      await t.db.updateTable("importJobs").set({ status: "failed" }).where("id", "=", id).execute();
    });

    it("answers an export as a .zip of the Markdown layout, and records it", async () => {
      const admin = await t.as("admin");
      const response = await admin.get("/api/admin/export");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="cairn-export-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-export-zip-"));
      try {
        const zipFile = path.join(work, "export.zip");
        fs.writeFileSync(zipFile, response.rawPayload);
        await extractZip(zipFile, path.join(work, "out"));
        const files = (fs.readdirSync(path.join(work, "out"), { recursive: true }) as string[]).map((name) =>
          name.split(path.sep).join("/"),
        );
        expect(files).toContain("redirects.json");
        expect(files.filter((name) => name.endsWith(".md")).length).toBeGreaterThanOrEqual(
          fixtureArticles.length,
        );
        expect(files.some((name) => name.startsWith("media/"))).toBe(true);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
      expect(fs.readdirSync(path.join(dataDir, "exports"))).toEqual([]);
      const audit = await t.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "export.download")
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  },
  { dataDir, uploadsDir: path.join(dataDir, "uploads") },
);
