import { dictionary } from "@zxcvbn-ts/language-common";

/** The message beside the password field; the list is zxcvbn-ts's common passwords (about 49,000). */
export const COMMON_PASSWORD_MESSAGE = "This password is too common";

let common: Set<string> | null = null;

/** Whether the password (in any letter case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
