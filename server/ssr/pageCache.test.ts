import { describe, expect, it } from "vitest";
import { PageCache } from "./pageCache.ts";

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

  it("forgets everything on clear", () => {
    const cache = new PageCache();
    cache.set("/a", page("a"));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get("/a")).toBeUndefined();
  });
});
