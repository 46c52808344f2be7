import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../platform/paths.ts";
import { allowedEdits, editDistance, normalizeQuery, oneEditAway, stem, wordsOf } from "./searchText.ts";

describe("search text", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("tnet", "tent", 1)).toBe(1);
    expect(editDistance("waterprof", "waterproof", 2)).toBe(1);
    expect(editDistance("waetrprof", "waterproof", 2)).toBe(2);
    expect(editDistance("tent", "tarp", 1)).toBe(2);
  });

  it("lists every string one edit from a word, each once, and nothing further", () => {
    const near = oneEditAway("tnet");
    for (const spelling of ["tent", "net", "tet", "tnets", "ttnet", "tnt", "knet", "tnee"])
      expect(near).toContain(spelling);
    expect(near).not.toContain("tnet");
    expect(new Set(near).size).toBe(near.length);
    for (const spelling of near) expect(editDistance("tnet", spelling, 2)).toBe(1);
    // Exactly the strings made by each of editDistance's edits: a letter inserted anywhere,
    // changed, left out, or two neighbours swapped.
    const all = new Set<string>();
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (const a of letters)
      for (const candidate of [
        `${a}tnet`,
        `t${a}net`,
        `tn${a}et`,
        `tne${a}t`,
        `tnet${a}`,
        `${a}net`,
        `t${a}et`,
        `tn${a}t`,
        `tne${a}`,
      ])
        if (editDistance("tnet", candidate, 1) === 1) all.add(candidate);
    for (const candidate of ["net", "tet", "tnt", "tne", "ntet", "tent", "tnte"]) all.add(candidate);
    expect(new Set(near)).toEqual(all);
  });

  it("forgives nothing under 4 letters, one edit from 4, two from 8", () => {
    expect(allowedEdits("tnt")).toBe(0);
    expect(allowedEdits("tnet")).toBe(1);
    expect(allowedEdits("waterprf")).toBe(2);
  });

  it("stems plurals and -ing alike", () => {
    expect(stem("poles")).toBe(stem("pole"));
    expect(stem("repairing")).toBe(stem("repair"));
    expect(stem("batteries")).toBe(stem("battery"));
    expect(stem("staking")).toBe(stem("stake"));
    expect(stem("zipping")).toBe(stem("zip"));
    expect(stem("washes")).toBe(stem("wash"));
    expect(stem("guaranteed")).toBe(stem("guarantee"));
    expect(stem("agreed")).toBe(stem("agrees"));
    for (const form of ["uses", "used", "using"]) expect(stem(form)).toBe(stem("use"));
    expect(stem("added")).toBe(stem("add"));
    expect(stem("eggs")).toBe(stem("egg"));
    expect(stem("tied")).toBe(stem("tie"));
    expect(stem("needed")).toBe(stem("need"));
    for (const form of ["applies", "applied"]) expect(stem(form)).toBe(stem("apply"));
    for (const form of ["cancelled", "cancelling"]) expect(stem(form)).toBe(stem("cancel"));
    expect(stem("fuelled")).toBe(stem("fuel"));
    expect(stem("filled")).toBe(stem("fill"));
  });

  it("normalises the logged query and cuts long input", () => {
    expect(normalizeQuery("  Tent \n\t POLES ")).toBe("tent poles");
    expect(normalizeQuery("x".repeat(5000))).toHaveLength(200);
  });

  it("finds words with their offsets, accents folded", () => {
    expect(wordsOf("Café-tent (2)")).toEqual([
      { word: "cafe", start: 0, end: 4 },
      { word: "tent", start: 5, end: 9 },
      { word: "2", start: 11, end: 12 },
    ]);
  });

  it("splits plain ASCII text (the fast path) exactly as any other text", () => {
    const ascii = "Tent-POLE 2x, don't   stop!";
    const asWords = (text: string) => wordsOf(text).map(({ word, start, end }) => [word, start, end]);
    expect(asWords(ascii)).toEqual([
      ["tent", 0, 4],
      ["pole", 5, 9],
      ["2x", 10, 12],
      ["don", 14, 17],
      ["t", 18, 19],
      ["stop", 22, 26],
    ]);
    // One non-ASCII character anywhere sends the text down the Unicode path: same words.
    expect(asWords(`${ascii} é`).slice(0, -1)).toEqual(asWords(ascii));
  });

  it("stems only a word's end: its first two letters stay (the plan matcher skips words by them)", () => {
    const words =
      "flies axes boxes ties classes running tidied happily tents stakes poles hopping gassed used using aging ad a 4x4s".split(
        " ",
      );
    for (const word of words) expect(stem(word).slice(0, 2)).toBe(word.slice(0, 2));
    expect(stem("flies")).toBe("fly");
  });

  it("keeps every word's stem, less its last letter, inside the word", () => {
    // Search finds a stem's words in a text by that part ("appl" of "apply" in "applies"), and
    // by the stem's first two letters (the plan matcher): every English word of the word
    // vectors' list must hold them.
    const list = fs.readFileSync(path.join(projectRoot, "content/wordVectors/vectors.txt"), "utf8");
    const words = [...list.matchAll(/^([a-z]+) /gm)].map((match) => match[1]!);
    expect(words.length).toBeGreaterThan(50_000);
    const broken = words.filter((word) => {
      const wordStem = stem(word);
      return !word.includes(wordStem.slice(0, -1)) || !word.startsWith(wordStem.slice(0, 2));
    });
    expect(broken).toEqual([]);
  });
});
