import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./pageState.ts";

describe("scriptSafeJson", () => {
  const hostile = {
    html: '<p>x</p></script><script>alert(1)</script><!-- <SCRIPT> & "q" >',
    separators: "a\u2028b\u2029c",
  };

  it("leaves no markup opener and no line separator in the text", () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain("\\u003c/script>");
    expect(json).toContain("\\u2028");
  });

  it("reads back as the same value", () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    expect(JSON.parse(scriptSafeJson({ plain: "no markup" }))).toEqual({ plain: "no markup" });
  });
});
