import { expect, it } from "vitest";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { settingsChanges } from "./settingsChanges.ts";

it("names every changed setting but copies only small values, and never a secret's", () => {
  const before = {
    ...defaultSiteSettings,
    sso: { client_id: "cairn", client_secret: "old-secret-value" },
  } as unknown as SiteSettings;
  const after = {
    ...before,
    footer_tagline: "x".repeat(400),
    default_seo: { ...before.default_seo, title: "Trail help" },
    sso: { client_id: "cairn-2", client_secret: "new-secret-value" },
  } as unknown as SiteSettings;
  const { keys, changes } = settingsChanges(before, after);
  expect(keys).toEqual(["footer_tagline", "default_seo.title", "sso.client_id", "sso.client_secret"]);
  expect(changes).toEqual({
    "default_seo.title": [defaultSiteSettings.default_seo.title, "Trail help"],
    "sso.client_id": ["cairn", "cairn-2"],
  });
  expect(JSON.stringify(changes)).not.toContain("secret-value");
  expect(settingsChanges(before, { ...before })).toEqual({ keys: [], changes: {} });
});
