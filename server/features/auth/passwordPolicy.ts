import { badRequest } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./commonPasswords.ts";

export const CONTEXT_PASSWORD_MESSAGE =
  "This password is too easy to guess from the site's name or your email";

/**
 * Words an attacker of any Cairn help center tries first, whatever the site is called: the
 * product, what the site is, and the staff roles. The site's name, the account's email and
 * PASSWORD_CONTEXT_WORDS join them (docs/SECURITY.md lists them all).
 */
export const PRODUCT_WORDS = [
  "cairn",
  "help",
  "helpcenter",
  "helpdesk",
  "support",
  "knowledge",
  "knowledgebase",
  "docs",
  "admin",
  "administrator",
  "editor",
  "staff",
  "portal",
  "login",
  "signin",
];

/** What remains of a password once its context words are taken out must be this long. */
const MIN_REMAINDER = 6;

/** Digits and symbols people put in place of letters; "1" stands for both i and l. */
const SUBSTITUTES: Record<string, string> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

function spellings(password: string): string[] {
  const lower = [...password.toLowerCase()].map((char) => SUBSTITUTES[char] ?? char).join("");
  return [lower.replaceAll("1", "i"), lower.replaceAll("1", "l")];
}

/** Lower-case runs of letters and digits at least `min` long. */
function wordsOf(text: string, min: number): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= min);
}

/**
 * The context words for one account: the product words, the site's name (whole and word by
 * word), the email's name part (whole and piece by piece) and its domain's names, and the
 * operator's own words.
 */
export function contextWords(siteName: string, email: string, extra: readonly string[]): string[] {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const words = new Set([
    ...PRODUCT_WORDS,
    ...wordsOf(siteName, 4),
    wordsOf(siteName, 1).join(""),
    ...wordsOf(local, 3),
    wordsOf(local, 1).join(""),
    // The domain's labels but the last (com, org, uk): "trailhead" of trailhead-gear.co.uk.
    ...domain
      .split(".")
      .slice(0, -1)
      .flatMap((label) => wordsOf(label, 4)),
    ...extra.flatMap((word) => [...wordsOf(word, 3), wordsOf(word, 1).join("")]),
  ]);
  words.delete("");
  // Spelt as passwords are compared (a site called "Camp4 Gear" gives "campagear"), both ways for "1".
  const spelt = new Set([...words].flatMap(spellings));
  // Longest first, so that "knowledgebase" goes whole before "knowledge" takes part of it.
  return [...spelt].sort((a, b) => b.length - a.length);
}

/**
 * Whether the password is little more than context words: with letter case and the usual
 * substitutions (0 for o, @ for a) undone and every context word taken out, fewer than six
 * characters remain. "Trailhead2024!" on a site named Trailhead is refused; a long phrase that
 * happens to contain the name is not.
 */
export function isContextPassword(password: string, words: readonly string[]): boolean {
  return spellings(password).some((spelling) => {
    let rest = spelling;
    for (const word of words) rest = rest.replaceAll(word, "");
    return rest.length < MIN_REMAINDER;
  });
}

/**
 * Refuses, with a 400 naming the form's field, a password from the common-password list or
 * made of the context words of the site and the account (`email`). Checked on the server only.
 */
export async function assertAcceptablePassword(
  ctx: AppContext,
  password: string,
  { field, email }: { field: string; email: string },
): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, field);
  const settings = await ctx.settings.get();
  const words = contextWords(settings.site_name, email, ctx.config.passwordContextWords);
  if (isContextPassword(password, words)) throw badRequest(CONTEXT_PASSWORD_MESSAGE, field);
}
