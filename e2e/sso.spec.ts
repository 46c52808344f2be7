import { afterAll, describe, expect, it } from "vitest";
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
    },
  },
});

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
