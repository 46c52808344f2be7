import { beforeEach, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { startFromDefaultSettings } from "../../../test/support/defaultSettings.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("site settings", (t) => {
  beforeEach(async () => {
    await startFromDefaultSettings(t.app.ctx);
  });

  it("answers the defaults when nothing is stored, publicly cached for 5 minutes", async () => {
    const response = await t.anon.get("/api/public/settings");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const body = response.json();
    expect(body).toEqual({
      site_name: "Help Center",
      site_logo: "",
      favicon_url: "",
      footer_tagline: "Premium outdoor equipment for your adventures.",
      brand_colors: { primary: "#1e7e34", accent: "#fd7e14", background: "#f8f9fa" },
      navigation_links: defaultSiteSettings.navigation_links,
    });
    expect(body.navigation_links.header.map((l: { name: string }) => l.name)).toEqual(["Support", "Contact"]);
  });

  it("lets an admin read and save the whole object; visitors see the public part at once", async () => {
    const admin = await t.as("admin");
    const current = await admin.get("/api/admin/settings");
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(defaultSiteSettings);
    let notified = 0;
    const listener = () => {
      notified += 1;
    };
    const unsubscribe = t.app.ctx.contentChanges.subscribe("settings test", listener);
    const next = {
      ...defaultSiteSettings,
      site_name: "Trailhead Help",
      site_logo: "https://cdn.example.com/logo.png",
      favicon_url: "/favicon.ico",
      brand_colors: { primary: "#112233", accent: "#AABBCC", background: "#ffffff" },
      default_seo: { title: "Trailhead", description: "Answers", keywords: "tents, stoves" },
      navigation_links: {
        header: [{ name: "Shop", url: "https://shop.example.com" }],
        footer: { support: [{ name: "Help", url: "/" }], company: [{ name: "Top", url: "#top" }] },
      },
      allowed_origins: "https://shop.example.com, http://localhost:8080",
      search_synonyms: ["refund, money back"],
    };
    const saved = await admin.put("/api/admin/settings", next);
    unsubscribe();
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(next);
    expect(notified).toBe(1);
    expect((await admin.get("/api/admin/settings")).json()).toEqual(next);
    const publicBody = (await t.anon.get("/api/public/settings")).json();
    expect(publicBody.site_name).toBe("Trailhead Help");
    expect(publicBody.brand_colors.primary).toBe("#112233");
    // Staff-only fields never reach visitors.
    expect(publicBody).not.toHaveProperty("allowed_origins");
    expect(publicBody).not.toHaveProperty("default_seo");
    expect(publicBody).not.toHaveProperty("search_synonyms");
    // The CSP follows the saved origins at once (embed mode).
    const page = await t.anon.get("/api/public/settings");
    expect(page.headers["content-security-policy"]).toContain("https://shop.example.com");

    // A save of some fields keeps the others.
    const partial = await admin.put("/api/admin/settings", { footer_tagline: "Gear for the long way." });
    expect(partial.json()).toMatchObject({
      site_name: "Trailhead Help",
      footer_tagline: "Gear for the long way.",
    });
  });

  it.each([
    [
      { brand_colors: { primary: "green", accent: "#fd7e14", background: "#f8f9fa" } },
      "brand_colors.primary",
    ],
    [
      { brand_colors: { primary: "#12345", accent: "#fd7e14", background: "#f8f9fa" } },
      "brand_colors.primary",
    ],
    [{ site_logo: "javascript:alert(1)" }, "site_logo"],
    [{ favicon_url: "//evil.example/x.ico" }, "favicon_url"],
    [
      {
        navigation_links: {
          header: [{ name: "x", url: "javascript:alert(1)" }],
          footer: { support: [], company: [] },
        },
      },
      "navigation_links.header.0.url",
    ],
    [
      {
        navigation_links: {
          header: [{ name: "x", url: "/\\evil.com" }],
          footer: { support: [], company: [] },
        },
      },
      "navigation_links.header.0.url",
    ],
    [
      {
        navigation_links: {
          header: [],
          footer: { support: [{ name: "x", url: "//evil.com" }], company: [] },
        },
      },
      "navigation_links.footer.support.0.url",
    ],
    [
      {
        navigation_links: {
          header: [{ name: "Mail", url: "mailto:" }],
          footer: { support: [], company: [] },
        },
      },
      "navigation_links.header.0.url",
    ],
    [
      {
        navigation_links: {
          header: [],
          footer: { support: [{ name: "Call", url: "tel:call-us" }], company: [] },
        },
      },
      "navigation_links.footer.support.0.url",
    ],
    [{ allowed_origins: "https://shop.example.com/path" }, "allowed_origins"],
    [{ allowed_origins: "not an origin" }, "allowed_origins"],
    [{ search_synonyms: ["lonely"] }, "search_synonyms.0"],
    [{ site_name: 42 }, "site_name"],
    [{ unknown_setting: true }, undefined],
  ])("refuses %j with 400 naming the field, storing nothing", async (body, field) => {
    const admin = await t.as("admin");
    const before = await t.db.selectFrom("settings").selectAll().execute();
    const response = await admin.put("/api/admin/settings", body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_INPUT");
    if (field) expect(response.json().error.field).toBe(field);
    expect(await t.db.selectFrom("settings").selectAll().execute()).toEqual(before);
  });

  it("takes mailto: and tel: addresses as header and footer links", async () => {
    const admin = await t.as("admin");
    const links = {
      header: [{ name: "Email us", url: "mailto:help@example.com?subject=Order" }],
      footer: {
        support: [{ name: "Call us", url: "tel:+1 (555) 010-0199" }],
        company: [{ name: "Press", url: "mailto:press@example.com" }],
      },
    };
    const saved = await admin.put("/api/admin/settings", { navigation_links: links });
    expect(saved.statusCode).toBe(200);
    expect((await t.anon.get("/api/public/settings")).json().navigation_links).toEqual(links);
  });

  it("lets the allowed origins read the public settings across sites, without credentials", async () => {
    const admin = await t.as("admin");
    await admin.put("/api/admin/settings", { allowed_origins: "https://shop.example.com" });
    const allowed = await t.app.inject({
      url: "/api/public/settings",
      headers: { origin: "https://shop.example.com" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://shop.example.com");
    expect(allowed.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/public/settings",
      headers: { origin: "https://shop.example.com", "access-control-request-method": "GET" },
    });
    expect(preflight.statusCode).toBe(204);
    const stranger = await t.app.inject({
      url: "/api/public/settings",
      headers: { origin: "https://evil.example" },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps settings for admins: editors get 403, visitors 401", async () => {
    const editor = await t.as("editor");
    expect((await editor.get("/api/admin/settings")).statusCode).toBe(403);
    expect((await editor.put("/api/admin/settings", { site_name: "Hacked" })).statusCode).toBe(403);
    expect((await t.anon.get("/api/admin/settings")).statusCode).toBe(401);
    expect((await t.anon.get("/api/public/settings")).json().site_name).not.toBe("Hacked");
  });
});
