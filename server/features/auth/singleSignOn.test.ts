import type { AddressInfo } from "node:net";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestIdentityProvider, type TestAccount } from "../../../test/support/oidcProvider.ts";
import { describeEachDatabase, SITE_ORIGIN, type TestContext } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { loadConfig } from "../../platform/config.ts";

const provider = await startTestIdentityProvider();
afterAll(() => provider.stop());
/** A test may move the server's clock (two-factor codes); every test after it starts from the real time. */
afterEach(() => clock.reset());

const singleSignOn = {
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  allowedDomains: ["example.com"],
  defaultRole: "editor" as const,
  displayName: "Example SSO",
  secondFactorAcr: [] as string[],
};

/**
 * A browser's cookies, kept per origin (Cairn and the provider listen on different ports), sent
 * back with each request as a browser would.
 */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }

  async get(url: string): Promise<Response> {
    const { origin } = new URL(url);
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split("=")[1] ?? "") < Date.now()),
      );
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until an answer that is not one, or until `stopAt` says so. */
  async follow(url: string, stopAt?: (next: URL) => boolean): Promise<{ url: URL; response: Response }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await this.get(current.href);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
      if (stopAt?.(current)) return { url: current, response };
    }
    throw new Error("too many redirects");
  }
}

/** Starts the suite's app on a free loopback port the provider may send browsers back to; its origin. */
async function listenForProvider(t: TestContext): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  provider.allowRedirectUri(`${origin}/api/auth/oidc/callback`);
  return origin;
}

/** The first admin (ADMIN_EMAIL) in the OIDC_ONLY suite. */
const BREAK_GLASS = "break-glass@example.com";

const isCallback = (url: URL) => url.pathname === "/api/auth/oidc/callback";

