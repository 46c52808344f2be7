import { z } from "zod";

/** One account many failed sign-ins were aimed at within the last hour. */
export const signInAttackSchema = z.object({
  account: z.string(),
  failures: z.number().int(),
  /** Distinct clients (addresses, an IPv6 one by /64; or devices) the failures came from. */
  clients: z.number().int(),
  lastAt: z.string(),
  /** Past the hourly cap: browsers without the account's device cookie are being held back. */
  heldBack: z.boolean(),
});

export const signInAttacksSchema = z.object({ accounts: z.array(signInAttackSchema) });
export type SignInAttacks = z.infer<typeof signInAttacksSchema>;
