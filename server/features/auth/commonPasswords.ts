/** The message beside the password field; the list is zxcvbn-ts's common passwords (about 49,000). */
export const COMMON_PASSWORD_MESSAGE = "This password is too common";

let common: Promise<Set<string>> | null = null;

/**
 * Whether the password (in any letter case) is on the common-password list. The list is loaded
 * at the first check, not at start-up: its 49,000 strings and the package's other word lists
 * held 5 MB of the heap in every process, most of which never sets a password.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}
