import { describe, expect, it } from "vitest";
import { imageSources, withResponsiveImages } from "./responsiveImageHtml.ts";

const images = new Map([
  [
    "/uploads/media/a.png",
    { srcset: "/uploads/media/a-400w.webp 400w, /uploads/media/a.png 1000w", width: 1000, height: 500 },
  ],
]);

describe("withResponsiveImages", () => {
  it("gives uploaded images srcset, sizes, their size and lazy loading", () => {
    const html = withResponsiveImages(
      '<p>x</p><img src="/uploads/media/a.png" alt="Tent &amp; fly">',
      images,
    );
    expect(html).toBe(
      '<p>x</p><img src="/uploads/media/a.png" alt="Tent &amp; fly" width="1000" height="500"' +
        ' srcset="/uploads/media/a-400w.webp 400w, /uploads/media/a.png 1000w"' +
        ' sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async">',
    );
  });

  it("escapes < and > in alt text once, as the sanitiser wrote them, never twice", () => {
    const html = withResponsiveImages(
      '<img src="/uploads/media/a.png" alt="Size &lt;2 kg&gt; &#39;light&#39;">',
      images,
    );
    expect(html).toContain("alt=\"Size &lt;2 kg&gt; 'light'\"");
    expect(html).not.toContain("&amp;lt;");
  });

  it("keeps a width the editor set, with matching height and sizes", () => {
    const html = withResponsiveImages('<img src="/uploads/media/a.png" style="width: 300px">', images);
    expect(html).toContain('width="300" height="150"');
    expect(html).toContain('sizes="(max-width: 300px) 100vw, 300px"');
  });

  it("only lazy-loads images that are not uploads", () => {
    expect(withResponsiveImages('<img src="https://example.com/x.png">', images)).toBe(
      '<img src="https://example.com/x.png" loading="lazy" decoding="async">',
    );
  });

  it("lists image sources", () => {
    expect(imageSources('<img src="/a.png"><p>t</p><img alt="" src="/b.png">')).toEqual(["/a.png", "/b.png"]);
  });
});
