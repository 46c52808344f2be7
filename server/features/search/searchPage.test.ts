import { beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase(
  "server-rendered search results page",
  (t) => {
    beforeAll(async () => {
      await makeArticle(t.app.ctx, {
        slug: "seam-sealing",
        title: "Seam sealing a leaking tent",
        summary: "Stop drips at the seams.",
        contentHtml: "<p>Use seam sealer.</p>",
      });
      await t.app.ctx.search.rebuild(t.db);
    });

    const page = (ip: string) =>
      t.app.inject({ url: "/search?q=seam", remoteAddress: ip, headers: { "user-agent": "test" } });

    it("renders results for each visitor within that visitor's own search limit", async () => {
      const first = await page("203.0.113.1");
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain("Seam sealing a leaking tent");
      await page("203.0.113.1");
      // The first visitor has used up the limit (2 a minute here); a second visitor has not.
      const other = await page("203.0.113.2");
      expect(other.body).toContain("Seam sealing a leaking tent");
      const api = await t.app.inject({ url: "/api/public/search?q=seam", remoteAddress: "203.0.113.1" });
      expect(api.statusCode).toBe(429);
    });
  },
  { searchRateLimitPerMinute: 2 },
);
