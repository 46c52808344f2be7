import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipAfterFixedPrefix } from "../../lib/gzipAfterFixedPrefix.ts";
import { PageCache } from "./pageCache.ts";
import { RenderedPage } from "./renderedPage.ts";

const stylesheet = `<style>${".card{margin:0 auto;padding:1rem}".repeat(800)}</style>`;
const start = new GzipAfterFixedPrefix(`<!doctype html><head>${stylesheet}`);
const linkedStart = new GzipAfterFixedPrefix(
  '<!doctype html><head><link rel="stylesheet" href="/assets/p.css">',
);
const rest = Buffer.from(
  `<title>Pitching a tent</title></head><body>${"<p>Stake the corners.</p>".repeat(200)}</body>`,
);

describe("RenderedPage", () => {
  it("sends the prefix and the page's own part, whole and gzipped alike", () => {
    const page = new RenderedPage(200, start, rest, 1);
    const whole = Buffer.concat([start.prefix, rest]);
    expect(page.body.equals(whole)).toBe(true);
    expect(gunzipSync(page.gzipped).equals(whole)).toBe(true);
    expect(page.status).toBe(200);
  });

  it("gives each render its own tag", () => {
    expect(new RenderedPage(200, start, rest, 1).etag).not.toBe(new RenderedPage(200, start, rest, 1).etag);
  });

  it("holds its own part and the gzipped copy, not the shared prefix, even after a whole body was sent", () => {
    const page = new RenderedPage(200, start, rest, 6);
    expect(page.heldBytes).toBe(rest.length + page.gzipped.length);
    expect(page.body.length).toBeGreaterThan(page.heldBytes);
    expect(page.heldBytes).toBe(rest.length + page.gzipped.length);
  });

  it("is charged to the page cache by what it holds, so the shared prefix does not fill the cache", () => {
    const page = new RenderedPage(200, start, rest, 6);
    // Room for the page's own bytes, not for its whole body.
    const cache = new PageCache({ maxBytes: page.heldBytes + 1_000 });
    expect(page.body.length).toBeGreaterThan(page.heldBytes + 1_000);
    cache.set("/a/pitching-a-tent", page, ["article:1"]);
    expect(cache.get("/a/pitching-a-tent")).toBe(page);
    expect(cache.bytes).toBe(page.heldBytes + 200);
  });

  it("holds the form for a browser that keeps the stylesheet: the same page after the other prefix, under its own tag", () => {
    const page = new RenderedPage(404, start, rest, 6, linkedStart);
    // Charged to the cache before it is made, by the size it will have.
    const charged = page.heldBytes;
    const linked = page.withStylesheetLinked!;
    expect(page.withStylesheetLinked).toBe(linked);
    const whole = Buffer.concat([linkedStart.prefix, rest]);
    expect(gunzipSync(linked.gzipped!).equals(whole)).toBe(true);
    expect(Buffer.from(linked.body).equals(whole)).toBe(true);
    expect(linked.status).toBe(404);
    expect(linked.etag).not.toBe(page.etag);
    // The stylesheet's gzipped bytes are not in it.
    expect(linked.gzipped!.length).toBeLessThan(page.gzipped.length);
    expect(page.heldBytes).toBe(rest.length + page.gzipped.length + linked.gzipped!.length);
    expect(charged).toBe(page.heldBytes);
    expect(new RenderedPage(200, start, rest, 6).withStylesheetLinked).toBeUndefined();
  });
});