describeEachDatabase(
  "single sign-on (OpenID Connect)",
  (t: TestContext) => {
    let cairn = "";
    beforeAll(async () => {
      cairn = await listenForProvider(t);
    });

    /** The whole round trip as `account`, from Cairn's start to where the browser lands. */
    async function signInThroughProvider(account: TestAccount, browser = new Browser(), next?: string) {
      provider.signInAs(account);
      const start = `${cairn}/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ""}`;
      const landed = await browser.follow(start);
      return { browser, landed: landed.url, session: browser.cookie(cairn, "cairn_session") };
    }

    async function currentUser(browser: Browser) {
      const response = await browser.get(`${cairn}/api/user`);
      return { status: response.status, body: (await response.json()) as { email?: string; role?: string } };
    }

    const refusal = (landed: URL) => landed.searchParams.get("sso_error");

    it("goes to the provider with PKCE (S256), state and nonce, then creates an editor and signs them in", async () => {
      const email = `first-hiker-${t.dialect}@example.com`;
      const browser = new Browser();
      const start = await browser.get(`${cairn}/api/auth/oidc/start?next=%2Fadmin%2Farticles`);
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get("location")!);
      expect(authorize.origin).toBe(provider.issuer);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
      expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
      expect(authorize.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${cairn}/api/auth/oidc/callback`);
      expect(authorize.searchParams.get("scope")).toBe("openid email");
      // The round trip's secrets live in an httpOnly cookie only the callback path sees.
      expect(start.headers.getSetCookie().join("\n")).toMatch(
        /cairn_sso=.*Path=\/api\/auth\/oidc.*HttpOnly/i,
      );

      provider.signInAs({ sub: `sub-first-${t.dialect}`, email, email_verified: true });
      const landed = await browser.follow(authorize.href);
      expect(landed.url.pathname + landed.url.search).toBe("/admin/articles");
      expect(browser.cookie(cairn, "cairn_session")).toBeTruthy();
      // The round trip's cookie is spent.
      expect(browser.cookie(cairn, "cairn_sso")).toBeUndefined();
      expect(await currentUser(browser)).toEqual({
        status: 200,
        body: expect.objectContaining({ email, role: "editor" }),
      });

      // The same kind of session a password gives: it is in the account screen's list, marked as single sign-on.
      const sessions = (await (await browser.get(`${cairn}/api/user/sessions`)).json()) as {
        current: boolean;
        singleSignOn: boolean;
      }[];
      expect(sessions).toEqual([expect.objectContaining({ current: true, singleSignOn: true })]);

      // Signing in again with the same subject is the same account, not a second one.
      const again = await signInThroughProvider({
        sub: `sub-first-${t.dialect}`,
        email,
        email_verified: true,
      });
      expect((await currentUser(again.browser)).body.email).toBe(email);
      const rows = await t.db.selectFrom("users").select("id").where("email", "=", email).execute();
      expect(rows).toHaveLength(1);

      const audit = await t.db
        .selectFrom("auditLog")
        .select(["action", "summary"])
        .where("entityId", "=", rows[0]!.id)
        .where("action", "in", ["auth.sso_account_created", "auth.sign_in"])
        .orderBy("id")
        .execute();
      expect(audit).toEqual([
        { action: "auth.sso_account_created", summary: "Account created by single sign-on, role editor" },
        { action: "auth.sign_in", summary: "Signed in (single sign-on)" },
        { action: "auth.sign_in", summary: "Signed in (single sign-on)" },
      ]);
    });

    it("matches an existing staff account by verified email and keeps its role", async () => {
      const admin = await t.createUser({ email: `matched-admin-${t.dialect}@example.com`, role: "admin" });
      const { browser, landed } = await signInThroughProvider({
        sub: `sub-admin-${t.dialect}`,
        email: admin.email.toUpperCase(),
        email_verified: true,
      });
      expect(landed.pathname).toBe("/admin");
      expect((await currentUser(browser)).body).toMatchObject({ email: admin.email, role: "admin" });
    });

    it("holds a one-factor sign-in on the two-factor set-up when staff must have it, not one the provider made multi-factor", async () => {
      const admin = await t.signIn((await t.createUser({ role: "admin" })).email);
      expect(
        (await admin.put("/api/admin/settings", { require_two_factor_for_staff: true })).statusCode,
      ).toBe(200);
      try {
        const held = await signInThroughProvider({
          sub: `sub-one-factor-${t.dialect}`,
          email: `one-factor-${t.dialect}@example.com`,
          email_verified: true,
          amr: ["pwd"],
        });
        expect((await currentUser(held.browser)).body).toMatchObject({ twoFactorSetupRequired: true });
        expect((await held.browser.get(`${cairn}/api/admin/articles`)).status).toBe(403);

        // Microsoft Entra ID's answer after a password and an app prompt.
        const through = await signInThroughProvider({
          sub: `sub-two-factor-${t.dialect}`,
          email: `two-factor-${t.dialect}@example.com`,
          email_verified: true,
          amr: ["pwd", "mfa"],
        });
        expect((await currentUser(through.browser)).body).toMatchObject({ twoFactorSetupRequired: false });
        expect((await through.browser.get(`${cairn}/api/admin/articles`)).status).toBe(200);
      } finally {
        await admin.put("/api/admin/settings", { require_two_factor_for_staff: false });
      }
    });

    it("asks an account with two-factor for its code after a one-factor sign-in, and signs in only with it", async () => {
      const editor = await t.createUser({ email: `sso-with-code-${t.dialect}@example.com`, role: "editor" });
      const own = await t.signIn(editor.email);
      const { secret } = (await own.post("/api/user/two-factor/setup")).json() as { secret: string };
      const code = () =>
        new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.nowMs() });
      // One second into a time step of the server's clock, so the code is still the app's when it arrives.
      const nextStep = () => clock.set(new Date((Math.floor(clock.nowMs() / 30_000) + 1) * 30_000 + 1_000));
      nextStep();
      expect((await own.post("/api/user/two-factor/confirm", { code: code() })).statusCode).toBe(200);

      const { browser, landed, session } = await signInThroughProvider(
        { sub: `sub-with-code-${t.dialect}`, email: editor.email, email_verified: true },
        new Browser(),
        "/admin/articles",
      );
      expect(landed.pathname).toBe("/auth");
      expect(landed.searchParams.get("two_factor")).toBe("1");
      expect(landed.searchParams.get("next")).toBe("/admin/articles");
      expect(session).toBeUndefined();
      expect((await currentUser(browser)).status).toBe(401);

      // The code the confirmation used is spent: the next step's is the one to give.
      const challenge = `cairn_two_factor=${browser.cookie(cairn, "cairn_two_factor")}`;
      nextStep();
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/api/login/two-factor",
        headers: { cookie: challenge, origin: SITE_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ code: code() }),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ email: editor.email, twoFactorSetupRequired: false });

      // The same account through a provider that confirms a second factor is not asked again.
      const confirmed = await signInThroughProvider({
        sub: `sub-with-code-${t.dialect}`,
        email: editor.email,
        email_verified: true,
        amr: ["pwd", "otp"],
      });
      expect(confirmed.landed.pathname).toBe("/admin");
      expect((await currentUser(confirmed.browser)).status).toBe(200);
    });

    it("refuses a customer account instead of making it staff", async () => {
      const customer = await t.createUser({ email: `shopper-${t.dialect}@example.com`, role: "customer" });
      const { browser, landed, session } = await signInThroughProvider({
        sub: `sub-shopper-${t.dialect}`,
        email: customer.email,
        email_verified: true,
      });
      expect(landed.pathname).toBe("/auth");
      expect(refusal(landed)).toBe("customer_account");
      expect(session).toBeUndefined();
      expect((await currentUser(browser)).status).toBe(401);
      const row = await t.db
        .selectFrom("users")
        .select("role")
        .where("id", "=", customer.id)
        .executeTakeFirst();
      expect(row?.role).toBe("customer");
    });

    it("refuses an email outside the allowed domains and creates no account", async () => {
      const email = `outsider-${t.dialect}@elsewhere.org`;
      const { landed, session } = await signInThroughProvider({
        sub: `sub-outsider-${t.dialect}`,
        email,
        email_verified: true,
      });
      expect(refusal(landed)).toBe("domain");
      expect(session).toBeUndefined();
      expect(await t.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
      const audit = await t.db
        .selectFrom("auditLog")
        .select("summary")
        .where("action", "=", "auth.sso_refused")
        .execute();
      expect(audit.map((entry) => entry.summary)).toContain(`Single sign-on refused for ${email}: domain`);
    });

    it("refuses an email the provider has not verified, even of an existing staff account", async () => {
      const editor = await t.createUser({ email: `unverified-${t.dialect}@example.com`, role: "editor" });
      const { landed, session } = await signInThroughProvider({
        sub: `sub-unverified-${t.dialect}`,
        email: editor.email,
        email_verified: false,
      });
      expect(refusal(landed)).toBe("unverified_email");
      expect(session).toBeUndefined();
      const missing = await signInThroughProvider({ sub: `sub-no-claim-${t.dialect}`, email: editor.email });
      expect(refusal(missing.landed)).toBe("unverified_email");
    });

    it("refuses a second provider subject for an account already linked to another", async () => {
      const email = `linked-${t.dialect}@example.com`;
      const first = await signInThroughProvider({
        sub: `sub-linked-a-${t.dialect}`,
        email,
        email_verified: true,
      });
      expect(first.session).toBeTruthy();
      const second = await signInThroughProvider({
        sub: `sub-linked-b-${t.dialect}`,
        email,
        email_verified: true,
      });
      expect(refusal(second.landed)).toBe("other_identity");
      expect(second.session).toBeUndefined();
    });

    it("refuses the provider's answer in a browser that did not begin that sign-in (state)", async () => {
      const email = `csrf-${t.dialect}@example.com`;
      // The attacker begins a sign-in and stops at the callback address the provider hands back.
      const attacker = new Browser();
      provider.signInAs({ sub: `sub-attacker-${t.dialect}`, email, email_verified: true });
      const stopped = await attacker.follow(`${cairn}/api/auth/oidc/start`, isCallback);
      expect(isCallback(stopped.url)).toBe(true);

      // The victim, with a sign-in of their own under way, is made to open the attacker's callback.
      const victim = new Browser();
      await victim.get(`${cairn}/api/auth/oidc/start`);
      expect(victim.cookie(cairn, "cairn_sso")).toBeTruthy();
      const landed = await victim.follow(stopped.url.href);
      expect(refusal(landed.url)).toBe("failed");
      expect(victim.cookie(cairn, "cairn_session")).toBeUndefined();

      // Without any round trip under way the answer is "expired", never an error page.
      const stranger = await new Browser().follow(stopped.url.href);
      expect(refusal(stranger.url)).toBe("expired");
      expect(stranger.response.status).toBe(200);
    });

    it("refuses an ID token whose nonce is not the one this sign-in sent", async () => {
      const browser = new Browser();
      const start = await browser.get(`${cairn}/api/auth/oidc/start`);
      const authorize = new URL(start.headers.get("location")!);
      authorize.searchParams.set("nonce", "a-nonce-chosen-by-someone-else-0123456789");
      provider.signInAs({
        sub: `sub-nonce-${t.dialect}`,
        email: `nonce-${t.dialect}@example.com`,
        email_verified: true,
      });
      const landed = await browser.follow(authorize.href);
      expect(refusal(landed.url)).toBe("failed");
      expect(browser.cookie(cairn, "cairn_session")).toBeUndefined();
    });

    it("takes a refusal at the provider back to the sign-in page", async () => {
      const browser = new Browser();
      const start = await browser.get(`${cairn}/api/auth/oidc/start`);
      const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
      const landed = await browser.follow(
        `${cairn}/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      );
      expect(refusal(landed.url)).toBe("cancelled");
      expect(landed.response.status).toBe(200);
    });

    it("offers the button on the sign-in page and sends other next addresses to /admin", async () => {
      const page = await t.anon.get("/auth");
      expect(page.body).toContain('"singleSignOn":{"displayName":"Example SSO","only":false}');
      const start = await t.anon.get("/api/auth/oidc/start?next=https%3A%2F%2Fevil.example%2F");
      expect(start.statusCode).toBe(302);
      const email = `next-${t.dialect}@example.com`;
      const { landed } = await signInThroughProvider(
        { sub: `sub-next-${t.dialect}`, email, email_verified: true },
        new Browser(),
        "//evil.example/admin",
      );
      expect(landed.href).toBe(`${cairn}/admin`);
    });
  },
  { singleSignOn },
);

