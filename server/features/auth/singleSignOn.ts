import { randomBytes } from "node:crypto";
import { staffRoles } from "../../../shared/schemas/user.ts";
import type { SingleSignOnRefusal } from "../../../shared/singleSignOn.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { createAccount } from "../users/userAccounts.ts";
import { findUserByEmail, recordSignIn, updateUserRow } from "../users/userRepo.ts";
import { passwordSignInAllowed } from "./passwordSignInAllowed.ts";
import { auditSingleSignOn } from "./singleSignOnAudit.ts";
import type { ProviderIdentity } from "./singleSignOnProvider.ts";
import { findUserByIdentity, insertUserIdentity, subjectOfUser } from "./userIdentityRepo.ts";

/** The provider vouched for someone Cairn will not sign in; `reason` names the sign-in page's message. */
export class SingleSignOnRefused extends Error {
  constructor(readonly reason: SingleSignOnRefusal) {
    super(`single sign-on refused: ${reason}`);
    this.name = "SingleSignOnRefused";
  }
}

const isStaff = (user: UserRow) => (staffRoles as readonly string[]).includes(user.role);

/** Why this identity may not sign in at all, whoever it matches; null when it may. */
function identityRefusal(
  identity: ProviderIdentity,
  settings: NonNullable<AppConfig["singleSignOn"]>,
): SingleSignOnRefusal | null {
  if (!identity.email) return "no_email";
  // An unverified email is only what someone typed at the provider: it proves nothing.
  if (!identity.emailVerified) return "unverified_email";
  const domain = identity.email.slice(identity.email.lastIndexOf("@") + 1);
  if (!settings.allowedDomains.includes(domain)) return "domain";
  return null;
}

/**
 * The staff account a provider identity signs in to. The identity's email must be verified and
 * within OIDC_ALLOWED_DOMAINS. An account already linked to the identity's subject is that
 * account; otherwise the account with the email, which is then linked (a later identity with the
 * same email but another subject, say an address reassigned at the provider, is refused); an
 * unknown email gets a new account with OIDC_DEFAULT_ROLE. A customer account is refused, never
 * made staff. Every outcome, refusals included, goes to the audit log.
 */
export async function accountForIdentity(ctx: AppContext, identity: ProviderIdentity): Promise<UserRow> {
  const settings = ctx.config.singleSignOn;
  if (!settings) throw new Error("single sign-on is not configured");
  const refuse = async (reason: SingleSignOnRefusal, userId: number | null): Promise<never> => {
    await auditSingleSignOn(ctx.db, { kind: "refused", reason, userId, email: identity.email });
    throw new SingleSignOnRefused(reason);
  };
  const refusal = identityRefusal(identity, settings);
  if (refusal) return refuse(refusal, null);
  const email = identity.email!;
  const now = new Date().toISOString();

  const linked = await findUserByIdentity(ctx.db, identity.issuer, identity.subject);
  const existing = linked ?? (await findUserByEmail(ctx.db, email));
  if (existing) {
    if (!isStaff(existing)) return refuse("customer_account", existing.id);
    if (!linked) {
      const subject = await subjectOfUser(ctx.db, existing.id, identity.issuer);
      if (subject !== null && subject !== identity.subject) return refuse("other_identity", existing.id);
    }
    await ctx.db.transaction().execute(async (trx) => {
      if (!linked)
        await insertUserIdentity(trx, {
          issuer: identity.issuer,
          subject: identity.subject,
          userId: existing.id,
          createdAt: now,
        });
      await recordSignIn(trx, existing.id, now);
      // "Must change password" guards against a password an admin knows; when staff cannot sign
      // in with a password at all (OIDC_ONLY), asking for a new one would only block the portal.
      if (existing.mustChangePassword && !passwordSignInAllowed(ctx.config, existing))
        await updateUserRow(trx, existing.id, {
          email: existing.email,
          role: existing.role,
          mustChangePassword: 0,
        });
    });
    const passwordUnused = existing.mustChangePassword && !passwordSignInAllowed(ctx.config, existing);
    return { ...existing, lastLoginAt: now, ...(passwordUnused ? { mustChangePassword: 0 } : {}) };
  }

  const role = settings.defaultRole;
  return ctx.db.transaction().execute(async (trx) => {
    // A password nobody knows: the account signs in through the provider (or after a reset link).
    const created = await createAccount(
      { db: trx, dialect: ctx.dialect },
      { email, password: randomBytes(32).toString("base64url"), role, lastLoginAt: now },
    );
    await insertUserIdentity(trx, {
      issuer: identity.issuer,
      subject: identity.subject,
      userId: created.id,
      createdAt: now,
    });
    await auditSingleSignOn(trx, { kind: "account_created", userId: created.id, role });
    return created;
  });
}
