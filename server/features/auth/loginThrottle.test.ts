import { expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { LoginThrottle } from "./loginThrottle.ts";

describeEachDatabase("sign-in throttling per account and client", (t) => {
  const attempt = (email: string, password: string) => t.anon.post("/api/login", { email, password });

  it("answers 429 with Retry-After after 5 failures, even to the right password", async () => {
    const user = await t.createUser({ email: "guessed@example.com" });
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.email, `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(user.email, "password123");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("RATE_LIMITED");
    const retryAfter = Number(blocked.headers["retry-after"]);
    // The first wait is short (15 s): a stranger cannot lock a real user out for long.
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    // Another account is not affected.
    const other = await t.createUser({ email: "other-account@example.com" });
    expect((await attempt(other.email, "password123")).statusCode).toBe(200);
  });

  it("forgets the failures after a successful sign-in", async () => {
    const user = await t.createUser({ email: "forgetful@example.com" });
    for (let i = 0; i < 4; i += 1) await attempt(user.email, `wrong-${i}`);
    expect((await attempt(user.email, "password123")).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(user.email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt(user.email, "password123")).statusCode).toBe(200);
  });

  it("counts the account however its email is written", async () => {
    const user = await t.createUser({ email: "casey@example.com" });
    for (let i = 0; i < 5; i += 1)
      await attempt(i % 2 ? "CASEY@example.com" : " casey@example.com ", "bad-pw");
    expect((await attempt(user.email, "password123")).statusCode).toBe(429);
  });

  it("lets the owner sign in from another address while a stranger fails on purpose from theirs", async () => {
    const user = await t.createUser({ email: "targeted@example.com" });
    const from = (address: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: address,
        headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ email: user.email, password }),
      });
    const strangers: number[] = [];
    for (let i = 0; i < 8; i += 1) strangers.push((await from("127.0.0.66", `guess-${i}`)).statusCode);
    expect(strangers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(strangers.slice(5)).toEqual([429, 429, 429]);
    expect((await from("127.0.0.77", "password123")).statusCode).toBe(200);
  });

  it("doubles one client's wait from 15 s up to 5 minutes", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const throttle = new LoginThrottle(t.db, () => now);
    for (let i = 0; i < 4; i += 1) await throttle.recordFailure("clock@example.com", "127.0.0.5");
    expect(await throttle.verdict("clock@example.com", "127.0.0.5")).toBeNull();
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 7; i += 1) {
      await throttle.recordFailure("clock@example.com", "127.0.0.5");
      waits.push((await throttle.verdict("clock@example.com", "127.0.0.5"))?.retryAfterSeconds);
      now += 1000;
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300]);
    expect(await throttle.verdict("clock@example.com", "127.0.0.6")).toBeNull();
    now += 31 * 60_000;
    expect(await throttle.verdict("clock@example.com", "127.0.0.5")).toBeNull();
  });
});

describeEachDatabase("sign-in throttling per address", (t) => {
  it("answers 429 with Retry-After after 30 sign-ins from one address in 5 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (await t.anon.post("/api/login", { email: `nobody${i}@example.com`, password: "x" })).statusCode,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    // A forged X-Forwarded-For does not buy a fresh budget (TRUST_PROXY is off).
    const limited = await t.anon.post(
      "/api/login",
      { email: "nobody-else@example.com", password: "x" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many requests. Please wait a moment and try again.",
    });
  });
});
