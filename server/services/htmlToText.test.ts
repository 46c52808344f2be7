import { describe, expect, it } from "vitest";
import { htmlToText } from "./htmlToText.ts";

describe("htmlToText", () => {
  it("drops tags and scripts, keeps words apart across blocks, decodes entities", () => {
    const html =
      "<h2>Seam sealing</h2><p>Use <strong>sealer</strong> &amp; wait.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>";
    expect(htmlToText(html)).toBe("Seam sealing Use sealer & wait. One Two");
  });
});