describeEachDatabase(
  "OIDC_ONLY: staff sign in through the provider; the first admin keeps a password",
  (t) => {
    let cairn = "";
    beforeAll(async () => {
      cairn = await listenForProvider(t);
    });

    it("refuses staff passwords, not the break-glass admin's nor customers'", async () => {
      const editor = await t.createUser({
        email: `sso-only-editor-${t.dialect}@example.com`,
        role: "editor",
      });
      const refused = await t.anon.post("/api/login", { email: editor.email, password: "password123" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "PASSWORD_SIGN_IN_DISABLED",
        message: "Staff sign in with Example SSO: password sign-in is turned off.",
      });
      expect(refused.cookies.find((cookie) => cookie.name === "cairn_session")).toBeUndefined();
      // A wrong password answers as it always does: the refusal says nothing without the password.
      const wrong = await t.anon.post("/api/login", { email: editor.email, password: "not-the-password" });
      expect(wrong.statusCode).toBe(401);

      await t.createUser({ email: BREAK_GLASS, role: "admin", password: "break-glass-password" });
      const admin = await t.signIn(BREAK_GLASS, "break-glass-password");
      expect((await admin.get("/api/user")).json()).toMatchObject({ role: "admin" });

      const customer = await t.createUser({
        email: `sso-only-customer-${t.dialect}@example.com`,
        role: "customer",
      });
      expect(
        (await t.anon.post("/api/login", { email: customer.email, password: "password123" })).statusCode,
      ).toBe(200);
    });

    it("makes no reset link for staff, but does for the break-glass admin", async () => {
      const editor = await t.createUser({ email: `sso-only-reset-${t.dialect}@example.com`, role: "editor" });
      const admin = await t.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", BREAK_GLASS)
        .executeTakeFirstOrThrow();
      for (const email of [editor.email, BREAK_GLASS])
        expect((await t.anon.post("/api/password-reset", { email })).statusCode).toBe(200);
      const links = async (userId: number) =>
        (await t.db.selectFrom("passwordResets").select("id").where("userId", "=", userId).execute()).length;
      expect(await links(editor.id)).toBe(0);
      expect(await links(admin.id)).toBe(1);
    });

    it("signs staff in through the provider, without asking for a password an admin chose", async () => {
      // The break-glass admin (the first test made it) creates an editor with a temporary password.
      const admin = await t.signIn(BREAK_GLASS, "break-glass-password");
      const made = await admin.post("/api/admin/users", {
        email: `sso-only-new-${t.dialect}@example.com`,
        password: "temporary-trail-42",
        role: "editor",
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ mustChangePassword: true });
      provider.signInAs({
        sub: `sub-sso-only-${t.dialect}`,
        email: `sso-only-new-${t.dialect}@example.com`,
        email_verified: true,
      });
      const browser = new Browser();
      const landed = await browser.follow(`${cairn}/api/auth/oidc/start`);
      expect(landed.url.pathname).toBe("/admin");
      const articles = await browser.get(`${cairn}/api/admin/articles`);
      expect(articles.status).toBe(200);
    });

    it("asks a session from the provider to sign in again, not for a password, before it ends others", async () => {
      provider.signInAs({
        sub: `sub-sso-only-reauth-${t.dialect}`,
        email: `sso-only-reauth-${t.dialect}@example.com`,
        email_verified: true,
      });
      const browser = new Browser();
      await browser.follow(`${cairn}/api/auth/oidc/start`);
      const cookie = `cairn_session=${browser.cookie(new URL(cairn).origin, "cairn_session")}`;
      const own = (await t.app.inject({ url: "/api/user/sessions", headers: { cookie } }))
        .json()
        .find((session: { current: boolean }) => session.current) as { id: string };
      const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
      await t.db.updateTable("sessions").set({ createdAt: longAgo }).where("id", "=", own.id).execute();
      const asked = await t.app.inject({
        method: "POST",
        url: "/api/user/sessions/sign-out-others",
        headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/json" },
        // The random password the account was made with is nobody's to give.
        payload: JSON.stringify({ currentPassword: "any-guess-at-all" }),
      });
      expect(asked.statusCode).toBe(403);
      expect(asked.json().error.message).toBe(
        "Sign in again to sign out other sessions: you signed in more than 5 minutes ago.",
      );
    });

    it("tells the sign-in page that staff use the provider", async () => {
      const page = await t.anon.get("/auth");
      expect(page.body).toContain('"singleSignOn":{"displayName":"Example SSO","only":true}');
    });
  },
  { singleSignOn, oidcOnly: true, adminEmail: BREAK_GLASS },
);

