import { describe, expect, it } from "vitest";
import { anchorOf, withHeadingAnchors } from "./headingAnchors.ts";

describe("heading anchors", () => {
  it("gives h2 and h3 stable, unique ids from their text and lists them in order", () => {
    const html =
      '<h2>Before you start!</h2><p>x</p><h3 class="x">Pegs &amp; poles</h3><h2 id="old">Before you start</h2>' +
      "<h4>Not listed</h4><h2><strong>Café</strong> tips</h2><h2>???</h2>";
    const { html: out, headings } = withHeadingAnchors(html);
    expect(headings).toEqual([
      { id: "before-you-start", text: "Before you start!", level: 2 },
      { id: "pegs-poles", text: "Pegs & poles", level: 3 },
      { id: "before-you-start-2", text: "Before you start", level: 2 },
      { id: "cafe-tips", text: "Café tips", level: 2 },
      { id: "section", text: "???", level: 2 },
    ]);
    expect(out).toContain('<h3 class="x" id="pegs-poles">Pegs &amp; poles</h3>');
    expect(out).toContain('<h2 id="before-you-start-2">Before you start</h2>');
    expect(out).not.toContain('id="old"');
    expect(out).toContain("<h4>Not listed</h4>");
    // The same HTML gives the same ids every time.
    expect(withHeadingAnchors(html).html).toBe(out);
  });

  it("keeps anchors short and readable", () => {
    expect(anchorOf("  Set up — in 5 minutes  ")).toBe("set-up-in-5-minutes");
    expect(anchorOf("x".repeat(200))).toHaveLength(80);
  });
});
