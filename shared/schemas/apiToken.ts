import { z } from "zod";
import { requiredText } from "./fields.ts";

/** What a token may do: `read` calls GET routes only; `write` does what an editor may. */
export const apiTokenScopes = ["read", "write"] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** POST /api/admin/tokens: a name to recognise it by, its scope, and an optional expiry. */
export const apiTokenCreateSchema = z.strictObject({
  name: requiredText(100, "Give the token a name"),
  scope: z.enum(apiTokenScopes, { message: "Choose read or write" }),
  /** An instant, or a day (the token works to the end of that day, UTC); none: it never expires. */
  expiresAt: z
    .union([
      z.iso.datetime({ offset: true, message: "Expiry must be a date, e.g. 2030-01-31" }),
      z.iso.date({ message: "Expiry must be a date, e.g. 2030-01-31" }),
      z.literal(""),
      z.null(),
    ])
    .optional()
    .transform((value) => {
      if (!value) return null;
      return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value).toISOString();
    }),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** A token as the list shows it: never the token nor its hash. */
export const apiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a create: the only time the token itself is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
