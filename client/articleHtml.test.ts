import { describe, expect, it } from "vitest";
import { articleHtmlForDisplay } from "./articleHtml.ts";

describe("articleHtmlForDisplay", () => {
  it("names untitled video frames and leaves titled ones alone", () => {
    expect(articleHtmlForDisplay('<p>x</p><iframe src="https://www.youtube.com/embed/a"></iframe>')).toBe(
      '<p>x</p><iframe title="Embedded video" src="https://www.youtube.com/embed/a"></iframe>',
    );
    const titled = '<iframe title="Setup" src="https://www.youtube.com/embed/a"></iframe>';
    expect(articleHtmlForDisplay(titled)).toBe(titled);
  });
});
