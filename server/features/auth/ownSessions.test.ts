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

describeEachDatabase("ending one's other sessions after a while", (t) => {
  const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000).toISOString();
  const signIn = async (email: string, address: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: address,
      headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email, password: "password123" }),
    });
    const cookie = `cairn_session=${response.cookies.find((c) => c.name === "cairn_session")?.value}`;
    const own = (await t.app.inject({ url: "/api/user/sessions", headers: { cookie } }))
      .json()
      .find((s: { current: boolean }) => s.current) as { id: string };
    return { cookie, id: own.id };
  };
  const call = (cookie: string, method: "DELETE" | "POST", url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: SITE_ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode === 200;

  it("asks a session that signed in over five minutes ago for the password, and takes only the right one", async () => {
    const user = await t.createUser({ email: "sessions-reauth@example.com" });
    const phone = await signIn(user.email, "127.0.9.1");
    const tablet = await signIn(user.email, "127.0.9.2");
    const laptop = await signIn(user.email, "127.0.9.3");
    await t.db
      .updateTable("sessions")
      .set({ createdAt: ELEVEN_MINUTES_AGO() })
      .where("id", "=", laptop.id)
      .execute();

    const asked = await call(laptop.cookie, "DELETE", `/api/user/sessions/${phone.id}`);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toEqual({
      code: "REAUTHENTICATION_REQUIRED",
      message: "Enter your password to sign out other sessions: you signed in more than 5 minutes ago.",
    });
    const wrong = await call(laptop.cookie, "DELETE", `/api/user/sessions/${phone.id}`, {
      currentPassword: "not-my-password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Your current password is incorrect.");
    expect((await call(laptop.cookie, "POST", "/api/user/sessions/sign-out-others")).statusCode).toBe(403);
    expect(await signedIn(phone.cookie)).toBe(true);
    expect(await signedIn(tablet.cookie)).toBe(true);

    const right = await call(laptop.cookie, "DELETE", `/api/user/sessions/${phone.id}`, {
      currentPassword: "password123",
    });
    expect(right.statusCode).toBe(200);
    expect(await signedIn(phone.cookie)).toBe(false);
    const everywhere = await call(laptop.cookie, "POST", "/api/user/sessions/sign-out-others", {
      currentPassword: "password123",
    });
    expect(everywhere.statusCode).toBe(200);
    expect(await signedIn(tablet.cookie)).toBe(false);

    // Signing out the session in use is only signing out: no password.
    expect((await call(laptop.cookie, "DELETE", `/api/user/sessions/${laptop.id}`)).statusCode).toBe(200);
    expect(await signedIn(laptop.cookie)).toBe(false);
  });

  it("lets a session that signed in a minute ago end the others without asking", async () => {
    const user = await t.createUser({ email: "sessions-fresh@example.com" });
    const phone = await signIn(user.email, "127.0.9.4");
    const laptop = await signIn(user.email, "127.0.9.5");
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.db.updateTable("sessions").set({ createdAt: aMinuteAgo }).where("id", "=", laptop.id).execute();
    expect((await call(laptop.cookie, "POST", "/api/user/sessions/sign-out-others")).statusCode).toBe(200);
    expect(await signedIn(phone.cookie)).toBe(false);
  });
});
