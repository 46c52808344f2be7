// npm run bench:import — imports a generated Zendesk export of 1,000 articles with 500 images
// (BENCH_ARTICLES, BENCH_IMAGES) into a fresh database (SQLite, or PostgreSQL at DATABASE_URL,
// which must name an empty database) and prints the time taken and the process's peak memory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildApp } from "../server/app/buildApp.ts";
import { importZendesk } from "../server/features/transfer/zendeskImport.ts";
import { testConfig } from "../server/platform/config.ts";

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

const app = await buildApp({
  config: testConfig({
    dataDir: work,
    uploadsDir: path.join(work, "uploads"),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  }),
});
await app.ready();
const started = performance.now();
const report = await importZendesk(app.ctx, source, {
  dryRun: false,
  userId: null,
  categoriesFrom: "sections",
  verificationInterval: "6-months",
});
const seconds = (performance.now() - started) / 1000;
await app.close();
fs.rmSync(work, { recursive: true, force: true });
console.log(
  `${app.ctx.dialect.name}: ${report.created.articles} articles, ${report.created.media} images in ${seconds.toFixed(1)} s; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