describeEachDatabase(
  "single sign-on with OIDC_MFA_ACR",
  (t) => {
    let cairn = "";
    beforeAll(async () => {
      cairn = await listenForProvider(t);
    });

    it("asks the provider for that acr and takes it as two-factor, not another", async () => {
      const admin = await t.signIn((await t.createUser({ role: "admin" })).email);
      expect(
        (await admin.put("/api/admin/settings", { require_two_factor_for_staff: true })).statusCode,
      ).toBe(200);
      const start = await new Browser().get(`${cairn}/api/auth/oidc/start`);
      expect(new URL(String(start.headers.get("location"))).searchParams.get("acr_values")).toBe(
        "urn:cairn-test:mfa",
      );
      const signInWith = async (acr: string, who: string) => {
        provider.signInAs({
          sub: `sub-acr-${who}-${t.dialect}`,
          email: `acr-${who}-${t.dialect}@example.com`,
          email_verified: true,
          acr,
        });
        const browser = new Browser();
        await browser.follow(`${cairn}/api/auth/oidc/start`);
        return (await (await browser.get(`${cairn}/api/user`)).json()) as {
          twoFactorSetupRequired?: boolean;
        };
      };
      expect(await signInWith("urn:cairn-test:mfa", "strong")).toMatchObject({
        twoFactorSetupRequired: false,
      });
      expect(await signInWith("urn:cairn-test:password", "weak")).toMatchObject({
        twoFactorSetupRequired: true,
      });
    });
  },
  { singleSignOn: { ...singleSignOn, secondFactorAcr: ["urn:cairn-test:mfa"] } },
);

