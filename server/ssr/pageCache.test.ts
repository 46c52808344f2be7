import { describe, expect, it } from "vitest";
import { PAGE_MAX_AGE_MS, PageCache } from "./pageCache.ts";

const page = (body: string) => ({ status: 200, body, etag: `"${body}"` });

describe("PageCache", () => {
  it("drops the least recently used page when full", () => {
    const cache = new PageCache(2);
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.get("/a");
    cache.set("/c", page("c"));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.body).toBe("a");
    expect(cache.get("/c")?.body).toBe("c");
  });

  it("renders a page again once it is a minute old (rating counts reach it that way)", () => {
    let now = 0;
    const cache = new PageCache(10, () => now);
    cache.set("/a", page("a"));
    now = PAGE_MAX_AGE_MS - 1;
    expect(cache.get("/a")?.body).toBe("a");
    now = PAGE_MAX_AGE_MS;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("forgets everything on clear", () => {
    const cache = new PageCache();
    cache.set("/a", page("a"));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get("/a")).toBeUndefined();
  });
});
