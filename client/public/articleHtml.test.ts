import { describe, expect, it } from "vitest";
import { articleHtmlForDisplay } from "./articleHtml.ts";

describe("articleHtmlForDisplay", () => {
  it("turns YouTube embeds into a facade that loads nothing from YouTube: a named link to the video", () => {
    const html = articleHtmlForDisplay(
      '<p>x</p><div data-youtube-video=""><iframe width="640" height="480" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5" allowfullscreen="true"></iframe></div>',
    );
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/src="https?:/);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('data-video-id="dQw4w9WgXcQ"');
    expect(html).toContain('aria-label="Play video: Embedded video"');
  });

  it("keeps the frame's title as the facade's name", () => {
    const html = articleHtmlForDisplay(
      '<iframe title="Pitching a tent" src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    );
    expect(html).toContain('aria-label="Play video: Pitching a tent"');
    expect(html).toContain(">Pitching a tent</span>");
  });

  it("leaves everything else alone", () => {
    const html = '<p>Hello <a href="/a/x">x</a></p><img src="/uploads/media/a.png" alt="">';
    expect(articleHtmlForDisplay(html)).toBe(html);
  });
});
