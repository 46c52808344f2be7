import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createAccount } from "../server/features/users/userAccounts.ts";
import { clock } from "../server/platform/clock.ts";
import { startTestIdentityProvider } from "../test/support/oidcProvider.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const provider = await startTestIdentityProvider();
afterAll(() => provider.stop());
const site = startSite({
  config: {
    singleSignOn: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      allowedDomains: ["example.com"],
      defaultRole: "editor",
      displayName: "Example SSO",
      secondFactorAcr: [],
    },
  },
});

/** The code an authenticator app shows for the secret now, by the server's clock. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.nowMs() });

/**
 * Moves the server's clock one second into the next 30-second time step: a step used once is spent,
 * and a code is good only in its own step, which a slow test must not run past before sending it.
 */
const nextStep = () => clock.set(new Date((Math.floor(clock.nowMs() / 30_000) + 1) * 30_000 + 1_000));
afterEach(() => clock.reset());

/** A staff account with two-factor turned on through the API, as its own browser would; its secret. */
async function editorWithTwoFactor(email: string): Promise<string> {
  const password = "sso-and-code-password-1";
  await createAccount(site.app.ctx, { email, password, role: "editor" });
  const headers = { origin: site.baseUrl, "content-type": "application/json" };
  const login = await fetch(`${site.baseUrl}/api/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = String(
    login.headers.getSetCookie().find((value) => value.startsWith("cairn_session=")),
  ).split(";")[0] as string;
  const post = (url: string, body: unknown) =>
    fetch(`${site.baseUrl}${url}`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  const { secret } = await (await post("/api/user/two-factor/setup", {})).json();
  nextStep();
  expect((await post("/api/user/two-factor/confirm", { code: codeFor(secret) })).status).toBe(200);
  return secret;
}

describe("single sign-on", () => {
  it("signs a new editor in through the provider from the sign-in page", async () => {
    provider.allowRedirectUri(`${site.baseUrl}/api/auth/oidc/callback`);
    provider.signInAs({ sub: "browser-sub-1", email: "sso-browser@example.com", email_verified: true });
    const { page } = await site.open();
    await page.goto("/auth?next=%2Fadmin%2Faccount");
    const button = page.getByRole("link", { name: "Sign in with Example SSO" });
    await button.waitFor();
    await expectAccessible(page);
    // Keyboard: the button is reached and followed like any link.
    await button.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/account");
    await page.getByRole("heading", { name: "Your Account", level: 1 }).waitFor();
    const current = page.getByTestId("session").filter({ hasText: "This browser" });
    await expect.poll(() => current.textContent()).toContain("with single sign-on");
    expect(await page.getByText("sso-browser@example.com").count()).toBeGreaterThan(0);
  });

  it("asks for the account's own two-factor code when the provider did not confirm a second factor", async () => {
    const email = "sso-with-code@example.com";
    const secret = await editorWithTwoFactor(email);
    provider.allowRedirectUri(`${site.baseUrl}/api/auth/oidc/callback`);
    provider.signInAs({ sub: "browser-sub-3", email, email_verified: true, amr: ["pwd"] });
    const { page } = await site.open();
    await page.goto("/auth?next=%2Fadmin%2Faccount");
    await page.getByRole("link", { name: "Sign in with Example SSO" }).click();
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("two_factor") === "1");
    const code = page.getByLabel("Authentication code");
    await code.waitFor();
    await expectAccessible(page);
    // The step the set-up's code was in is spent: the next one's code is the one to type.
    nextStep();
    await code.fill(codeFor(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/account");
    await page.getByRole("heading", { name: "Your Account", level: 1 }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
  });

  it("shows why the provider's person was not signed in", async () => {
    provider.allowRedirectUri(`${site.baseUrl}/api/auth/oidc/callback`);
    provider.signInAs({ sub: "browser-sub-2", email: "someone@elsewhere.org", email_verified: true });
    const { page } = await site.open();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign in with Example SSO" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/auth" && url.searchParams.get("sso_error") === "domain",
    );
    await page
      .getByRole("alert")
      .filter({ hasText: "Accounts with this email domain cannot sign in here." })
      .waitFor();
    await expectAccessible(page);
    // The password form is still there for those who have one.
    await page.getByLabel("Email Address").waitFor();
  });
});
