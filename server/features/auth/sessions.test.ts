import { afterEach, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { hashToken } from "./sessions.ts";

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;

describeEachDatabase("sessions", (t) => {
  async function signIn(email: string, cookie?: string) {
    const response = await t.anon.post(
      "/api/login",
      { email, password: "password123" },
      cookie ? { cookie: `cairn_session=${cookie}` } : {},
    );
    expect(response.statusCode).toBe(200);
    return response.cookies.find((c) => c.name === "cairn_session")!.value;
  }
  const me = (token: string) => t.anon.get("/api/user", { cookie: `cairn_session=${token}` });
  const row = (token: string) =>
    t.db.selectFrom("sessions").selectAll().where("id", "=", hashToken(token)).executeTakeFirst();

  it("stores only a hash of the token and gives a new session id at every sign-in", async () => {
    const user = await t.createUser();
    const first = await signIn(user.email);
    expect(await row(first)).toBeDefined();
    expect(
      await t.db.selectFrom("sessions").select("id").where("id", "=", first).executeTakeFirst(),
    ).toBeUndefined();
    // Signing in again while carrying the old cookie replaces it: a planted id is worthless.
    const second = await signIn(user.email, first);
    expect(second).not.toBe(first);
    expect(await row(first)).toBeUndefined();
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("ends a session idle for longer than SESSION_IDLE_HOURS", async () => {
    const user = await t.createUser();
    const token = await signIn(user.email);
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: ago(13 * 60 * MINUTE), expiresAt: ago(MINUTE) })
      .where("id", "=", hashToken(token))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    expect(await row(token)).toBeUndefined();
  });

  it("ends a session older than SESSION_MAX_DAYS even while it is in use", async () => {
    const user = await t.createUser();
    const token = await signIn(user.email);
    await t.db
      .updateTable("sessions")
      .set({
        createdAt: ago(8 * 24 * 60 * MINUTE),
        lastSeenAt: ago(2 * MINUTE),
        expiresAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      })
      .where("id", "=", hashToken(token))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    expect(await row(token)).toBeUndefined();
  });

  it("slides the idle expiry forward when the session is used", async () => {
    const user = await t.createUser();
    const token = await signIn(user.email);
    const soon = new Date(Date.now() + 10 * MINUTE).toISOString();
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: ago(5 * MINUTE), expiresAt: soon })
      .where("id", "=", hashToken(token))
      .execute();
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const after = await row(token);
    expect(Date.parse(after!.expiresAt)).toBeGreaterThan(Date.now() + 11 * 60 * MINUTE);
    // The browser's cookie slides too, with the same token.
    const cookie = response.cookies.find((c) => c.name === "cairn_session");
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);
    expect(Math.abs(Date.parse(String(cookie?.expires)) - Date.parse(after!.expiresAt))).toBeLessThan(2_000);
  });

  it("ends the session at sign-out and ignores garbage cookies", async () => {
    const user = await t.createUser();
    const token = await signIn(user.email);
    await t.anon.post("/api/logout", {}, { cookie: `cairn_session=${token}` });
    expect(await row(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
    expect((await me("x".repeat(5000))).statusCode).toBe(401);
  });
});

/** Moves the clock the server reads (Date only: timers, sockets and drivers keep real time). */
function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

describeEachDatabase(
  "sessions with a short idle limit",
  (t) => {
    afterEach(() => vi.useRealTimers());

    it("keeps a session alive while used and ends it once idle", async () => {
      const user = await t.createUser();
      const client = await t.signIn(user.email);
      vi.useFakeTimers({ toFake: ["Date"] });
      for (let i = 0; i < 5; i += 1) {
        advanceClock(4 * MINUTE);
        expect((await client.get("/api/user")).statusCode).toBe(200);
      }
      advanceClock(11 * MINUTE);
      expect((await client.get("/api/user")).statusCode).toBe(401);
    });
  },
  { sessionIdleMs: 10 * MINUTE },
);

describeEachDatabase(
  "sessions with a short absolute limit",
  (t) => {
    afterEach(() => vi.useRealTimers());

    it("ends a session at its absolute limit however busy it is", async () => {
      const user = await t.createUser();
      const client = await t.signIn(user.email);
      vi.useFakeTimers({ toFake: ["Date"] });
      for (let minutes = 10; minutes < 60; minutes += 10) {
        advanceClock(10 * MINUTE);
        expect((await client.get("/api/user")).statusCode).toBe(200);
      }
      advanceClock(11 * MINUTE);
      expect((await client.get("/api/user")).statusCode).toBe(401);
    });
  },
  { sessionMaxMs: 60 * MINUTE },
);
