import { Secret, TOTP } from "otpauth";

/** RFC 6238 defaults, the ones every authenticator app reads from the QR code. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes from the step before and after are accepted too: phones' clocks drift. */
const DRIFT_STEPS = 1;

function totpFor(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newAuthenticatorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function authenticatorUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/**
 * The time step the code belongs to when it is right for now (within the drift allowed), else
 * null. The caller refuses a step at or before the last one accepted, so no code works twice.
 */
export function stepOfCode(secret: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}
