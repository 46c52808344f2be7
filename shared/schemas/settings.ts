import { z } from "zod";
import { parseAllowedOrigins } from "../allowedOrigins.ts";
import { isInAppPath } from "../inAppPath.ts";
import { text } from "./fields.ts";
import { defaultVerificationIntervalSchema } from "./verification.ts";

const hexColor = text(7).regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1e7e34");

/** An email address to write to: mailto:someone@example.com (optionally ?subject=…). */
const MAILTO = /^mailto:[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/i;
/** A phone number to call: tel: then digits, with an optional + and spaces, dots, dashes or brackets. */
const TEL = /^tel:\+?[\d\s().-]*\d[\d\s().-]*$/i;

/** Link targets in navigation: http(s), a path on this site, an in-page anchor ("#"), mailto: or tel:. */
const linkUrl = text(2000).refine(
  (value) =>
    value === "" ||
    isInAppPath(value) ||
    /^#/.test(value) ||
    /^https?:\/\/\S+$/i.test(value) ||
    MAILTO.test(value) ||
    TEL.test(value),
  "Links must be http(s) URLs, paths starting with /, mailto: or tel: addresses",
);

const imageUrl = text(2000).refine(
  (value) => value === "" || isInAppPath(value) || /^https?:\/\/\S+$/i.test(value),
  "Must be an http(s) URL or a path starting with /",
);

export const navigationLinkSchema = z.strictObject({ name: text(60), url: linkUrl });
export type NavigationLink = z.infer<typeof navigationLinkSchema>;
const linkList = z.array(navigationLinkSchema).max(20, "At most 20 links");

/** Each entry is an origin such as https://shop.example.com: scheme, host, optional port. */
const allowedOrigins = text(4000).superRefine((value, ctx) => {
  const { invalid } = parseAllowedOrigins(value);
  if (invalid.length > 0)
    ctx.addIssue({
      code: "custom",
      message: `Allowed origins must be comma-separated origins like https://shop.example.com (scheme, host and optional port; no path, spaces, quotes, ";" or "*"): ${JSON.stringify(invalid[0]!.slice(0, 100))} is not one`,
    });
});

/**
 * A synonym group, "refund, money back": each entry matches the others at query time. An entry
 * starting with a minus sign, "-pack", switches off the built-in groups holding its terms.
 */
const synonymGroup = text(300).refine(
  (value) =>
    value
      .replace(/^\s*-/, "")
      .split(",")
      .filter((word) => word.trim()).length >= (value.trim().startsWith("-") ? 1 : 2),
  "A synonym group needs at least two comma-separated terms",
);

/** Site settings (admin), plus the search synonyms staff edit (applied when searching). */
export const siteSettingsSchema = z.strictObject({
  site_name: text(100),
  site_logo: imageUrl,
  favicon_url: imageUrl,
  footer_tagline: text(300),
  brand_colors: z.strictObject({ primary: hexColor, accent: hexColor, background: hexColor }),
  default_seo: z.strictObject({ title: text(200), description: text(500), keywords: text(500) }),
  navigation_links: z.strictObject({
    header: linkList,
    footer: z.strictObject({ support: linkList, company: linkList }),
  }),
  allowed_origins: allowedOrigins,
  search_synonyms: z.array(synonymGroup).max(200, "At most 200 synonym groups"),
  /** The verification interval a new article starts with. */
  default_verification_interval: defaultVerificationIntervalSchema,
  /** Staff signing in with a password must have two-factor; without it they set it up first. */
  require_two_factor_for_staff: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/settings: the whole object; fields left out keep their current value. */
export const siteSettingsInputSchema = siteSettingsSchema.partial();
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** Public settings: what visitors may see. */
export const publicSettingsSchema = siteSettingsSchema.pick({
  site_name: true,
  site_logo: true,
  favicon_url: true,
  footer_tagline: true,
  brand_colors: true,
  navigation_links: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
