import { expect, it } from "vitest";
import { makeArticle } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";

/** Writes allowed_origins straight into the settings row, as a hand edit or an old version might. */
async function storeOriginsDirectly(
  t: Parameters<Parameters<typeof describeEachDatabase>[1]>[0],
  value: string,
) {
  const json = JSON.stringify({ allowed_origins: value, site_name: "Still Branded" });
  const now = new Date().toISOString();
  await t.db
    .insertInto("settings")
    .values({ id: 1, value: json, updatedAt: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ value: json, updatedAt: now }))
    .execute();
  // The store re-reads the row at most every few seconds; another instance's write looks the same.
  t.app.ctx.settings.invalidate();
}

describeEachDatabase("settings-driven security headers", (t) => {
  it("sends helmet's headers on pages, the API, errors and uploads' answers alike, and no X-Frame-Options", async () => {
    const article = await makeArticle(t.app.ctx);
    for (const url of ["/", `/a/${article.slug}`, "/api/public/settings", "/no-such-page", "/api/nothing"]) {
      const { headers } = await t.anon.get(url);
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("no-referrer");
      expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(headers["x-permitted-cross-domain-policies"], url).toBe("none");
      expect(headers["x-dns-prefetch-control"], url).toBe("off");
      expect(headers["x-xss-protection"], url).toBe("0");
      // Embedding is allowed by the CSP's frame-ancestors (settings), which X-Frame-Options would override.
      expect(headers["x-frame-options"], url).toBeUndefined();
      expect(headers["cross-origin-embedder-policy"], url).toBeUndefined();
      expect(headers["content-security-policy"], url).toContain("frame-ancestors");
    }
  });

  it.each([
    "https://shop.example;sandbox",
    "https://*.example.com",
    "https://shop.example.com/path",
    "'self'",
    "https://shop example.com",
    'https://shop.example.com"',
    "javascript:alert(1)",
    "https://shop.example.com:99999",
  ])("refuses allowed_origins %j with 400 naming the field", async (value) => {
    const admin = await t.as("admin");
    const response = await admin.put("/api/admin/settings", { allowed_origins: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "INVALID_INPUT", field: "allowed_origins" });
    expect(response.json().error.message).toContain("scheme, host and optional port");
  });

  it("accepts scheme://host[:port] lists", async () => {
    const admin = await t.as("admin");
    const value = "https://shop.example.com, http://localhost:8080, https://10.0.0.1:8443";
    const response = await admin.put("/api/admin/settings", { allowed_origins: value });
    expect(response.statusCode).toBe(200);
    const page = await t.anon.get("/");
    expect(page.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' https://shop.example.com http://localhost:8080 https://10.0.0.1:8443",
    );
    await admin.put("/api/admin/settings", { allowed_origins: "" });
  });

  it("keeps every page, the API and the settings screen answering when a bad value is stored directly", async () => {
    const article = await makeArticle(t.app.ctx);
    await storeOriginsDirectly(t, "https://shop.example;sandbox, https://good.example.com");
    const admin = await t.as("admin");
    for (const url of ["/", `/a/${article.slug}`, "/api/public/settings", "/no-such-page"]) {
      const response = await t.anon.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'self' https://good.example.com;");
      expect(csp).not.toContain("sandbox");
    }
    const settings = await admin.get("/api/admin/settings");
    expect(settings.statusCode).toBe(200);
    // The bad entry is dropped, the rest of the settings survive, and the admin can save again.
    expect(settings.json()).toMatchObject({
      allowed_origins: "https://good.example.com",
      site_name: "Still Branded",
    });
    expect((await admin.put("/api/admin/settings", { allowed_origins: "" })).statusCode).toBe(200);
  });

  it("sends Vary: Origin on every public API answer, with or without an Origin", async () => {
    for (const headers of [{}, { origin: "https://elsewhere.example" }]) {
      const response = await t.app.inject({ url: "/api/public/categories", headers });
      expect(response.headers.vary).toContain("Origin");
    }
  });
});
