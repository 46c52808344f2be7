import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeMediaFile } from "../server/features/media/mediaUploads.ts";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
/** Uploads run sharp on a shared machine: give the page time to catch up. */
const POLL = { timeout: 20_000 };

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function uploaded(name: string, bytes: Buffer): Promise<string> {
  const row = await storeMediaFile(site.app.ctx, {
    bytes,
    filename: name,
    declaredType: "image/png",
    uploadedById: null,
  });
  return row.url;
}

describe("uploaded images and videos on a public article", () => {
  it("serves the cover and body images from their variants, and loads YouTube only on click", async () => {
    const cover = await uploaded("cover.png", await png(2000, 1000, "#3b6e4f"));
    const inline = await uploaded("diagram.png", await png(1200, 900, "#f5c542"));
    const filler = "<p>Stake out the corners first, then the guy lines.</p>".repeat(60);
    await makeArticle(site.app.ctx, {
      slug: "media-rich",
      title: "Pitching with pictures",
      coverImageUrl: cover,
      contentHtml:
        `<p>Start here.</p>${filler}<p><img src="${inline}" alt="Stake diagram"></p>` +
        '<p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Pitching video"></iframe></p>',
    });

    const { page } = await site.open({ width: 390, height: 800 });
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.baseUrl) && !request.url().startsWith("data:")) {
        thirdParty.push(request.url());
      }
    });
    // The visitor's click may ask YouTube for the player; the suite stays on loopback. Matched by
    // host: the site's own scripts may have "youtube" in their file names.
    await page.route(
      (url) => /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(url.hostname),
      (route) => route.abort(),
    );
    await page.goto("/a/media-rich");
    await page.waitForLoadState("networkidle");

    const coverImage = page.getByTestId("article-cover");
    expect(await coverImage.getAttribute("srcset")).toMatch(/400w, .*800w, .*1600w, .*2000w$/);
    expect(await coverImage.getAttribute("width")).toBe("2000");
    expect(await coverImage.getAttribute("height")).toBe("1000");
    expect(await coverImage.getAttribute("loading")).toBeNull();
    // A phone-wide page picks a variant, never the 2000 px original.
    expect(await coverImage.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
      /-(400|800|1600)w\.webp$/,
    );

    const bodyImage = page.getByRole("img", { name: "Stake diagram" });
    expect(await bodyImage.getAttribute("loading")).toBe("lazy");
    expect(await bodyImage.getAttribute("srcset")).toMatch(/400w, .*800w, .*1200w$/);
    // Far below the fold, it has not been fetched yet.
    expect(await bodyImage.evaluate((node: HTMLImageElement) => node.currentSrc)).toBe("");
    await bodyImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => bodyImage.evaluate((node: HTMLImageElement) => node.currentSrc), POLL)
      .toMatch(/-(400|800)w\.webp$/);

    const facade = page.getByRole("link", { name: "Play video: Pitching video" });
    expect(await facade.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(thirdParty).toEqual([]);
    await expectAccessible(page);

    await facade.focus();
    await page.keyboard.press("Enter");
    const player = page.getByTestId("article-body").locator("iframe");
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(await player.getAttribute("title")).toBe("Pitching video");
    expect(new URL(page.url()).pathname).toBe("/a/media-rich");
  });
});
