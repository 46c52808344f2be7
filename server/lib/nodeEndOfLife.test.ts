import { describe, expect, it } from "vitest";
import { nodeEndOfLifeWarning } from "./nodeEndOfLife.ts";

const may2026 = new Date("2026-05-01T12:00:00Z");

describe("the warning for a Node.js release past its end of life", () => {
  it("names the release, the day its support ended and the releases to move to", () => {
    expect(nodeEndOfLifeWarning("20.20.2", may2026)).toBe(
      "Warning: Cairn is running on Node.js 20.20.2, which reached its end of life on 30 April 2026 " +
        "and no longer receives security fixes. Run Cairn on a supported release: Node.js 24 (recommended) or 22.",
    );
  });

  it("stays silent on a supported release", () => {
    expect(nodeEndOfLifeWarning("24.21.0", may2026)).toBeUndefined();
    expect(nodeEndOfLifeWarning("22.23.3", may2026)).toBeUndefined();
    expect(nodeEndOfLifeWarning("26.1.0", may2026)).toBeUndefined();
  });

  it("starts on the day support ends, not before", () => {
    expect(nodeEndOfLifeWarning("20.20.2", new Date("2026-04-29T23:59:00Z"))).toBeUndefined();
    expect(nodeEndOfLifeWarning("20.20.2", new Date("2026-04-30T00:00:00Z"))).toContain("30 April 2026");
    expect(nodeEndOfLifeWarning("22.23.3", new Date("2027-05-01T00:00:00Z"))).toContain("30 April 2027");
  });

  it("warns on releases older than any it lists", () => {
    expect(nodeEndOfLifeWarning("16.20.2", may2026)).toContain(
      "Node.js 16.20.2, which is past its end of life",
    );
  });
});
