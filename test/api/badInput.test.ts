import { expect, it } from "vitest";
import type { RegisteredRoute } from "../../server/features/auth/routeRegistry.ts";
import { fillParams, routesUnder, tableCounts } from "../support/routeWalk.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

interface BadRequest {
  name: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const MB = 1024 * 1024;
/** Cases with one exact answer; the rest may answer any 4xx. */
const expectedStatus = new Map([
  ["text/plain", 415],
  ["form", 415],
  ["UTF-16 charset", 415],
  ["1 MB string", 413],
]);
const badIds = ["abc", "-1", "0", "1.5", "99999999999999", "1e3", "%20", "%E0%A4%A", "%", "9".repeat(600)];
const badSlugs = [
  "a%2Fb",
  "..",
  "a%20b",
  encodeURIComponent("палатка"),
  "%00",
  "%E2%80%AE",
  "x".repeat(300),
  "%ZZ",
  "a".repeat(600),
];
const badPages = ["-1", "1e309", "1.5", "99999999999", "abc", "0", "", "%", "1&page=2"];

/** Field names of the route's body schema (zod object), or a made-up one. */
function bodyKeys(route: RegisteredRoute): string[] {
  const shape = (route.bodySchema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = shape ? Object.keys(shape) : [];
  return keys.length > 0 ? keys : ["value"];
}

const everyKey = (keys: string[], value: unknown) =>
  JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));

/** The hostile requests for one route: bodies, path parameters and page numbers. */
function casesFor(route: RegisteredRoute): BadRequest[] {
  const cases: BadRequest[] = [];
  const url = fillParams(route);
  const json = (name: string, payload: string): BadRequest => ({ name, method: route.method, url, payload });
  if (route.hasBody) {
    const keys = bodyKeys(route);
    cases.push(
      json("invalid JSON", '{"email": "a@example.com",'),
      json("empty body", ""),
      { name: "text/plain", method: route.method, url, payload: "email=a", contentType: "text/plain" },
      {
        name: "form",
        method: route.method,
        url,
        payload: "a=b",
        contentType: "application/x-www-form-urlencoded",
      },
      json("unknown field", JSON.stringify({ definitelyNotAField: 1 })),
      json("array", "[]"),
      json("string", '"text"'),
      json("number", "123"),
      json("null", "null"),
      json("objects for every field", everyKey(keys, { nested: true })),
      json("booleans for every field", everyKey(keys, true)),
      json("huge numbers for every field", everyKey(keys, 1e308)),
      json("__proto__", '{"__proto__": {"isAdmin": true}, "role": "admin"}'),
      json("constructor.prototype", '{"constructor": {"prototype": {"isAdmin": true}}}'),
      json("NUL bytes", everyKey(keys, "a\u0000b")),
      json("lone surrogates", everyKey(keys, "a\ud800b")),
      json("deep nesting", `{"${keys[0]}": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`),
      json(
        "long array",
        everyKey(
          keys,
          Array.from({ length: 50_000 }, () => "x"),
        ),
      ),
      {
        name: "UTF-16 charset",
        method: route.method,
        url,
        payload: "{}",
        contentType: "application/json; charset=utf-16",
      },
      json("1 MB string", everyKey([keys[0]!], "a".repeat(MB))),
      json("almost 1 MB string", everyKey([keys[0]!], "a".repeat(MB - 1000))),
    );
  }
  for (const param of route.params) {
    const values = /id$/i.test(param) ? badIds : badSlugs;
    for (const value of values) {
      cases.push({
        name: `${param}=${value.slice(0, 20)}`,
        method: route.method,
        url: fillParams(route, { [param]: value }),
        ...(route.hasBody ? { payload: "{}" } : {}),
      });
    }
  }
  if (route.queryKeys.includes("page")) {
    for (const page of badPages)
      cases.push({ name: `page=${page}`, method: route.method, url: `${url}?page=${page}` });
  }
  return cases;
}

describeEachDatabase(
  "bad input on every /api route",
  (t) => {
    it("answers a 4xx JSON error to every hostile request and changes no table", async () => {
      // A signed-in admin's cookie, so that guards let the requests through to validation.
      const admin = await t.createUser({ role: "admin" });
      const login = await t.anon.post("/api/login", { email: admin.email, password: "password123" });
      const cookie = `cairn_session=${login.cookies.find((c) => c.name === "cairn_session")?.value}`;
      const routes = routesUnder(t.app, "/api").filter(
        (route) => route.hasBody || route.params.length > 0 || route.queryKeys.includes("page"),
      );
      expect(routes.length).toBeGreaterThanOrEqual(4);
      const before = await tableCounts(t.db);
      const problems: string[] = [];
      let checked = 0;
      let tooLarge = 0;
      for (const route of routes) {
        for (const bad of casesFor(route)) {
          const response = await t.app.inject({
            method: bad.method as "GET",
            url: bad.url,
            headers: {
              origin: SITE_ORIGIN,
              cookie,
              ...(bad.payload !== undefined ? { "content-type": bad.contentType ?? "application/json" } : {}),
            },
            ...(bad.payload !== undefined ? { payload: bad.payload } : {}),
          });
          checked += 1;
          const label = `${bad.method} ${route.url} [${bad.name}] → ${response.statusCode}`;
          if (response.statusCode < 400 || response.statusCode >= 500) {
            problems.push(`${label}: ${response.body.slice(0, 200)}`);
            continue;
          }
          let error: { code?: unknown; message?: unknown } | undefined;
          try {
            error = response.json().error;
          } catch {
            error = undefined;
          }
          if (typeof error?.code !== "string" || typeof error?.message !== "string") {
            problems.push(`${label}: not an error body: ${response.body.slice(0, 200)}`);
          }
          if (response.statusCode === 429)
            problems.push(`${label}: rate limited, so the input was never checked`);
          const expected = expectedStatus.get(bad.name);
          if (expected && response.statusCode !== expected) problems.push(`${label}, expected ${expected}`);
          if (expected === 413) tooLarge += 1;
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(50);
      expect(tooLarge).toBeGreaterThanOrEqual(3);
      // A refused sign-in is recorded on purpose (the throttle counts it, the audit log names it);
      // nothing else changes.
      const { login_failures: _after, audit_log: auditAfter, ...after } = await tableCounts(t.db);
      const { login_failures: _before, audit_log: auditBefore, ...unchanged } = before;
      expect(after).toEqual(unchanged);
      const newEntries = await t.db
        .selectFrom("auditLog")
        .select("action")
        .orderBy("id", "desc")
        .limit(Number(auditAfter) - Number(auditBefore))
        .execute();
      expect(new Set(newEntries.map((entry) => entry.action))).toEqual(
        new Set(newEntries.length > 0 ? ["auth.sign_in_failed"] : []),
      );
      // Nothing was polluted by the __proto__ bodies.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
    // Every case reaches validation: rate limits are raised far above what the walk sends.
  },
  { rateLimitScale: 1000 },
);
