import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WordVectors } from "./wordVectors.ts";

describe("word vectors", () => {
  const vectors = WordVectors.shared();

  it("puts words of one subject near each other and unrelated words far apart, either way round", () => {
    expect(vectors.closeness("storm", "wind")).toBeGreaterThan(0.6);
    expect(vectors.closeness("wind", "storm")).toBe(vectors.closeness("storm", "wind"));
    expect(vectors.closeness("storm", "sofa")).toBeLessThan(0.1);
    expect(vectors.closeness("tent", "tent")).toBeCloseTo(1, 5);
  });

  it("holds the rarer words WordNet relates to a typed word, beyond the most frequent words", () => {
    // "rucksack" is the 48,631st word kept, past the 40,000 most frequent.
    expect(vectors.closeness("rucksack", "backpack")).toBeGreaterThan(0.6);
    expect(vectors.closeness("zip", "zipper")).not.toBeNull();
  });

  it("knows nothing of words it does not hold", () => {
    expect(vectors.has("storm") && vectors.has("rucksack")).toBe(true);
    expect(vectors.has("stoorm") || vectors.has("zorblax") || vectors.has("Tent")).toBe(false);
    expect(vectors.closeness("zorblax", "tent")).toBeNull();
    expect(vectors.closeness("tent", "Tent")).toBeNull();
    // A key is one word: "tent pole" is not the line of "tent".
    expect(vectors.closeness("tent pole", "tent")).toBeNull();
  });

  it("reads its own file's lines, and refuses a vector of the wrong size", () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-vectors-"));
    const file = path.join(directory, "vectors.txt");
    const line = (word: string, values: number[]) =>
      `${word} ${Buffer.from(Int8Array.from(values).buffer).toString("base64")}\n`;
    const along = (first: number, second: number) => [first, second, ...new Array(98).fill(0)];
    fs.writeFileSync(
      file,
      line("stove", along(0, 100)) +
        line("stoves", [1, 2]) +
        line("tent", along(100, 0)) +
        line("tents", along(-90, -90)),
    );
    const vectors = new WordVectors(file);
    expect(vectors.closeness("tent", "stove")).toBeCloseTo(0, 5);
    expect(vectors.closeness("tent", "tents")).toBeCloseTo(-Math.SQRT1_2, 5);
    expect(vectors.closeness("tent", "pole")).toBeNull();
    expect(() => vectors.closeness("tent", "stoves")).toThrow(/"stoves" has 2 values, not 100/);
    fs.rmSync(directory, { recursive: true });
  });
});
