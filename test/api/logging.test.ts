import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCustomApp } from "../support/customApp.ts";
import { SITE_ORIGIN } from "../support/testApp.ts";
import { testDialects } from "../support/testDatabases.ts";

/** Collects every JSON log line the app writes. */
class LogCapture extends Writable {
  lines: Record<string, unknown>[] = [];
  raw = "";
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.raw += chunk.toString();
    for (const line of chunk.toString().split("\n").filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

for (const dialect of testDialects()) {
  describe(`logs [${dialect}]`, () => {
    const capture = new LogCapture();
    let built: Awaited<ReturnType<typeof buildCustomApp>>;
    beforeAll(async () => {
      built = await buildCustomApp(dialect, {
        config: { logLevel: "info" },
        logStream: capture,
        extend(app) {
          // A careless route that logs what it was sent: the redaction must still hold.
          app.post("/api/test/echo-log", { config: { guardExemption: "a test route" } }, async (request) => {
            request.log.info(
              { body: request.body, user: { email: "a@example.com", password: "Hunter2-in-user" } },
              "got",
            );
            return { ok: true };
          });
        },
      });
    });
    afterAll(async () => built?.close());

    it("never writes passwords, cookies or signed URL parameters, and tags each request line with reqId", async () => {
      const { app } = built;
      capture.lines = [];
      capture.raw = "";
      await app.inject({
        method: "POST",
        url: "/api/login",
        headers: {
          origin: SITE_ORIGIN,
          "content-type": "application/json",
          cookie: "cairn_session=Cookie-Secret-123",
        },
        payload: JSON.stringify({ email: "someone@example.com", password: "Login-Secret-456" }),
      });
      await app.inject({
        method: "POST",
        url: "/api/test/echo-log",
        headers: { origin: SITE_ORIGIN, "content-type": "application/json", "x-request-id": "trace-abc-123" },
        payload: JSON.stringify({ password: "Body-Secret-789", note: "visible" }),
      });
      await app.inject({
        url: "/api/public/settings?token=Token-Secret-1&signature=Sig-Secret-2&X-Amz-Signature=Amz-Secret-3&page=2",
        headers: { cookie: "cairn_session=Cookie-Secret-123", authorization: "Bearer Auth-Secret-4" },
      });

      for (const secret of [
        "Cookie-Secret-123",
        "Login-Secret-456",
        "Body-Secret-789",
        "Hunter2-in-user",
        "Token-Secret-1",
        "Sig-Secret-2",
        "Amz-Secret-3",
        "Auth-Secret-4",
      ]) {
        expect(capture.raw, secret).not.toContain(secret);
      }
      // The redacted log still says what happened.
      expect(capture.raw).toContain("visible");
      expect(capture.raw).toContain("[redacted]");
      const urls = capture.lines
        .map((line) => (line.req as { url?: string } | undefined)?.url)
        .filter(Boolean);
      expect(urls).toContain(
        "/api/public/settings?token=[redacted]&signature=[redacted]&X-Amz-Signature=[redacted]&page=2",
      );

      // A line for each of the three requests, and the echo route's own.
      expect(capture.lines.length).toBeGreaterThanOrEqual(4);
      for (const line of capture.lines) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
      // A request id given by the proxy is carried through, so log lines can be joined across systems.
      const traced = capture.lines.filter((line) => line.reqId === "trace-abc-123");
      expect(traced.map((line) => line.msg)).toEqual(expect.arrayContaining(["got", "request completed"]));
    });

    it("writes one line per request at info, when it is answered: method, address, client, status and time", async () => {
      capture.lines = [];
      await built.app.inject({
        url: "/api/public/settings?page=2",
        headers: { "x-request-id": "one-line-1" },
      });
      const lines = capture.lines.filter((line) => line.reqId === "one-line-1");
      expect(lines.map((line) => line.msg)).toEqual(["request completed"]);
      expect(lines[0]).toMatchObject({
        level: 30,
        req: { method: "GET", url: "/api/public/settings?page=2", ip: expect.any(String) },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    });
  });
}

describe("logs at warn", () => {
  it("writes no line for an answered request, and still the error of one that failed", async () => {
    const capture = new LogCapture();
    const built = await buildCustomApp("sqlite", {
      config: { logLevel: "warn" },
      logStream: capture,
      extend(app) {
        app.get("/api/test/throws", { config: { guardExemption: "a test route" } }, async () => {
          throw new Error("Broken on purpose");
        });
      },
    });
    try {
      await built.app.inject({ url: "/api/public/settings", headers: { "x-request-id": "quiet-1" } });
      await built.app.inject({ url: "/api/test/throws", headers: { "x-request-id": "loud-1" } });
      expect(capture.lines.filter((line) => line.reqId === "quiet-1")).toEqual([]);
      const loud = capture.lines.filter((line) => line.reqId === "loud-1");
      expect(loud.map((line) => line.msg)).toContain("unexpected error");
      expect(loud.map((line) => line.msg)).not.toContain("request completed");
    } finally {
      await built.close();
    }
  });
});
