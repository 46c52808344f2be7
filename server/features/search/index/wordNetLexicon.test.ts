import { describe, expect, it } from "vitest";
import { WordNetLexicon } from "./wordNetLexicon.ts";

describe("WordNet lexicon", () => {
  const lexicon = WordNetLexicon.shared();

  it("relates a word to the words sharing its senses and to its derived forms", () => {
    expect(lexicon.related("parcel")).toContain("package");
    expect(lexicon.related("delivery")).toContain("deliver");
  });

  it("reads inflected words through their base form", () => {
    expect(lexicon.related("mending")).toContain("repair");
    expect(lexicon.related("parcels")).toContain("package");
  });

  it("keeps the words of every frequent sense, however many words an earlier sense has", () => {
    // "zip" as a zipper is its third noun sense, after the postcode and fourteen words for "nothing".
    expect(lexicon.related("zip")).toContain("zipper");
  });

  it("knows nothing of words outside English and never offers the word itself", () => {
    expect(lexicon.related("zorblax")).toEqual([]);
    expect(lexicon.related("repair")).not.toContain("repair");
  });

  it("gives every sense read with its words, broader terms and definition", () => {
    const price = lexicon.senses("charge").find((sense) => sense.definition.includes("price"));
    expect(price?.broader()).toContain("cost");
    const gift = lexicon.senses("present").find((sense) => sense.broader().includes("gift"));
    expect(gift?.definition).toContain("gift");
  });

  it("leaves out vague words beyond the frequent senses and reads collocations", () => {
    const broader = lexicon.senses("deadline").flatMap((sense) => sense.broader());
    expect(broader).not.toContain("point");
    expect(lexicon.senses("set_up").flatMap((sense) => sense.words())).toContain("erect");
  });

  it("gives a sense's narrower terms, kinds of it, even words of many senses", () => {
    expect(lexicon.senses("erect").flatMap((sense) => sense.narrower())).toContain("pitch");
    expect(lexicon.senses("volume").flatMap((sense) => sense.narrower())).toContain("capacity");
  });

  it("tells how near usage puts two words, from the word vectors, and nothing without them", () => {
    expect(lexicon.closeness("purchase", "buy")).toBeGreaterThan(0.8);
    expect(lexicon.closeness("zip", "energy")).toBeLessThan(0.1);
    expect(new WordNetLexicon("/nowhere", null).closeness("purchase", "buy")).toBeNull();
  });

  it("reads an irregular verb form through its infinitive", () => {
    expect(lexicon.baseForms("wore")).toEqual(["wear"]);
    expect(lexicon.baseForms("bought")).toContain("buy");
    expect(lexicon.baseForms("tent")).toEqual([]);
    expect(lexicon.related("bought")).toContain("purchase");
  });

  it("gives a named place its class and the class's broader terms, two-letter names too", () => {
    const broader = (word: string) => lexicon.senses(word).flatMap((sense) => sense.broader());
    // The UK is a kingdom, and a kingdom is a country; France is a "European country".
    expect(broader("uk")).toEqual(expect.arrayContaining(["kingdom", "country"]));
    expect(broader("france")).toContain("country");
  });

  it("gives every other form of an irregular verb, and keeps an infinitive to its own verb", () => {
    expect(lexicon.verbForms("wore")).toEqual(["wear", "worn"]);
    expect(lexicon.verbForms("wear")).toEqual(["wore", "worn"]);
    // "lay" is also the past of "lie", but typed it means to lay something.
    expect(lexicon.verbForms("lay")).toEqual(["laid"]);
    expect(lexicon.verbForms("tent")).toEqual([]);
  });
});
