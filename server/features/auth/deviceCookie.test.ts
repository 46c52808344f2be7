import { afterEach, expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { DEVICE_COOKIE } from "./deviceCookie.ts";
import { ACCOUNT_FAILURES_PER_HOUR } from "./loginThrottle.ts";

describeEachDatabase("nobody can lock the owner out of their account", (t) => {
  afterEach(() => clock.reset());

  const signIn = (email: string, password: string, address: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: address,
      headers: {
        origin: SITE_ORIGIN,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify({ email, password }),
    });

  /** 21 addresses × 5 wrong passwords, as fast as they go: past the account's hourly cap. */
  const attack = async (email: string) => {
    for (let address = 1; address <= 21; address += 1)
      for (let i = 0; i < 5; i += 1) await signIn(email, `guess-${i}`, `127.0.3.${address}`);
  };

  it("lets the owner's browser in with its device cookie while others are held back", async () => {
    const owner = await t.createUser({ email: "owner-device@example.com", role: "admin" });
    const first = await signIn(owner.email, "password123", "127.0.4.1");
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: "/api/login", sameSite: "Strict" });
    expect(ACCOUNT_FAILURES_PER_HOUR).toBeLessThan(105);

    await attack(owner.email);

    // The owner's own browser, from their own address: in at once.
    const fromOwner = await signIn(
      owner.email,
      "password123",
      "127.0.4.1",
      `${DEVICE_COOKIE}=${device?.value}`,
    );
    expect(fromOwner.statusCode).toBe(200);
    // A browser without it waits, a second or so, not an hour.
    const newBrowser = await signIn(owner.email, "password123", "127.0.4.2");
    expect(newBrowser.statusCode).toBe(429);
    expect(Number(newBrowser.headers["retry-after"])).toBeLessThanOrEqual(2);
    clock.set(new Date(Date.now() + 3_000));
    expect((await signIn(owner.email, "password123", "127.0.4.2")).statusCode).toBe(200);

    // Admins see the attack; editors may not look.
    const admin = await t.as("admin");
    const attacks = await admin.get("/api/admin/security/sign-in-attacks");
    expect(attacks.statusCode).toBe(200);
    expect(attacks.json().accounts).toContainEqual(
      // The attack's last five guesses were held back before reaching a password check.
      expect.objectContaining({ account: owner.email, failures: 100, clients: 20, heldBack: true }),
    );
    expect((await (await t.as("editor")).get("/api/admin/security/sign-in-attacks")).statusCode).toBe(403);
  });

  it("does not take a device cookie of another account, or one that is forged", async () => {
    const owner = await t.createUser({ email: "owner-forged@example.com", role: "admin" });
    const other = await t.createUser({ email: "someone-else@example.com" });
    const otherCookie = (await signIn(other.email, "password123", "127.0.5.1")).cookies.find(
      (c) => c.name === DEVICE_COOKIE,
    );
    await attack(owner.email);
    const borrowed = await signIn(
      owner.email,
      "password123",
      "127.0.5.1",
      `${DEVICE_COOKIE}=${otherCookie?.value}`,
    );
    expect(borrowed.statusCode).toBe(429);
    const forged = `${String(otherCookie?.value).slice(0, -4)}AAAA`;
    expect(
      (await signIn(owner.email, "password123", "127.0.5.1", `${DEVICE_COOKIE}=${forged}`)).statusCode,
    ).toBe(429);
  });

  it("makes unknown clients wait longer the more the attack goes on", async () => {
    const owner = await t.createUser({ email: "owner-growing@example.com" });
    await attack(owner.email);
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      // Each round: wait out the delay, then ten more wrong guesses from fresh addresses.
      for (let i = 0; i < 10; i += 1) {
        const answer = await signIn(owner.email, "wrong", `127.0.6.${round * 10 + i + 1}`);
        if (answer.statusCode === 429) {
          clock.set(new Date(clock.nowMs() + Number(answer.headers["retry-after"]) * 1000));
          i -= 1;
        }
      }
      const held = await signIn(owner.email, "password123", "127.0.7.1");
      expect(held.statusCode).toBe(429);
      waits.push(Number(held.headers["retry-after"]));
    }
    expect(waits[3]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[3]).toBeLessThanOrEqual(15 * 60);
  });
});
