import { dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "../../platform/errors.ts";

/** The message beside the password field; the list is zxcvbn-ts's common passwords (about 49,000). */
export const COMMON_PASSWORD_MESSAGE = "This password is too common";

let common: Set<string> | null = null;

/** Whether the password (in any letter case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * Refuses a password from the common-password list with a 400 naming the form's field: these
 * are the first guesses of every attack, whatever their length. Checked on the server only, so
 * the browser bundles do not carry the list.
 */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, field);
}
