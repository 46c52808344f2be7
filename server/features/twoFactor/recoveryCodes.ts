import { createHash, randomInt } from "node:crypto";

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
 * What is stored: the SHA-256 of the normalized code. The codes are random and long, so a fast
 * hash is enough (nothing to guess offline), and it lets a sign-in find the code by its hash.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}
