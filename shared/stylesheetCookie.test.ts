import { describe, expect, it } from "vitest";
import { stylesheetCookie } from "./stylesheetCookie.ts";

describe("stylesheetCookie", () => {
  const value = stylesheetCookie.valueFor(["/assets/public-B4YmYtMM.css"]);

  it("names the stylesheets by their file names, which change with their content", () => {
    expect(value).toBe("public-B4YmYtMM.css");
    expect(stylesheetCookie.valueFor(["/assets/a-1.css", "/assets/b-2.css"])).toBe("a-1.css+b-2.css");
  });

  it("is held only with exactly the current value, among any other cookies", () => {
    expect(stylesheetCookie.heldIn(`cairn_css=${value}`, value)).toBe(true);
    expect(stylesheetCookie.heldIn(`theme=dark; cairn_css=${value}; other=1`, value)).toBe(true);
    // An older build's stylesheet: the page carries the new one.
    expect(stylesheetCookie.heldIn("cairn_css=public-OLDHASH1.css", value)).toBe(false);
    expect(stylesheetCookie.heldIn(`xcairn_css=${value}`, value)).toBe(false);
    expect(stylesheetCookie.heldIn(undefined, value)).toBe(false);
    // Without a build there is nothing to keep.
    expect(stylesheetCookie.heldIn("cairn_css=", "")).toBe(false);
  });
});
