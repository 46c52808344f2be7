import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { buildApp } from "../../app/buildApp.ts";
import { testConfig } from "../../platform/config.ts";

async function ranked(app: FastifyInstance, query: string): Promise<string[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/public/search?q=${encodeURIComponent(query)}&page=1`,
  });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return (response.json() as SearchResponse).results.map((r) => r.slug);
}

/**
 * Two server instances on one database: typo corrections for a word that the other instance
 * indexed after this one loaded its in-memory vocabulary. PostgreSQL finds it at once through
 * pg_trgm; SQLite only once the vocabulary is reloaded (every minute, or after a rebuild).
 */
describeEachDatabase("typo corrections across server instances", (t) => {
  let second: FastifyInstance;

  beforeAll(async () => {
    await insertArticles(t.db, t.app.ctx.search, "Gear", [
      { slug: "tent-basics", title: "Tent basics", body: "Pitch the tent with the door downwind." },
    ]);
    // The same database, but its own vocabulary (the test owns the database, not this app).
    second = await buildApp({
      config: testConfig(),
      database: { db: t.db, searchReader: t.db, dialect: t.app.ctx.dialect, close: async () => {} },
    });
    await second.ready();
    // Loads the second instance's vocabulary before the new article exists.
    expect(await ranked(second, "tent")).toEqual(["tent-basics"]);
    await insertArticles(t.db, t.app.ctx.search, "Audio", [
      {
        slug: "quokkaphone-pairing",
        title: "Pairing the quokkaphone",
        body: "Hold the button for five seconds.",
      },
    ]);
  });

  afterAll(async () => {
    await second?.close();
  });

  it("finds the new word as typed on every instance at once", async () => {
    expect(await ranked(second, "quokkaphone")).toEqual(["quokkaphone-pairing"]);
  });

  it("corrects a typo of a word another instance just indexed", async () => {
    // The instance that indexed the article knows the word in memory already.
    expect(await ranked(t.app, "quokkafone")).toEqual(["quokkaphone-pairing"]);
    if (t.dialect === "postgres") {
      expect(await ranked(second, "quokkafone")).toEqual(["quokkaphone-pairing"]);
      expect(await ranked(second, "pairing the quokaphone")).toEqual(["quokkaphone-pairing"]);
    } else {
      // SQLite has no trigram index: the in-memory vocabulary is stale until it is reloaded.
      expect(await ranked(second, "quokkafone")).toEqual([]);
      await second.ctx.search.rebuild(t.db);
      expect(await ranked(second, "quokkafone")).toEqual(["quokkaphone-pairing"]);
    }
  });

  it("still corrects typos the trigram index misses, from memory", async () => {
    // "tnet" shares one trigram with "tent": the in-memory vocabulary supplies it.
    expect(await ranked(second, "tnet")).toEqual(["tent-basics"]);
  });

  it("finds nothing for a word that is like no indexed word", async () => {
    expect(await ranked(second, "xylophonic")).toEqual([]);
  });
});
