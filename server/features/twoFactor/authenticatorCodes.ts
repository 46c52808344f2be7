import { Secret, TOTP } from "otpauth";

/** RFC 6238 defaults, the ones every authenticator app reads from the QR code. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/**
 * At set-up only, a code from the step before or after is accepted too, to learn how far the
 * phone's clock is off. Sign-in then takes exactly the step the phone is known to show, so a code
 * is good for the 30 seconds of its own step and no longer.
 */
const SETUP_DRIFT_STEPS = 1;

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
 * Set-up: how many steps the app that shows this code now is ahead of (positive) or behind
 * (negative) the server, within one step either way; null when the code is not one of those.
 */
export function learnClockOffset(secret: string, code: string, nowMs: number): number | null {
  return totpFor(secret).validate({ token: code, timestamp: nowMs, window: SETUP_DRIFT_STEPS });
}

/** The time step an app whose clock is `offsetSteps` off shows a code for now. */
export function deviceStep(nowMs: number, offsetSteps: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + offsetSteps;
}

/**
 * Sign-in: whether the code is the one the app shows now, for exactly the step it is known to be
 * at (no step either side). The caller also refuses a step at or before the last one accepted, so
 * no code works twice.
 */
export function isCodeOfStep(secret: string, code: string, step: number): boolean {
  const timestamp = step * PERIOD_SECONDS * 1000;
  return totpFor(secret).validate({ token: code, timestamp, window: 0 }) === 0;
}
