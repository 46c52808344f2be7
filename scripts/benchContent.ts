/**
 * Public content reads under load: 2,000 published articles (4 KB bodies) in 8 categories on
 * SQLite, then autocannon (10 connections, 5 s) against each public content route.
 * Run: node --import tsx scripts/benchContent.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app.ts";
import { testConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";

const ARTICLES = 2000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
const handle = openDatabase({ sqliteFile: path.join(dir, "bench.sqlite") });
const app = await buildApp({ config: testConfig(), database: handle });
const { db } = handle;
const now = new Date().toISOString();

const categoryIds: number[] = [];
for (let c = 0; c < 8; c += 1) {
  const row = await db
    .insertInto("categories")
    .values({
      slug: `cat-${c}`,
      name: `Cat ${c}`,
      description: "",
      displayOrder: c,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  categoryIds.push(row.id);
}
const body = "Lorem ipsum dolor sit amet. ".repeat(150);
for (let start = 0; start < ARTICLES; start += 100) {
  const rows = await db
    .insertInto("articles")
    .values(
      Array.from({ length: 100 }, (_, k) => ({
        slug: `article-${start + k}`,
        title: `Article ${start + k}`,
        summary: "A summary",
        contentHtml: `<p>${body}</p>`,
        contentText: body,
        status: "published" as const,
        categoryId: categoryIds[(start + k) % categoryIds.length]!,
        coverImagePosition: 50,
        featured: 0,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        helpfulCount: (start + k) % 50,
        notHelpfulCount: 0,
        verificationInterval: "3-months",
      })),
    )
    .returning("id")
    .execute();
  await db
    .insertInto("articleTags")
    .values(
      rows.flatMap((row) => [
        { articleId: row.id, tag: `t${row.id % 40}`, position: 0 },
        { articleId: row.id, tag: "common", position: 1 },
      ]),
    )
    .execute();
}

await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as { port: number };
for (const route of [
  "/api/public/articles/article-1234",
  "/api/public/categories/cat-3?page=5",
  "/api/public/featured",
  "/api/public/categories",
]) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${route}`, connections: 10, duration: 5 });
  console.log(
    `${route}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
}
await app.close();
await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
