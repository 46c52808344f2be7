import type { LightMyRequestResponse } from "fastify";
import { afterEach, expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN, type TestContext } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";

const FOREIGN_ORIGIN = "https://attacker.example";

let categoryCounter = 0;
const newCategory = () => {
  categoryCounter += 1;
  return {
    name: `Token category ${categoryCounter}`,
    slug: `token-category-${categoryCounter}-${Date.now()}`,
  };
};

/** A call with only a bearer token: no cookie, no Origin, as a script sends it. */
function withToken(
  t: TestContext,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function makeToken(t: TestContext, scope: "read" | "write", extra: Record<string, unknown> = {}) {
  const admin = await t.as("admin");
  const created = await admin.post("/api/admin/tokens", { name: `${scope} script`, scope, ...extra });
  expect(created.statusCode).toBe(201);
  return { admin, ...(created.json() as { id: number; token: string }) };
}

describeEachDatabase("API tokens", (t) => {
  afterEach(() => clock.reset());

  it("shows a new token once, stores only its hash, and lists tokens without secrets", async () => {
    const { admin, id, token } = await makeToken(t, "write");
    // "cairn_" and 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^cairn_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.selectFrom("apiTokens").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toContain(token.slice(6));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await admin.get("/api/admin/tokens");
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((entry: { id: number }) => entry.id === id);
    expect(listed).toMatchObject({
      name: "write script",
      scope: "write",
      lastUsedAt: null,
      prefix: token.slice(0, 12),
    });
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row.tokenHash);

    // Two tokens are never alike.
    const other = await makeToken(t, "write");
    expect(other.token).not.toBe(token);
  });

  it("lets a read token read but not write, and a write token do what an editor does", async () => {
    const reader = await makeToken(t, "read");
    const read = await withToken(t, reader.token, "GET", "/api/admin/categories");
    expect(read.statusCode).toBe(200);
    const refused = await withToken(t, reader.token, "POST", "/api/admin/categories", newCategory());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("TOKEN_READ_ONLY");

    const writer = await makeToken(t, "write");
    const category = newCategory();
    const created = await withToken(t, writer.token, "POST", "/api/admin/categories", category);
    expect(created.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("categories")
      .select("name")
      .where("slug", "=", category.slug)
      .execute();
    expect(stored).toEqual([{ name: category.name }]);

    const list = await writer.admin.get("/api/admin/tokens");
    const used = list.json().find((entry: { id: number }) => entry.id === writer.id);
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("never manages users, settings or tokens, whatever its scope", async () => {
    const { token } = await makeToken(t, "write");
    const attempts: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users", { email: "sneaky@example.com", password: "secret123", role: "admin" }],
      ["GET", "/api/admin/settings"],
      ["PUT", "/api/admin/settings", { siteName: "Taken over" }],
      ["GET", "/api/admin/tokens"],
      ["POST", "/api/admin/tokens", { name: "child", scope: "write" }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await withToken(t, token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe("TOKEN_NOT_ALLOWED");
    }
    const sneaky = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "sneaky@example.com")
      .execute();
    expect(sneaky).toEqual([]);
  });

  it("refuses a revoked, unknown or malformed token with 401", async () => {
    const { admin, id, token } = await makeToken(t, "write");
    expect((await withToken(t, token, "GET", "/api/admin/categories")).statusCode).toBe(200);
    const revoked = await admin.delete(`/api/admin/tokens/${id}`);
    expect(revoked.statusCode).toBe(200);
    const after = await withToken(t, token, "GET", "/api/admin/categories");
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("INVALID_TOKEN");
    expect((await admin.delete(`/api/admin/tokens/${id}`)).statusCode).toBe(404);
    expect((await withToken(t, "cairn_madeup", "GET", "/api/admin/categories")).statusCode).toBe(401);
    const empty = await t.app.inject({
      method: "GET",
      url: "/api/admin/categories",
      headers: { authorization: "Bearer" },
    });
    expect(empty.statusCode).toBe(401);
  });

  it("stops working at its expiry, and refuses an expiry in the past", async () => {
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    const { admin, token } = await makeToken(t, "read", { expiresAt: inADay });
    expect((await withToken(t, token, "GET", "/api/admin/categories")).statusCode).toBe(200);
    clock.set(new Date(Date.now() + 2 * 86_400_000));
    expect((await withToken(t, token, "GET", "/api/admin/categories")).statusCode).toBe(401);
    clock.reset();
    const past = await admin.post("/api/admin/tokens", {
      name: "too late",
      scope: "read",
      expiresAt: "2001-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ field: "expiresAt" });
    const garbage = await admin.post("/api/admin/tokens", { name: "x", scope: "admin" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toContain("Choose read or write");
  });

  it("stops working when its admin is no longer an admin", async () => {
    const owner = await t.createUser({ role: "admin" });
    const session = await t.signIn(owner.email);
    const { token } = (await session.post("/api/admin/tokens", { name: "owner's", scope: "read" })).json();
    expect((await withToken(t, token, "GET", "/api/admin/categories")).statusCode).toBe(200);
    await t.db.updateTable("users").set({ role: "editor" }).where("id", "=", owner.id).execute();
    expect((await withToken(t, token, "GET", "/api/admin/categories")).statusCode).toBe(401);
  });

  it("opens no CSRF hole: cookies keep the origin check, a bogus bearer never falls back to the cookie", async () => {
    const admin = await t.as("admin");
    const cookieCall = (headers: Record<string, string>) =>
      admin.post("/api/admin/categories", newCategory(), { origin: FOREIGN_ORIGIN, ...headers });
    const before = (await t.db.selectFrom("categories").select("id").execute()).length;

    const plainCookie = await cookieCall({});
    expect(plainCookie.statusCode).toBe(403);
    expect(plainCookie.json().error.code).toBe("BAD_ORIGIN");
    const bogusBearer = await cookieCall({ authorization: "Bearer cairn_not-a-real-token" });
    expect(bogusBearer.statusCode).toBe(401);
    const reader = await makeToken(t, "read");
    const readBearer = await cookieCall({ authorization: `Bearer ${reader.token}` });
    expect(readBearer.statusCode).toBe(403);
    expect((await t.db.selectFrom("categories").select("id").execute()).length).toBe(before);

    // A token call with an Origin of its own (a browser-based tool) is judged by its token.
    const writer = await makeToken(t, "write");
    const fromTool = await withToken(t, writer.token, "POST", "/api/admin/categories", newCategory(), {
      origin: FOREIGN_ORIGIN,
    });
    expect(fromTool.statusCode).toBe(201);
    // Tokens open only /api/admin: elsewhere the header means nothing.
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${writer.token}`, origin: SITE_ORIGIN },
    });
    expect(me.statusCode).toBe(401);
  });

  it("lets only admins manage tokens", async () => {
    const editor = await t.as("editor");
    expect((await editor.get("/api/admin/tokens")).statusCode).toBe(403);
    expect((await editor.post("/api/admin/tokens", { name: "mine", scope: "write" })).statusCode).toBe(403);
    expect((await t.anon.get("/api/admin/tokens")).statusCode).toBe(401);
  });
});

describeEachDatabase(
  "API token rate limit",
  (t) => {
    it("limits each token on its own", async () => {
      const first = await makeToken(t, "read");
      const second = await makeToken(t, "read");
      const statuses: number[] = [];
      for (let call = 0; call < 4; call++) {
        statuses.push((await withToken(t, first.token, "GET", "/api/admin/categories")).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await withToken(t, first.token, "GET", "/api/admin/categories");
      expect(limited.headers["retry-after"]).toBeDefined();
      expect((await withToken(t, second.token, "GET", "/api/admin/categories")).statusCode).toBe(200);
    });
  },
  { apiTokenRateLimitPerMinute: 3 },
);
