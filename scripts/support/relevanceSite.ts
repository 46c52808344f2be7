import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app/buildApp.ts";
import { testConfig } from "../../server/platform/config.ts";
import { openDatabase } from "../../server/platform/db/database.ts";
import { seedDemo } from "../../server/seed/seedDemo.ts";
import type { SearchResponse } from "../../shared/schemas/search.ts";
import type { RelevanceAnswer } from "./relevanceFigures.ts";
import type { RelevanceQuery } from "./relevanceSets.ts";

/** The demo help center on one database, searched through the public API as a visitor would. */
export interface RelevanceSite {
  answer(queries: RelevanceQuery[]): Promise<RelevanceAnswer[]>;
  close(): Promise<void>;
}

/** Seeds the demo help center into a fresh SQLite file (databaseUrl absent) or the given PostgreSQL database. */
export async function openRelevanceSite(databaseUrl: string | undefined): Promise<RelevanceSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-relevance-"));
  const database = openDatabase(
    databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dir, "relevance.sqlite") },
  );
  const app = await buildApp({
    config: testConfig({
      dataDir: dir,
      searchRateLimitPerMinute: 1_000_000_000,
      publicRateLimitPerMinute: 1_000_000_000,
    }),
    database,
  });
  await seedDemo(app.ctx, { now: new Date("2026-01-15T12:00:00Z") });
  return {
    async answer(queries) {
      const answers: RelevanceAnswer[] = [];
      for (const query of queries) {
        const started = performance.now();
        const response = await app.inject({
          method: "GET",
          url: `/api/public/search?q=${encodeURIComponent(query.query)}`,
        });
        const milliseconds = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${query.query}: HTTP ${response.statusCode}`);
        answers.push({
          query,
          slugs: (response.json() as SearchResponse).results.map((r) => r.slug),
          milliseconds,
        });
      }
      return answers;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
