import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { createAccount } from "../server/features/users/userAccounts.ts";
import { clock } from "../server/platform/clock.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const PASSWORD = "two-factor-password-1";

/** The code an authenticator app shows for the secret now, by the server's clock. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.nowMs() });

/**
 * Moves the server's clock one second into the next 30-second time step: a step used once is spent,
 * and a code is good only in its own step, which a slow test must not run past before sending it.
 */
const nextStep = () => clock.set(new Date((Math.floor(clock.nowMs() / 30_000) + 1) * 30_000 + 1_000));
afterEach(() => clock.reset());

let accounts = 0;
async function newStaff(role: "admin" | "editor" = "editor"): Promise<string> {
  accounts += 1;
  const email = `two-factor-${accounts}@example.com`;
  await createAccount(site.app.ctx, { email, password: PASSWORD, role });
  return email;
}

/** Turns two-factor on for the account through the API, as its own browser would. */
async function enableByApi(email: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { origin: site.baseUrl, "content-type": "application/json" };
  const login = await fetch(`${site.baseUrl}/api/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = String(
    login.headers.getSetCookie().find((value) => value.startsWith("cairn_session=")),
  ).split(";")[0] as string;
  const setup = await (
    await fetch(`${site.baseUrl}/api/user/two-factor/setup`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: "{}",
    })
  ).json();
  nextStep();
  const confirmed = await fetch(`${site.baseUrl}/api/user/two-factor/confirm`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ code: codeFor(setup.secret) }),
  });
  return { secret: setup.secret, recoveryCodes: (await confirmed.json()).recoveryCodes };
}

/** Email and password on /auth; answers once the code step is showing. */
async function passwordStep(page: Page, email: string, path = "/admin") {
  await page.goto(`/auth?next=${encodeURIComponent(path)}`);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Authentication code").waitFor();
}

async function codeStep(page: Page, code: string, path = "/admin") {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator("#admin-main").waitFor();
}

/** Sets up the app on the page's set-up form: reads the key shown, answers its first code. */
async function scanAndConfirm(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  nextStep();
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  const codes = page.getByTestId("recovery-code");
  await expect.poll(() => codes.count()).toBe(10);
  return { secret, recoveryCodes: await codes.allTextContents() };
}

describe("two-factor sign-in", () => {
  it("turns on from the account screen, then signing in asks for the app's code", async () => {
    const email = await newStaff();
    const { page } = await site.open();
    // The password alone signs in, for now.
    await page.goto("/auth?next=/admin/account");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Your Account", level: 1 }).waitFor();
    await page.getByText("Two-factor is off.").waitFor();
    await page.getByRole("button", { name: "Turn on two-factor" }).click();

    expectFailures(page, [
      { because: "a wrong first code is refused", status: 400, url: /two-factor\/confirm$/ },
    ]);
    await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const shown = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
    const wrong = codeFor(shown) === "000000" ? "111111" : "000000";
    await page.getByLabel("Code from the app").fill(wrong);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("That code is not right");
    await expectAccessible(page);

    const { secret } = await scanAndConfirm(page);
    expect(secret).toBe(shown);
    await expectAccessible(page);
    await page.getByRole("button", { name: "I have saved my codes" }).click();
    await expect
      .poll(() => page.getByTestId("recovery-codes-left").textContent())
      .toContain("10 recovery codes left");

    await page.context().clearCookies();
    await passwordStep(page, email);
    await expectAccessible(page);
    // The set-up's step is spent: the app's next code is the one to type.
    nextStep();
    await codeStep(page, codeFor(secret));
    expect(await page.getByTestId("toast").first().textContent()).toContain("Welcome back!");
  });

  it("signs in with a recovery code once; the account screen counts those left", async () => {
    const email = await newStaff();
    const { recoveryCodes } = await enableByApi(email);
    const { page } = await site.open();
    await passwordStep(page, email, "/admin/account");
    await codeStep(page, recoveryCodes[0] as string, "/admin/account");
    await expect
      .poll(() => page.getByTestId("recovery-codes-left").textContent())
      .toContain("9 recovery codes left");
    await expectAccessible(page);

    // The same code a second time is refused, beside the field.
    await page.context().clearCookies();
    expectFailures(page, [
      { because: "a spent recovery code is refused", status: 401, url: /\/api\/login\/two-factor$/ },
    ]);
    await passwordStep(page, email);
    await page.getByLabel("Authentication code").fill(recoveryCodes[0] as string);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("That code is not right");
    await codeStep(page, recoveryCodes[1] as string);
  });

  it("holds staff on the set-up screen while the admins require two-factor", async () => {
    await site.updateSettings({ require_two_factor_for_staff: true });
    try {
      const email = await newStaff();
      const { page } = await site.open();
      await page.goto("/auth?next=/admin/articles");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/two-factor-setup");
      await page.getByRole("heading", { name: "Set up two-factor sign-in", level: 1 }).waitFor();
      expect(await page.locator("#admin-main").count()).toBe(0);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await scanAndConfirm(page);
      await page.getByRole("button", { name: "I have saved my codes" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/articles");
      await page.locator("#admin-main").waitFor();
    } finally {
      await site.updateSettings({ require_two_factor_for_staff: false });
    }
  });

  it("lets an admin reset someone's two-factor from the users screen, after confirming", async () => {
    const email = await newStaff();
    await enableByApi(email);
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/users");
    const card = page.getByTestId("user-card").filter({ hasText: email });
    await card.getByText("Two-factor", { exact: true }).waitFor();
    await page.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Reset two-factor" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("will be signed out everywhere").waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Reset two-factor" }).click();
    await expect.poll(() => page.getByTestId("toast").first().textContent()).toContain("Two-factor reset");
    await expect.poll(() => card.getByText("Two-factor", { exact: true }).count()).toBe(0);
  });
});