describeEachDatabase(
  "single sign-on when the provider cannot be reached",
  (t) => {
    it("sends the browser back to the sign-in page with a message, not an error", async () => {
      const start = await t.anon.get("/api/auth/oidc/start");
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe("/auth?sso_error=unavailable");
      const callback = await t.anon.get("/api/auth/oidc/callback?code=abc&state=def");
      expect(callback.headers.location).toBe("/auth?sso_error=expired");
    });
  },
  // Port 9 (discard) on this machine: nothing listens there.
  { singleSignOn: { ...singleSignOn, issuer: "http://127.0.0.1:9" } },
);

describe("single sign-on configuration", () => {
  const complete = {
    OIDC_ISSUER: "https://login.example.com",
    OIDC_CLIENT_ID: "cairn",
    OIDC_CLIENT_SECRET: "secret",
    OIDC_ALLOWED_DOMAINS: "Example.com, @corp.example.org",
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("reads a complete configuration, editor by default", () => {
    expect(loadConfig(complete).singleSignOn).toEqual({
      issuer: "https://login.example.com",
      clientId: "cairn",
      clientSecret: "secret",
      allowedDomains: ["example.com", "corp.example.org"],
      defaultRole: "editor",
      displayName: "SSO",
      secondFactorAcr: [],
    });
    expect(
      loadConfig({ ...complete, OIDC_MFA_ACR: "urn:example:mfa, gold  silver" }).singleSignOn
        ?.secondFactorAcr,
    ).toEqual(["urn:example:mfa", "gold", "silver"]);
    expect(loadConfig({}).singleSignOn).toBeUndefined();
  });

  it("says what is missing or wrong at start-up", () => {
    expect(problems({ OIDC_ISSUER: "https://login.example.com" })).toContain(
      "OIDC_CLIENT_ID: is needed for single sign-on",
    );
    expect(problems({ ...complete, OIDC_ALLOWED_DOMAINS: "" })).toContain("OIDC_ALLOWED_DOMAINS: is needed");
    expect(problems({ ...complete, OIDC_DEFAULT_ROLE: "customer" })).toContain(
      "OIDC_DEFAULT_ROLE: must be editor or admin",
    );
    expect(problems({ ...complete, OIDC_ISSUER: "http://login.example.com" })).toContain(
      "OIDC_ISSUER: must be the identity provider's https:// issuer URL",
    );
    expect(problems({ OIDC_ONLY: "1" })).toContain("OIDC_ONLY: turns off password sign-in for staff");
    expect(problems({ ...complete, OIDC_ALLOWED_DOMAINS: "example" })).toContain("not example");
  });
});
