import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, formatRatio, LIGHT_TEXT, readableTextOn } from "./colorContrast.ts";

describe("colour contrast (WCAG 2.2)", () => {
  it("measures the ratios WCAG gives for known pairs", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest grey that passes AA: 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#1e7e34", "#ffffff")).toBeCloseTo(5.13, 1);
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatRatio(4.499)).toBe("4.4:1");
    expect(formatRatio(4.54)).toBe("4.5:1");
    expect(formatRatio(21)).toBe("21.0:1");
  });

  it("keeps white text on dark brand colours and switches to dark text on pale ones", () => {
    expect(readableTextOn("#1e7e34")).toBe(LIGHT_TEXT);
    expect(readableTextOn("#a8e6cf")).toBe(DARK_TEXT);
    expect(readableTextOn("#ffeb3b")).toBe(DARK_TEXT);
    expect(readableTextOn("#fd7e14")).toBe(DARK_TEXT);
  });
});
