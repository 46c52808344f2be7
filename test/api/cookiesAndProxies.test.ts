import { expect, it } from "vitest";
import { loadConfig } from "../../server/platform/config.ts";
import { makeArticle } from "../support/contentFactory.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

describeEachDatabase("cookies and caching", (t) => {
  it("never re-sends the session cookie on public pages, which stay publicly cacheable", async () => {
    const article = await makeArticle(t.app.ctx);
    const editor = await t.as("editor");
    // A session last used two minutes ago slides on its next use: where that use is matters.
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: new Date(Date.now() - 120_000).toISOString() })
      .execute();
    for (const url of [
      "/",
      `/a/${article.slug}`,
      "/api/public/categories",
      `/api/public/articles/${article.slug}`,
    ]) {
      const response = await editor.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
    expect((await editor.get("/")).headers["cache-control"]).toContain("public");
    const adminCall = await editor.get("/api/admin/articles");
    expect(adminCall.statusCode).toBe(200);
    expect(String(adminCall.headers["set-cookie"])).toContain("cairn_session=");
    expect(adminCall.headers["cache-control"]).toBe("private, no-store");
  });

  it("marks every answer that sets a cookie private, no-store", async () => {
    const article = await makeArticle(t.app.ctx);
    const vote = await t.anon.post(`/api/public/articles/${article.slug}/rate`, { value: 1 });
    expect(vote.statusCode).toBe(200);
    expect(vote.headers["set-cookie"]).toBeDefined();
    expect(vote.headers["cache-control"]).toBe("private, no-store");
    const user = await t.createUser();
    const login = await t.anon.post("/api/login", { email: user.email, password: "password123" });
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });
});

describeEachDatabase(
  "session cookie behind https",
  (t) => {
    it("is Secure with the __Host- prefix when PUBLIC_URL is https, even over a plain-http hop", async () => {
      const user = await t.createUser();
      const login = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: {
          host: "help.example.com",
          origin: "https://help.example.com",
          "content-type": "application/json",
        },
        payload: JSON.stringify({ email: user.email, password: "password123" }),
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === "__Host-cairn_session");
      expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
      expect(cookie).not.toHaveProperty("domain");
      const me = await t.app.inject({
        url: "/api/user",
        headers: { host: "help.example.com", cookie: `__Host-cairn_session=${cookie?.value}` },
      });
      expect(me.json()).toMatchObject({ email: user.email });
      // The unprefixed name is not a session here: a subdomain could have planted it.
      const planted = await t.app.inject({
        url: "/api/user",
        headers: { host: "help.example.com", cookie: `cairn_session=${cookie?.value}` },
      });
      expect(planted.statusCode).toBe(401);
    });
  },
  { publicUrl: "https://help.example.com" },
);

describeEachDatabase(
  "client addresses behind a trusted proxy",
  (t) => {
    const search = (peer: string, forwardedFor: string) =>
      t.app.inject({
        url: "/api/public/search?q=tent",
        remoteAddress: peer,
        headers: { "x-forwarded-for": forwardedFor, origin: SITE_ORIGIN },
      });

    it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
      // A new forged address per request must not buy a new rate-limit bucket.
      const statuses = [];
      for (let i = 1; i <= 3; i += 1)
        statuses.push((await search("127.0.0.2", `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });

    it("believes X-Forwarded-For from the trusted proxy", async () => {
      const statuses = [];
      for (let i = 1; i <= 3; i += 1)
        statuses.push((await search("127.0.0.1", `198.51.100.${i + 10}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      // …and one real client behind it still meets its own limit.
      const same = [];
      for (let i = 1; i <= 3; i += 1) same.push((await search("127.0.0.1", "198.51.100.50")).statusCode);
      expect(same).toEqual([200, 200, 429]);
    });
  },
  { trustProxy: ["127.0.0.1"], searchRateLimitPerMinute: 2 },
);

describeEachDatabase(
  "TRUST_PROXY=1: the one proxy on this machine",
  (t) => {
    const search = (peer: string, forwardedFor: string) =>
      t.app.inject({
        url: "/api/public/search?q=tent",
        remoteAddress: peer,
        headers: { "x-forwarded-for": forwardedFor, origin: SITE_ORIGIN },
      });

    it("believes a loopback peer and nobody else", async () => {
      const local = [];
      for (let i = 1; i <= 3; i += 1)
        local.push((await search("127.0.0.1", `198.51.100.${i + 20}`)).statusCode);
      expect(local).toEqual([200, 200, 200]);
      // A peer elsewhere (documentation address, never contacted) forging the header gets no new budget.
      const remote = [];
      for (let i = 1; i <= 3; i += 1)
        remote.push((await search("192.0.2.10", `198.51.100.${i + 30}`)).statusCode);
      expect(remote).toEqual([200, 200, 429]);
    });
  },
  { trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy, searchRateLimitPerMinute: 2 },
);

it("reads TRUST_PROXY as addresses and ranges; 1 means loopback only; junk stops the start", () => {
  expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual(["loopback"]);
  expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, ::1" }).trustProxy).toEqual([
    "10.0.0.0/8",
    "127.0.0.1",
    "::1",
  ]);
  expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
});
