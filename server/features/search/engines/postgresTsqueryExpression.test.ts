import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { stem as snowballStem } from "porter2";
import { describe, expect, it } from "vitest";
import { testDialects } from "../../../../test/support/testDatabases.ts";
import { projectRoot } from "../../../platform/paths.ts";
import type { Alternative, QueryPlan } from "../query/queryPlan.ts";
import { tsqueryExpression } from "./postgresSearchEngine.ts";

const plan = (...slots: Alternative[][]): QueryPlan => ({
  slots: slots.map((alternatives) => ({ alternatives })),
});
const word = (
  w: string,
  tier: "exact" | "stem" | "prefix" | "related" | "broader" = "exact",
): Alternative => ({
  kind: "word",
  word: w,
  tier,
});
const prefix = (w: string): Alternative => ({ kind: "prefix", word: w, tier: "prefix" });

/** The plan as a tsquery with nothing left out, as the engine asked before. */
function everyTerm(query: QueryPlan, mode: "all" | "any", only: "A" | null): string {
  const weighted = (w: string) => `'${w}'${only ? `:${only}` : ""}`;
  const term = (a: Alternative) =>
    a.kind === "prefix"
      ? `'${a.word}':*${only ?? ""}`
      : a.kind === "phrase"
        ? `(${a.words.map(weighted).join(" <-> ")})`
        : a.tier === "broader"
          ? `'${a.word}':${only ?? "ABC"}`
          : weighted(a.word);
  return query.slots
    .map((slot) => `(${slot.alternatives.map(term).join(" | ")})`)
    .join(mode === "all" ? " & " : " | ");
}

/**
 * Work in a transaction that is rolled back: a Snowball English dictionary without stop words
 * and a configuration using it, as migration 070 makes cairn_english.
 */
async function inScratchConfiguration(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      "create text search dictionary pg_test_stem (template = snowball, language = english)",
    );
    await client.query("create text search configuration pg_test_english (copy = english)");
    await client.query(`alter text search configuration pg_test_english
      alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with pg_test_stem`);
    await work(client);
  } finally {
    await client.query("rollback");
    await client.end();
  }
}

describe("the PostgreSQL search's tsquery", () => {
  it("leaves out a term another term of its slot already matches", () => {
    const typed = plan(
      [
        word("tent"),
        prefix("tent"),
        word("tents", "prefix"),
        word("camp", "related"),
        word("shelter", "broader"),
      ],
      [word("camping"), prefix("camping"), word("campsite", "prefix")],
    );
    expect(tsqueryExpression(typed, "all")).toBe(`('tent':* | 'camp' | 'shelter':ABC) & ('camping':*)`);
    // Limited to titles, every term asks for weight A, so a broader term is one like the others.
    expect(
      tsqueryExpression(plan([word("shelter", "broader"), word("shelters", "related")]), "any", "A"),
    ).toBe(`('shelter':A)`);
  });

  // Registered only where PostgreSQL runs (TEST_DATABASE_URL), so that no test is skipped elsewhere.
  if (testDialects().includes("postgres")) {
    it("stems words as the search's Snowball dictionary does, over 54,000 English words", async () => {
      const list = fs.readFileSync(path.join(projectRoot, "content/wordVectors/vectors.txt"), "utf8");
      const words = [...list.matchAll(/^([a-z]+) /gm)].map((match) => match[1]!);
      expect(words.length).toBeGreaterThan(50_000);
      await inScratchConfiguration(async (client) => {
        const { rows } = await client.query<{ w: string; s: string }>(
          "select w, (ts_lexize('pg_test_stem', w))[1] as s from unnest($1::text[]) w",
          [words],
        );
        expect(rows.filter(({ w, s }) => snowballStem(w) !== s)).toEqual([]);
      });
    });

    it("matches the same rows as every term would", async () => {
      const texts = [
        ["Pitching a tent", "tents", "Set up camp", "Stake the tent down before the wind rises."],
        ["Camping stoves", "stove", "Light it safely", "A lighted stove needs air; lightweight stoves too."],
        ["Shelter from storms", "shelter", "Storm camping", "The tents held; the campsite flooded."],
        ["Lantern care", "light", "Lights and lanterns", "Tenting season starts in spring."],
        ["Packing lists", "pack", "What to pack", "Packs, packing cubes and a sheltered pocket."],
      ];
      const plans = [
        plan([word("tent"), prefix("tent"), word("tents", "prefix"), word("shelter", "broader")]),
        plan([word("camping"), prefix("camping"), word("campsite", "prefix"), word("camp", "related")]),
        plan(
          [word("light"), word("lighted", "stem"), prefix("light"), word("lightweight", "prefix")],
          [word("stove"), word("stoves", "prefix"), word("tent", "broader")],
        ),
        plan([
          word("pack", "broader"),
          word("packs", "related"),
          prefix("pack"),
          word("sheltered", "broader"),
        ]),
        plan(
          [word("shelter", "broader"), word("shelter", "related")],
          [prefix("tent"), word("tenting", "prefix")],
        ),
      ];
      await inScratchConfiguration(async (client) => {
        await client.query("create temporary table docs (id int, v tsvector) on commit drop");
        for (const [i, [title, tags, summary, body]] of texts.entries())
          await client.query(
            `insert into docs values ($1,
              setweight(to_tsvector('pg_test_english', $2), 'A') || setweight(to_tsvector('pg_test_english', $3), 'B') ||
              setweight(to_tsvector('pg_test_english', $4), 'C') || setweight(to_tsvector('pg_test_english', $5), 'D'))`,
            [i + 1, title, tags, summary, body],
          );
        const rows = async (query: string) =>
          (
            await client.query<{ id: number }>(
              "select id from docs where v @@ to_tsquery('pg_test_english', $1) order by id",
              [query],
            )
          ).rows.map((row) => row.id);
        for (const query of plans)
          for (const mode of ["all", "any"] as const)
            for (const only of [null, "A"] as const) {
              const full = everyTerm(query, mode, only);
              expect(tsqueryExpression(query, mode, only).length).toBeLessThanOrEqual(full.length);
              expect(await rows(tsqueryExpression(query, mode, only))).toEqual(await rows(full));
            }
      });
    });
  }
});
