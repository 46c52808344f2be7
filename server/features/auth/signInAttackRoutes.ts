import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { signInAttacksSchema } from "../../../shared/schemas/signInAttacks.ts";
import { clock } from "../../platform/clock.ts";
import { requireAdmin } from "./authPlugin.ts";
import { listAccountsFailingSince } from "./loginFailureRepo.ts";
import { ACCOUNT_FAILURES_PER_HOUR } from "./loginThrottle.ts";

/** A quarter of the hourly cap: enough failures on one account to be an attack, not a typo. */
const ATTACK_THRESHOLD = Math.ceil(ACCOUNT_FAILURES_PER_HOUR / 4);
const HOUR_MS = 3_600_000;

/** GET /api/admin/security/sign-in-attacks: accounts under a guessing attack this hour (admins). */
export async function signInAttackRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/security/sign-in-attacks",
    {
      onRequest: requireAdmin,
      schema: { response: { 200: signInAttacksSchema, ...signedInErrorResponses } },
    },
    async () => {
      const rows = await listAccountsFailingSince(
        app.ctx.db,
        new Date(clock.nowMs() - HOUR_MS),
        ATTACK_THRESHOLD,
      );
      return {
        accounts: rows.map((row) => ({ ...row, heldBack: row.failures >= ACCOUNT_FAILURES_PER_HOUR })),
      };
    },
  );
}
