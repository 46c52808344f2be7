import { describe, expect, it } from "vitest";
import { isInAppPath } from "./inAppPath.ts";

describe("isInAppPath", () => {
  it("accepts paths on this site", () => {
    for (const url of ["/", "/a/tent-care", "/c/tents?page=2", "/search?q=tent#top"])
      expect(isInAppPath(url), url).toBe(true);
  });

  it("refuses what a browser would take to another host", () => {
    for (const url of [
      "//evil.com",
      "/\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "\\\\evil.com",
      "https://evil.com",
      "#",
      "",
    ])
      expect(isInAppPath(url), JSON.stringify(url)).toBe(false);
  });
});
