import { describe, expect, it } from "vitest";
import { memoizeRecent } from "./memoizeRecent.ts";

describe("memoizeRecent", () => {
  it("computes each key once while it is remembered, and forgets the oldest when full", () => {
    const computed: string[] = [];
    const upper = memoizeRecent(2, (key: string) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(computed).toEqual(["a", "b"]);
    upper("c"); // full: "a", remembered first, goes
    upper("b");
    upper("a");
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });

  it("remembers an answer that is undefined", () => {
    let calls = 0;
    const nothing = memoizeRecent(4, () => {
      calls += 1;
      return undefined;
    });
    nothing("x");
    nothing("x");
    expect(calls).toBe(1);
  });
});
