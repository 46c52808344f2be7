// npm run bench:import [-- --postgres] — imports a generated Zendesk export of 1,000 articles
// with 500 images (BENCH_ARTICLES, BENCH_IMAGES), zipped, through the import job as the admin
// screen runs it: upload (unpack and checks), dry run, confirm, import. Prints each step's time
// and the process's peak memory, on SQLite, then on PostgreSQL (a scratch database on the server
// at TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres) when --postgres is given
// or TEST_DATABASE_URL is set. Each database runs in a process of its own, so each peak is its own.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { buildApp } from "../server/app/buildApp.ts";
import { zipFolder } from "../server/features/transfer/folderZip.ts";
import {
  acceptImportUpload,
  confirmImport,
  presentImportJob,
  startImportJobs,
} from "../server/features/transfer/importJobs.ts";
import { createAccount } from "../server/features/users/userAccounts.ts";
import { testConfig } from "../server/platform/config.ts";
import { createScratchPostgresDatabase } from "./support/scratchPostgresDatabase.ts";

const dialectFlag = process.argv.find((arg) => arg.startsWith("--dialect="))?.slice("--dialect=".length);

if (!dialectFlag) {
  const dialects = ["sqlite"];
  if (process.argv.includes("--postgres") || process.env.TEST_DATABASE_URL) dialects.push("postgres");
  for (const dialect of dialects) {
    execFileSync(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), `--dialect=${dialect}`],
      {
        stdio: "inherit",
      },
    );
  }
  process.exit(0);
}

const articleCount = Number(process.env.BENCH_ARTICLES ?? 1000);
const imageCount = Number(process.env.BENCH_IMAGES ?? 500);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-import-"));
const source = path.join(work, "zendesk");
fs.mkdirSync(source);

const sections = Array.from({ length: 10 }, (_, index) => ({
  id: 1000 + index,
  category_id: 1,
  name: `Section ${index + 1}`,
}));
const articles = Array.from({ length: articleCount }, (_, index) => {
  const id = 500000 + index;
  const withImage = index < imageCount;
  return {
    id,
    section_id: 1000 + (index % 10),
    title: `Article number ${index + 1} about tents and stoves`,
    body: `<p>Paragraph one of article ${index}.</p><h2>Steps</h2><ol><li>First</li><li>Second</li></ol>${
      withImage
        ? `<p><img src="https://x.zendesk.com/hc/article_attachments/${id}/photo-${index}.jpg" alt="Photo" width="800" height="600"></p>`
        : ""
    }<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>`,
    html_url: `https://x.zendesk.com/hc/en-us/articles/${id}-Article-${index}`,
    draft: index % 10 === 0,
    promoted: false,
    label_names: ["bench"],
  };
});
fs.writeFileSync(
  path.join(source, "categories.json"),
  JSON.stringify({ categories: [{ id: 1, name: "Everything" }] }),
);
fs.writeFileSync(path.join(source, "sections.json"), JSON.stringify({ sections }));
fs.writeFileSync(path.join(source, "articles.json"), JSON.stringify({ articles }));
for (let index = 0; index < imageCount; index++) {
  const dir = path.join(source, "attachments", String(500000 + index));
  fs.mkdirSync(dir, { recursive: true });
  const jpeg = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: index % 256, g: (index * 7) % 256, b: 40 + Math.floor(index / 256) * 60 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  fs.writeFileSync(path.join(dir, `photo-${index}.jpg`), jpeg);
}
const zipFile = path.join(work, "zendesk-export.zip");
await pipeline(zipFolder(source), fs.createWriteStream(zipFile));
const zipBytes = fs.statSync(zipFile).size;
fs.rmSync(source, { recursive: true, force: true });

let dropDatabase = async () => {};
let databaseUrl: string | undefined;
if (dialectFlag === "postgres") {
  const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = await createScratchPostgresDatabase(
    server,
    `cairn_bench_${randomBytes(4).toString("hex")}`,
  );
  databaseUrl = scratch.databaseUrl;
  dropDatabase = scratch.drop;
}
const app = await buildApp({
  config: testConfig({
    dataDir: path.join(work, "data"),
    uploadsDir: path.join(work, "data", "uploads"),
    ...(databaseUrl ? { databaseUrl } : {}),
  }),
});
await app.ready();
const ctx = app.ctx;
const admin = await createAccount(ctx, {
  email: "bench@example.com",
  password: "bench password 1",
  role: "admin",
});
const rssBefore = process.memoryUsage().rss;
const failed = (error: unknown) => {
  throw error;
};

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const started = performance.now();
const job = await acceptImportUpload(ctx, admin.id, {
  zipFile,
  fileName: "zendesk-export.zip",
  fields: { source: "auto", categories: "sections", verification: "6-months" },
});
const unpacked = seconds(started);
const checkStarted = performance.now();
await startImportJobs(ctx, failed);
const checked = await presentImportJob(ctx, job.id);
if (checked.status !== "checked") throw new Error(`the dry run ended ${checked.status}: ${checked.error}`);
const checkTime = seconds(checkStarted);
const importStarted = performance.now();
await confirmImport(ctx, job.id);
await startImportJobs(ctx, failed);
const done = await presentImportJob(ctx, job.id);
if (done.status !== "done") throw new Error(`the import ended ${done.status}: ${done.error}`);
const importTime = seconds(importStarted);
const total = seconds(started);
await app.close();
await dropDatabase();
fs.rmSync(work, { recursive: true, force: true });
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
console.log(
  `${ctx.dialect.name}: ${done.report!.created.articles} articles, ${done.report!.created.media} images (zip ${mb(zipBytes)} MB) — ` +
    `upload/unpack ${unpacked} s, dry run ${checkTime} s, import ${importTime} s, total ${total} s; ` +
    `RSS before ${mb(rssBefore)} MB, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
