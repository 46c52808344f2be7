import { z } from "zod";
import { text } from "./fields.ts";

/** A code from the authenticator app: six digits (spaces typed between them are ignored). */
const authenticatorCode = text(20)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** What the sign-in's second step and turning two-factor off accept: an app code or a recovery code. */
const codeOrRecoveryCode = text(40)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, "Enter the code from your authenticator app or a recovery code"));

/** The answer to a right password when the account has two-factor: the second step comes next. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/login/two-factor: the second step of signing in. */
export const twoFactorSignInSchema = z.strictObject({ code: codeOrRecoveryCode });
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

/** GET /api/user/two-factor: one's own two-factor state (never the secret). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recoveryCodesLeft: z.number(),
  /** Whether the admins require two-factor of staff. */
  requiredForStaff: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup: a new secret, shown this once, to add to the app. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/user/two-factor/confirm: the first code from the app. */
export const twoFactorConfirmSchema = z.strictObject({ code: authenticatorCode });
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** The answer to a confirmed set-up: the ten recovery codes, shown this once. */
export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** POST /api/user/two-factor/disable: proof that it is the owner, the password or a code. */
export const twoFactorDisableSchema = z
  .strictObject({
    password: text(200).optional(),
    code: text(40).optional(),
  })
  .refine((value) => !!value.password || !!value.code?.trim(), {
    message: "Enter your password or a code to turn two-factor off",
    path: ["password"],
  });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;
