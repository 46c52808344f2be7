import { randomInt } from "node:crypto";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: read off paper without doubt. 31 symbols × 16 ≈ 79 bits per code. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 16;

/** A fresh recovery code, "abcd-efgh-jkmn-pqrs". */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join("-");
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** As typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, "");
}

/**
 * What is stored: an argon2id hash (random salt) of the normalized code, as for passwords. The
 * codes carry about 79 bits, short of the 112 that would make a plain hash safe against offline
 * guessing from a stolen database.
 */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normalizeRecoveryCode(code));
}

export function recoveryCodeMatches(storedHash: string, typed: string): Promise<boolean> {
  return verifyPassword(storedHash, normalizeRecoveryCode(typed));
}
