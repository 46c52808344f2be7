import { expect, it } from "vitest";
import { VOTES_PER_ADDRESS_PER_ARTICLE } from "../../server/features/feedback/ratingService.ts";
import { makeArticle } from "../support/contentFactory.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

/** Addresses of one IPv6 /64 (a documentation prefix), each new one as a subscriber may pick. */
const sameSlash64 = (i: number) => `2001:db8:7:7:${(i + 1).toString(16)}:ab:cd:ef`;

describeEachDatabase(
  "the public budget groups IPv6 by /64",
  (t) => {
    it("gives one /64 one public budget, however many addresses it rotates through", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push(
          (await t.app.inject({ url: "/api/public/categories", remoteAddress: sameSlash64(i) })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      // The neighbouring /64 is someone else.
      expect(
        (await t.app.inject({ url: "/api/public/categories", remoteAddress: "2001:db8:7:8::1" })).statusCode,
      ).toBe(200);
    });
  },
  { publicRateLimitPerMinute: 5 },
);

describeEachDatabase("votes and search visitors group IPv6 by /64", (t) => {
  it("counts votes from one /64 as from one address", async () => {
    await makeArticle(t.app.ctx, { slug: "rotating-voter" });
    const statuses: number[] = [];
    for (let i = 0; i < VOTES_PER_ADDRESS_PER_ARTICLE + 2; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/public/articles/rotating-voter/rate",
        remoteAddress: sameSlash64(100 + i),
        headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ value: 1 }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      VOTES_PER_ADDRESS_PER_ARTICLE,
    );
    expect(statuses.at(-1)).toBe(409);
  });

  it("counts searches from one /64 as one visitor", async () => {
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        url: "/api/public/search?q=rotating%20visitor&mode=submit",
        remoteAddress: `2001:db8:9:9::${i + 1}`,
        headers: { origin: SITE_ORIGIN },
      });
      expect(response.statusCode).toBe(200);
    }
    await t.app.ctx.searches.settled();
    const events = await t.db
      .selectFrom("searchEvents")
      .select("visitor")
      .where("query", "=", "rotating visitor")
      .execute();
    expect(events).toHaveLength(1);
  });
});

describeEachDatabase(
  "requests are classified by the route they reach",
  (t) => {
    it("counts a percent-encoded public address against the public budget and marks it Vary: Origin", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t.app.inject({ url: "/api/%70ublic/categories", remoteAddress: "127.0.0.71" });
        statuses.push(response.statusCode);
        if (response.statusCode === 200) expect(response.headers.vary).toContain("Origin");
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // A path no route has is counted too.
      const unknown = await t.app.inject({ url: "/api/%70ublic/nothing-here", remoteAddress: "127.0.0.72" });
      expect(unknown.statusCode).toBe(404);
    });

    it("marks every signed-in API answer no-store", async () => {
      const admin = await t.as("admin");
      for (const url of [
        "/api/user",
        "/api/admin/users",
        "/api/admin/analytics/searches.csv?list=top&days=7",
      ]) {
        const response = await admin.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["cache-control"], url).toContain("no-store");
      }
      expect((await t.anon.get("/api/user")).headers["cache-control"]).toContain("no-store");
    });

    it("refuses Origin: null even with the site's own Referer", async () => {
      const admin = await t.as("admin");
      const response = await admin.put(
        "/api/admin/settings",
        { site_name: "From a sandboxed frame" },
        { origin: "null", referer: `${SITE_ORIGIN}/admin/settings` },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("BAD_ORIGIN");
    });
  },
  { publicRateLimitPerMinute: 3 },
);

describeEachDatabase(
  "only the configured host is answered once PUBLIC_URL is set",
  (t) => {
    it("answers PUBLIC_URL's host and ALLOWED_HOSTS, refuses any other with 421, keeps probes open", async () => {
      expect((await t.app.inject({ url: "/", headers: { host: "help.example.com" } })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: "/", headers: { host: "intranet.example.com:8080" } })).statusCode,
      ).toBe(200);
      const other = await t.app.inject({ url: "/", headers: { host: "random-1.attacker.example" } });
      expect(other.statusCode).toBe(421);
      expect(other.json().error.code).toBe("UNKNOWN_HOST");
      expect((await t.app.inject({ url: "/healthz", headers: { host: "10.0.0.5:3000" } })).statusCode).toBe(
        200,
      );
    });
  },
  { publicUrl: "https://help.example.com", allowedHosts: ["intranet.example.com:8080"] },
);
