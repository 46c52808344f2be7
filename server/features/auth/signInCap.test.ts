import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";
import { buildApp } from "../../app/buildApp.ts";
import { testConfig } from "../../platform/config.ts";
import { ACCOUNT_FAILURES_PER_HOUR } from "./loginThrottle.ts";
import { hashPassword } from "./passwords.ts";

class LogCapture extends Writable {
  lines: Record<string, unknown>[] = [];
  raw = "";
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.raw += chunk.toString();
    for (const line of chunk.toString().split("\n").filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

const EMAIL = "spread-target@example.com";

for (const dialect of testDialects()) {
  describe(`sign-in cap per account, across addresses and restarts [${dialect}]`, () => {
    const capture = new LogCapture();
    let built: Awaited<ReturnType<typeof buildCustomApp>>;
    beforeAll(async () => {
      built = await buildCustomApp(dialect, { config: { logLevel: "warn" }, logStream: capture });
      const now = new Date().toISOString();
      await built.handle.db
        .insertInto("users")
        .values({
          email: EMAIL,
          passwordHash: await hashPassword("the-real-password"),
          role: "editor",
          mustChangePassword: 0,
          createdAt: now,
          updatedAt: now,
          lastLoginAt: null,
        })
        .execute();
    });
    afterAll(async () => built?.close());

    const signIn = (app: typeof built.app, address: string, password: string) =>
      app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: address,
        headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ email: EMAIL, password }),
      });

    it("stops a slow guess spread over many addresses, even a restart later, and logs it masked", async () => {
      // Earlier this hour: one failure from each of many addresses, two per address at most.
      const earlier = ACCOUNT_FAILURES_PER_HOUR - 5;
      await built.handle.db
        .insertInto("loginFailures")
        .values(
          Array.from({ length: earlier }, (_, i) => ({
            account: EMAIL,
            clientAddress: `127.0.${Math.floor(i / 2)}.9`,
            createdAt: new Date(Date.now() - (50 - i * 0.5) * 60_000).toISOString(),
          })),
        )
        .execute();
      for (let i = 0; i < 5; i += 1)
        expect((await signIn(built.app, `127.1.0.${i + 1}`, `guess-${i}`)).statusCode).toBe(401);

      // A new server process on the same database still counts them: even the right password waits.
      const restarted = await buildApp({
        config: testConfig({ logLevel: "silent" }),
        database: built.handle,
      });
      const blocked = await signIn(restarted, "127.2.0.1", "the-real-password");
      await restarted.close();
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      const lockout = capture.lines.find((line) => String(line.msg).startsWith("sign-in lockout"));
      expect(lockout).toMatchObject({ level: 40, account: "s***@e***.com" });
      const throttled = await signIn(built.app, "127.2.0.2", "x");
      expect(throttled.statusCode).toBe(429);
      expect(capture.lines.find((line) => line.msg === "sign-in throttled")).toMatchObject({
        level: 40,
        account: "s***@e***.com",
        scope: "account",
      });
      expect(capture.raw).not.toContain(EMAIL);
      expect(capture.raw).not.toContain("guess-");
    });

    it("logs a warning for each CSRF refusal", async () => {
      capture.lines = [];
      const refused = await built.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        payload: JSON.stringify({ email: EMAIL, password: "x" }),
      });
      expect(refused.statusCode).toBe(403);
      expect(capture.lines.find((line) => line.msg === "CSRF refusal")).toMatchObject({
        level: 40,
        origin: "https://evil.example",
      });
    });
  });
}
