import { describe, expect, it } from "vitest";
import { PlanMatcher } from "./planMatcher.ts";
import type { QueryPlan } from "./queryPlan.ts";

const plan: QueryPlan = {
  slots: [
    { alternatives: [{ kind: "word", word: "tents", tier: "exact" }] },
    {
      alternatives: [
        { kind: "word", word: "refund", tier: "exact" },
        { kind: "phrase", words: ["money", "back"], tier: "synonym" },
      ],
    },
    { alternatives: [{ kind: "prefix", word: "waterp", tier: "prefix" }] },
    { alternatives: [{ kind: "word", word: "stove", tier: "typo" }] },
  ],
};

const marked = (text: string) =>
  PlanMatcher.of(plan)
    .marks(text)
    .map((w) => text.slice(w.start, w.end));

describe("PlanMatcher", () => {
  it("grades each slot by its best match in the text: the word itself, its stem, a prefix, a phrase", () => {
    const matcher = PlanMatcher.of(plan);
    expect(matcher.slotTiers("Two tents, one refund.")).toEqual(["exact", "exact", null, null]);
    expect(matcher.slotTiers("Pitch the tent; get your money back")).toEqual(["stem", "synonym", null, null]);
    expect(matcher.slotTiers("A waterproof jacket and a stove")).toEqual([null, null, "prefix", "typo"]);
    // Words of a phrase must follow each other, in order.
    expect(matcher.slotTiers("back with money")).toEqual([null, null, null, null]);
  });

  it("marks every word a slot matches, phrases whole, in text order and once", () => {
    expect(marked("Tents: return a tent for your money back, or a refund. Money is back.")).toEqual([
      "Tents",
      "tent",
      "money",
      "back",
      "refund",
    ]);
    expect(marked("WATERPROOFING the waterproof tent")).toEqual(["WATERPROOFING", "waterproof", "tent"]);
  });

  it("reads accented and non-ASCII text by the same words and offsets, accents folded", () => {
    const text = "Café tents — réfund? No: refund. Ünïcode tent";
    expect(marked(text)).toEqual(["tents", "réfund", "refund", "tent"]);
  });

  it("compiles a plan once for every text of the search", () => {
    expect(PlanMatcher.of(plan)).toBe(PlanMatcher.of(plan));
    expect(PlanMatcher.of({ slots: [...plan.slots] })).not.toBe(PlanMatcher.of(plan));
  });
});
