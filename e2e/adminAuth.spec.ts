import { describe, expect, it } from "vitest";
import { createAccount } from "../server/features/users/userAccounts.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";
import { STAFF_USERS } from "./support/staffUsers.ts";

const site = startSite();

describe("admin sign-in", () => {
  it("serves the portal shell uncached, unindexed and unframeable", async () => {
    const response = await fetch(`${site.baseUrl}/admin/categories`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/assets\/admin-[\w-]+\.js/);
    const publicHtml = await (await fetch(`${site.baseUrl}/`)).text();
    expect(publicHtml).not.toMatch(/assets\/admin-/);
  });

  it("sends a signed-out visitor to /auth and back to the page asked for", async () => {
    const { page } = await site.open();
    await page.goto("/admin/categories");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/categories");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Trailhead Help Admin Portal - Sign in to manage your help center");
    await expectAccessible(page);
    await page.getByLabel("Email Address").fill(STAFF_USERS.admin.email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(STAFF_USERS.admin.password);
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    expect(await page.getByTestId("toast").textContent()).toContain("Welcome back!");
  });

  it("shows the server's message on a wrong password, and the rate limit's", async () => {
    const { page } = await site.open();
    await page.goto("/auth");
    expectFailures(page, [
      { because: "a wrong password is refused", status: 401, url: /\/api\/login$/ },
      { because: "repeated wrong passwords are throttled", status: 429, url: /\/api\/login$/ },
    ]);
    // An address of its own: the throttle it trips must not lock out the other tests' accounts.
    await page.getByLabel("Email Address").fill("guessing@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.textContent()).toContain("Login failed");
    expect(await toast.textContent()).toContain("Invalid email or password.");
    // The account is throttled after repeated failures: the 429 message is shown as it is.
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Sign In" }).click();
          await page.getByRole("button", { name: "Sign In" }).waitFor();
          return toast.textContent();
        },
        { timeout: 20_000 },
      )
      .toContain("try again");
  });

  it("redirects a signed-in user away from /auth, and logs out", async () => {
    const { page } = await site.open();
    await signIn(page, "editor");
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Logged out");
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("sends a user whose session ended elsewhere to sign in, and back", async () => {
    const { page } = await site.open();
    // The session ends between two screens, not under one: the Trash screen asks one thing and
    // says when it has its answer. (The dashboard's cards load in waves, and a card still to ask
    // would meet the ended session first and send the user to sign in from the dashboard.)
    await signIn(page, "editor", "/admin/trash");
    await page.getByRole("heading", { name: "The trash is empty" }).waitFor();
    await site.app.ctx.db.deleteFrom("sessions").execute();
    expectFailures(page, [
      // Whatever the Categories screen asks first meets the ended session.
      { because: "the session was ended on the server", status: 401, url: /\/api\/admin\// },
    ]);
    await page.getByRole("link", { name: "Categories" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/categories");
  });

  it("offers an editor no admin-only screen (Users, Audit Log, Settings, API tokens, Import & export), and still answers a direct visit with Access Denied", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/users");
    expect(await page.getByRole("heading", { name: "Access Denied" }).count()).toBe(1);
    expect(await page.getByText("You don't have permission to access this page.").count()).toBe(1);
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Articles",
      "Categories",
      "Media",
      "Feedback",
      "Content Health",
      "Trash",
    ]);
    await expectAccessible(page);
    await page.goto("/admin/settings");
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).count()).toBe(1);
    await nav.getByRole("link", { name: "Categories" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).count()).toBe(0);
  });

  it("offers an admin every screen, Users, Audit Log, Settings, API tokens and Import & export included", async () => {
    const { page } = await site.open();
    await signIn(page, "admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Articles",
      "Categories",
      "Media",
      "Feedback",
      "Content Health",
      "Trash",
      "Users",
      "Audit Log",
      "Settings",
      "API tokens",
      "Webhooks",
      "Import & export",
    ]);
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  });
});

describe("change password and registration", () => {
  it("sends a user who must change their password to do so, then to the page asked for", async () => {
    await createAccount(site.app.ctx, {
      email: "fresh-admin@example.com",
      password: "generated-1",
      role: "admin",
      mustChangePassword: true,
    });
    const { page } = await site.open();
    await page.goto("/admin/categories");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByLabel("Email Address").fill("fresh-admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("generated-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/change-password");
    await page.getByRole("heading", { name: "Change Password" }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Current Password").fill("generated-1");
    await page.getByLabel("New Password", { exact: true }).fill("my-own-secret");
    await page.getByLabel("Confirm New Password").fill("my-own-secrte");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.getByText("The passwords do not match").waitFor();
    await page.getByLabel("Confirm New Password").fill("my-own-secret");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    expect(await page.getByTestId("toast").textContent()).toContain("Password changed");
    // The portal no longer asks.
    await page.goto("/admin/users");
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    expect(
      await page.getByTestId("user-card").filter({ hasText: "fresh-admin" }).textContent(),
    ).not.toContain("Must Change Password");
  });

  it("offers sign-up when registration is enabled; registered users land on the public site", async () => {
    const { page } = await site.open();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("button", { name: "Create an account" }).count()).toBe(0);
    site.app.ctx.config.allowRegistration = true;
    try {
      await page.reload();
      await page.getByRole("button", { name: "Create an account" }).click();
      expectFailures(page, [
        { because: "an account with a taken email is refused", status: 409, url: /\/api\/register$/ },
      ]);
      await page.getByLabel("Email Address").fill("editor@example.com");
      await page.getByLabel("Password", { exact: true }).fill("customer-1");
      await page.getByRole("button", { name: "Create Account" }).click();
      const toast = page.getByTestId("toast");
      await expect.poll(() => toast.textContent()).toContain("Registration failed");
      expect(await toast.textContent()).toContain("An account with this email already exists.");
      await page.getByLabel("Email Address").fill("camper@example.com");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect.poll(() => toast.textContent()).toContain("Account created!");
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/auth");
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    } finally {
      site.app.ctx.config.allowRegistration = false;
    }
  });
});
