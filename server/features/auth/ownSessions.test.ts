import { expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describeEachDatabase("one's own sessions", (t) => {
  /** Signs in from a browser and address of its own; answers the session cookie. */
  const signInFrom = async (email: string, userAgent: string, address: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: address,
      headers: { origin: SITE_ORIGIN, "content-type": "application/json", "user-agent": userAgent },
      payload: JSON.stringify({ email, password: "password123" }),
    });
    return `cairn_session=${response.cookies.find((c) => c.name === "cairn_session")?.value}`;
  };
  const as = (cookie: string) => ({
    get: (url: string) => t.app.inject({ url, headers: { cookie } }),
    delete: (url: string) =>
      t.app.inject({ method: "DELETE", url, headers: { cookie, origin: SITE_ORIGIN } }),
    post: (url: string) => t.app.inject({ method: "POST", url, headers: { cookie, origin: SITE_ORIGIN } }),
  });

  it("lists them with browser, address (IPv6 by /64) and last use, marking the current one", async () => {
    const user = await t.createUser({ email: "sessions-list@example.com" });
    await signInFrom(user.email, SAFARI_IPHONE, "2001:db8:5:6:aaaa:bbbb:cccc:dddd");
    const laptop = await signInFrom(user.email, FIREFOX_LINUX, "127.0.8.1");
    const response = await as(laptop).get("/api/user/sessions");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const sessions = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({ current: true, browser: "Firefox on Linux", address: "127.0.8.1" }),
    );
    expect(sessions).toContainEqual(
      expect.objectContaining({ current: false, browser: "Safari on iOS", address: "2001:db8:5:6::/64" }),
    );
    expect(Date.parse(sessions[0].lastSeenAt)).toBeGreaterThan(0);
    // Nobody else's sessions appear, and signed-out callers get 401.
    await t.signIn((await t.createUser()).email);
    expect((await as(laptop).get("/api/user/sessions")).json()).toHaveLength(2);
    expect((await t.anon.get("/api/user/sessions")).statusCode).toBe(401);
  });

  it("signs out one session, or every session but this one; never another user's", async () => {
    const user = await t.createUser({ email: "sessions-end@example.com" });
    const phone = await signInFrom(user.email, SAFARI_IPHONE, "127.0.8.2");
    const tablet = await signInFrom(user.email, SAFARI_IPHONE, "127.0.8.3");
    const laptop = await signInFrom(user.email, FIREFOX_LINUX, "127.0.8.4");
    const listed = (await as(laptop).get("/api/user/sessions")).json() as { id: string; current: boolean }[];
    const phoneId = (await as(phone).get("/api/user/sessions"))
      .json()
      .find((s: { current: boolean }) => s.current).id;

    const other = await t.createUser({ email: "sessions-other@example.com" });
    const stranger = await signInFrom(other.email, FIREFOX_LINUX, "127.0.8.5");
    expect((await as(stranger).delete(`/api/user/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await as(phone).get("/api/user")).statusCode).toBe(200);

    expect((await as(laptop).delete(`/api/user/sessions/${phoneId}`)).statusCode).toBe(200);
    expect((await as(phone).get("/api/user")).statusCode).toBe(401);
    expect((await as(laptop).delete(`/api/user/sessions/${phoneId}`)).statusCode).toBe(404);
    expect(listed.filter((s) => !s.current)).toHaveLength(2);

    expect((await as(laptop).post("/api/user/sessions/sign-out-others")).statusCode).toBe(200);
    expect((await as(tablet).get("/api/user")).statusCode).toBe(401);
    expect((await as(laptop).get("/api/user")).statusCode).toBe(200);
    expect((await as(laptop).get("/api/user/sessions")).json()).toHaveLength(1);
    expect((await as(stranger).get("/api/user")).statusCode).toBe(200);
  });
});
