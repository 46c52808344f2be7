import { describe, expect, it } from "vitest";
import { applicableSynonyms, BUILT_IN_KINDS, builtInSynonyms } from "./builtInVocabulary.ts";
import { parseSynonymGroups } from "./queryPlan.ts";

describe("built-in vocabulary", () => {
  const all = BUILT_IN_KINDS.flatMap((kind) => builtInSynonyms[kind]);

  it("holds at least 150 groups of two or more terms, each kind represented", () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const kind of BUILT_IN_KINDS) expect(builtInSynonyms[kind].length).toBeGreaterThan(20);
    expect(parseSynonymGroups(all)).toHaveLength(all.length);
  });

  it("lists no group twice", () => {
    const normalized = all.map((group) =>
      group
        .split(",")
        .map((term) => term.trim().toLowerCase())
        .sort()
        .join(","),
    );
    expect(new Set(normalized).size).toBe(normalized.length);
  });

  it("puts the admin's groups first and leaves out groups the admin switched off", () => {
    const applied = applicableSynonyms(["canvas, cotton", "-Rucksack", "- ground cloth"]);
    const holds = (term: string) => (group: string) => group.split(",").some((t) => t.trim() === term);
    expect(applied[0]).toBe("canvas, cotton");
    expect(applied.some(holds("rucksack"))).toBe(false);
    expect(applied.some(holds("ground cloth"))).toBe(false);
    // Only whole terms switch a group off: "rucksack cover" stays.
    expect(applied.some(holds("rucksack cover"))).toBe(true);
    expect(applied.some(holds("colour"))).toBe(true);
    expect(applied).toHaveLength(all.length - 2 + 1);
  });
});
