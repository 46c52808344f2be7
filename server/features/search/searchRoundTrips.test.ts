import { beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { statementsDuring } from "../../../test/support/statementsDuring.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

/**
 * On PostgreSQL each statement is a round trip: a search whose head fields (title, tags,
 * summary) answer it reads its candidates and the rows it shows (slug, category, body start for
 * the snippet) in one statement, the rows of the likely shown coming with the match. SQLite has
 * no round trips; its answers must be the same.
 */
describeEachDatabase("search round trips", (t) => {
  beforeAll(async () => {
    for (let i = 1; i <= 45; i++) {
      await makeArticle(t.app.ctx, {
        slug: `pitching-tent-${i}`,
        title: `Pitching tent model ${i}`,
        summary: `Setting up model ${i}.`,
        contentHtml: `<p>Pitch the tent model ${i} on flat ground, door away from the wind.</p>`,
      });
    }
    await t.app.ctx.search.rebuild(t.db);
    // The first search loads the vocabulary and the synonyms (kept in memory after).
    await t.app.inject({ url: "/api/public/search?q=model", headers: { "user-agent": "test" } });
  });
  /** The answer, and the search statements it ran on PostgreSQL. */
  async function search(query: string) {
    let response: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    const run = await statementsDuring(async () => {
      response = await t.app.inject({
        url: `/api/public/search?${query}`,
        headers: { "user-agent": "test" },
      });
    });
    expect(response?.statusCode).toBe(200);
    // The search's own reads: matches and rows (not the settings or vocabulary, re-read when stale).
    const statements = run
      .map((statement) => statement.sql)
      .filter((sql) => /search_vectors|where a\.id in/.test(sql));
    return { body: response?.json(), statements };
  }

  it("answers a dropdown from the head fields in one statement, snippets from the body", async () => {
    const { body, statements } = await search("q=tent&mode=dropdown");
    expect(body.results).toHaveLength(5);
    for (const result of body.results) {
      expect(result.slug).toMatch(/^pitching-tent-\d+$/);
      // The snippet comes from the body start that came with the match, not from the summary.
      expect(result.snippet.text).toMatch(/^Pitch the tent model \d+ on flat ground/);
    }
    if (t.dialect === "postgres") expect(statements).toHaveLength(1);
  });

  it("answers a first results page in one statement and reads a later page's rows by id", async () => {
    const first = await search("q=tent&page=1");
    expect(first.body.results).toHaveLength(10);
    expect(first.body.pagination.total).toBe(45);
    for (const result of first.body.results)
      expect(result.snippet.text).toMatch(/^Pitch the tent model \d+ on flat ground/);
    const second = await search("q=tent&page=2");
    expect(second.body.results).toHaveLength(10);
    for (const result of second.body.results)
      expect(result.snippet.text).toMatch(/^Pitch the tent model \d+ on flat ground/);
    const slugs = (answer: typeof first) => answer.body.results.map((r: { slug: string }) => r.slug);
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(20);
    if (t.dialect === "postgres") {
      expect(first.statements).toHaveLength(1);
      // Beyond the likely shown of a first page: the match, then the shown rows by id.
      expect(second.statements).toHaveLength(2);
    }
  });

  it("reads a results page's body matches by the ids its count found, without matching the bodies again", async () => {
    // Only the bodies say "flat ground": the head pass finds nothing, the body pass all 45.
    const { body, statements } = await search(`q=${encodeURIComponent("flat ground")}&page=1`);
    expect(body.results).toHaveLength(10);
    expect(body.pagination.total).toBe(45);
    for (const result of body.results) expect(result.slug).toMatch(/^pitching-tent-\d+$/);
    if (t.dialect === "postgres") {
      expect(statements).toHaveLength(2);
      // Matching bodies (`document @@`) rechecks each match against its stored vector: once.
      expect(statements.filter((text) => /\bdocument @@/.test(text))).toHaveLength(1);
    }
  });
});
