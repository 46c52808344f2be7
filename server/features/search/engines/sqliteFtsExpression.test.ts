import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { stemmer as porterStem } from "stemmer";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../platform/paths.ts";
import type { Alternative, QueryPlan } from "../query/queryPlan.ts";
import { ftsExpression } from "./sqliteFtsExpression.ts";

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";

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

/** The plan as FTS5 terms with nothing left out, as the engine asked before. */
function everyTerm(query: QueryPlan): string {
  const term = (a: Alternative) =>
    a.kind === "prefix"
      ? `"${a.word}"*`
      : a.kind === "phrase"
        ? `"${a.words.join(" ")}"`
        : a.tier === "broader"
          ? `{title tags summary} : "${a.word}"`
          : `"${a.word}"`;
  return query.slots.map((slot) => `(${slot.alternatives.map(term).join(" OR ")})`).join(" AND ");
}

describe("the SQLite search's FTS5 expression", () => {
  it("stems words as the tables' Porter tokenizer does, over 54,000 English words", () => {
    const list = fs.readFileSync(path.join(projectRoot, "content/wordVectors/vectors.txt"), "utf8");
    const words = [...list.matchAll(/^([a-z]+) /gm)].map((match) => match[1]!);
    const db = new Database(":memory:");
    db.exec(`create virtual table t using fts5(x, ${TOKENIZER});
      create virtual table v using fts5vocab(t, 'instance');`);
    const insert = db.prepare("insert into t (rowid, x) values (?, ?)");
    db.transaction(() => {
      for (const [i, w] of words.entries()) insert.run(i + 1, w);
    })();
    const tokens = new Map(
      (db.prepare("select doc, term from v").all() as { doc: number; term: string }[]).map((row) => [
        row.doc,
        row.term,
      ]),
    );
    const differing = words.filter((w, i) => tokens.get(i + 1) !== porterStem(w));
    expect(words.length).toBeGreaterThan(50_000);
    expect(differing).toEqual([]);
  });

  it("leaves out a term another term of its slot already matches", () => {
    const typed = plan(
      [
        word("tent"),
        prefix("tent"),
        word("tents", "prefix"),
        word("camp", "related"),
        word("shelter", "broader"),
      ],
      [word("light"), word("lighted", "stem"), prefix("light"), word("lightweight", "prefix")],
    );
    expect(ftsExpression(typed, "all")).toBe(
      `("tent"* OR "camp" OR {title tags summary} : "shelter") AND ("light"*)`,
    );
    // A word asked everywhere matches all a head-only one does, never the other way round.
    expect(ftsExpression(plan([word("pack", "broader"), word("packs", "related")]), "any")).toBe(`("packs")`);
    expect(ftsExpression(plan([word("shelter", "broader"), word("tent")]), "any")).toBe(
      `({title tags summary} : "shelter" OR "tent")`,
    );
    // "camping"* asks for "camp"*, which "campsite" begins: the tokenizer stems prefixes too.
    expect(ftsExpression(plan([prefix("camping"), word("campsite", "prefix")]), "any")).toBe(`("camping"*)`);
    // A phrase, and a word with digits, stay as they are.
    expect(
      ftsExpression(
        plan([{ kind: "phrase", words: ["tent", "pole"], tier: "exact" }, word("p2"), prefix("p")]),
        "any",
      ),
    ).toBe(`("tent pole" OR "p2" OR "p"*)`);
  });

  it("matches the same rows as every term would", () => {
    const db = new Database(":memory:");
    db.exec(`create virtual table docs using fts5(title, tags, summary, body, ${TOKENIZER})`);
    const texts = [
      ["Pitching a tent", "tents", "Set up camp", "Stake the tent down before the wind rises."],
      ["Camping stoves", "stove", "Light it safely", "A lighted stove needs air; lightweight stoves too."],
      ["Shelter from storms", "shelter", "Storm camping", "The tents held; the campsite flooded."],
      ["Lantern care", "light", "Lights and lanterns", "Tenting season starts in spring."],
      ["Packing lists", "pack", "What to pack", "Packs, packing cubes and a sheltered pocket."],
    ];
    const insert = db.prepare("insert into docs (rowid, title, tags, summary, body) values (?, ?, ?, ?, ?)");
    for (const [i, text] of texts.entries()) insert.run(i + 1, ...text);
    const rows = (expression: string) =>
      (
        db.prepare("select rowid from docs where docs match ? order by rowid").all(expression) as {
          rowid: number;
        }[]
      ).map((row) => row.rowid);
    const plans = [
      plan([word("tent"), prefix("tent"), word("tents", "prefix"), word("shelter", "broader")]),
      plan([word("camping"), prefix("camping"), word("campsite", "prefix"), word("camp", "related")]),
      plan(
        [word("light"), word("lighted", "stem"), prefix("light"), word("lightweight", "prefix")],
        [word("stove"), word("stoves", "prefix"), word("tent", "broader")],
      ),
      plan([word("pack", "broader"), word("packs", "related"), prefix("pack"), word("sheltered", "broader")]),
      plan(
        [word("shelter", "broader"), word("shelter", "related")],
        [prefix("tent"), word("tenting", "prefix")],
      ),
    ];
    for (const query of plans) {
      for (const mode of ["all", "any"] as const) {
        const full = everyTerm(query).replaceAll(" AND ", mode === "all" ? " AND " : " OR ");
        expect(ftsExpression(query, mode).length).toBeLessThanOrEqual(full.length);
        expect(rows(ftsExpression(query, mode))).toEqual(rows(full));
      }
    }
  });
});
