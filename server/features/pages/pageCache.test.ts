import { describe, expect, it } from "vitest";
import { PAGE_MAX_AGE_MS, PageCache } from "./pageCache.ts";

const page = (body: string) => ({ status: 200, body, etag: `"${body}"` });

describe("PageCache", () => {
  it("drops the least recently used page when full", () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxEntries: 2 });
    cache.set("/a", page("a"), []);
    cache.set("/b", page("b"), []);
    cache.get("/a");
    cache.set("/c", page("c"), []);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.body).toBe("a");
    expect(cache.get("/c")?.body).toBe("c");
  });

  it("stays within its byte budget, counting the gzipped copy too", () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) {
      cache.set(`/${i}`, { ...page("x".repeat(1_500)), gzipped: Buffer.alloc(300) }, []);
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBe(5);
    expect(cache.get("/19")).toBeDefined();
    expect(cache.get("/0")).toBeUndefined();
    // A page larger than the whole budget is not kept (and evicts nothing).
    cache.set("/huge", page("x".repeat(20_000)), []);
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.size).toBe(5);
  });

  it("drops only the pages that show a changed tag", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/a/one", page("one"), ["article:1", "category:1", "article:2"]);
    cache.set("/a/two", page("two"), ["article:2", "category:1"]);
    cache.set("/a/three", page("three"), ["article:3", "category:2"]);
    cache.set("/", page("home"), ["home", "article:3"]);
    cache.invalidate(["article:2"]);
    expect(cache.get("/a/one")).toBeUndefined();
    expect(cache.get("/a/two")).toBeUndefined();
    expect(cache.get("/a/three")?.body).toBe("three");
    expect(cache.get("/")?.body).toBe("home");
    cache.invalidate(["home"]);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("renders a page again once it is a minute old (rating counts reach it that way)", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    cache.set("/a", page("a"), []);
    now = PAGE_MAX_AGE_MS - 1;
    expect(cache.get("/a")?.body).toBe("a");
    now = PAGE_MAX_AGE_MS;
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("forgets everything on clear", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/a", page("a"), ["article:1"]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get("/a")).toBeUndefined();
  });
});
