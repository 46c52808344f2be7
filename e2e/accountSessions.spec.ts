import { describe, expect, it } from "vitest";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";
import { STAFF_USERS } from "./support/staffUsers.ts";

const site = startSite();

/** A session of the editor's in another browser (a phone), signed in through the API. */
async function phoneSession(): Promise<string> {
  const response = await fetch(`${site.baseUrl}/api/login`, {
    method: "POST",
    headers: {
      origin: site.baseUrl,
      "content-type": "application/json",
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    },
    body: JSON.stringify(STAFF_USERS.editor),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("cairn_session="));
  return String(cookie).split(";")[0] ?? "";
}

const stillSignedIn = async (cookie: string) =>
  (await fetch(`${site.baseUrl}/api/user`, { headers: { cookie } })).status === 200;

describe("your account: sessions", () => {
  it("lists one's sessions, signs one out, then every other one", async () => {
    const first = await phoneSession();
    const { page } = await site.open();
    await signIn(page, "editor", "/admin");
    await page.getByRole("link", { name: "Your account" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/account");
    await page.getByRole("heading", { name: "Your Account", level: 1 }).waitFor();
    const sessions = page.getByTestId("session");
    await expect.poll(() => sessions.count()).toBe(2);
    const current = sessions.filter({ hasText: "This browser" });
    expect(await current.textContent()).toContain("Chrome on Linux");
    expect(await current.getByRole("button").count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: /^Sign out Safari on iOS/ }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Signed out");
    await expect.poll(() => sessions.count()).toBe(1);
    expect(await stillSignedIn(first)).toBe(false);

    const second = await phoneSession();
    const third = await phoneSession();
    await page.reload();
    await expect.poll(() => sessions.count()).toBe(3);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect.poll(() => sessions.count()).toBe(1);
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(third)).toBe(false);
    expect(await page.getByRole("button", { name: "Sign out everywhere else" }).isDisabled()).toBe(true);
  });

  it("asks for the password again when this browser signed in a while ago, and shows a wrong one", async () => {
    const phone = await phoneSession();
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/account");
    const sessions = page.getByTestId("session");
    await expect.poll(() => sessions.count()).toBeGreaterThan(1);
    // Every session of the editor's began eleven minutes ago, as if this browser had been open since.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    const editor = await site.app.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", STAFF_USERS.editor.email)
      .executeTakeFirstOrThrow();
    await site.app.ctx.db
      .updateTable("sessions")
      .set({ createdAt: elevenMinutesAgo })
      .where("userId", "=", editor.id)
      .execute();
    expectFailures(page, [
      {
        because: "a session signed in long ago must give its password",
        status: 403,
        url: /sign-out-others$/,
      },
      { because: "a wrong password is refused", status: 400, url: /sign-out-others$/ },
    ]);

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await dialog
      .getByText("Enter your password to sign out other sessions: you signed in more than 5 minutes ago.")
      .waitFor();
    // The dialog says it; no error toast says it again.
    expect(await page.getByTestId("toast").filter({ hasText: "sign out other sessions" }).count()).toBe(0);
    await expectAccessible(page);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByText("Your current password is incorrect.").waitFor();
    expect(await stillSignedIn(phone)).toBe(true);

    await dialog.getByLabel("Password", { exact: true }).fill(STAFF_USERS.editor.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Signed out everywhere else");
    await expect.poll(() => sessions.count()).toBe(1);
    expect(await stillSignedIn(phone)).toBe(false);
  });

  it("lets an admin sign one user out everywhere, then everyone else, from the users screen after confirming", async () => {
    const editorsPhone = await phoneSession();
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/users");
    const editor = STAFF_USERS.editor.email;
    await page.getByRole("button", { name: `Actions for ${editor}` }).click();
    await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out everywhere?" });
    await dialog.getByText(`${editor} is signed out on every device`).waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toMatch(/^Signed out everywhere/);
    // The phone, and the editor's browser of the test before if it ran: every session of theirs.
    expect(await page.getByTestId("toast").textContent()).toMatch(
      /editor@example\.com: [1-9]\d* sessions? ended\./,
    );
    await dialog.waitFor({ state: "hidden" });
    expect(await stillSignedIn(editorsPhone)).toBe(false);

    const again = await phoneSession();
    await page.getByRole("button", { name: "Sign out everyone else" }).click();
    const everyone = page.getByRole("alertdialog", { name: "Sign out everyone else?" });
    await everyone.getByText("Only this browser stays signed in.").waitFor();
    await everyone.getByRole("button", { name: "Sign out everyone else" }).click();
    await expect
      .poll(() => page.getByTestId("toast").last().textContent())
      .toContain("Everyone else signed out");
    expect(await stillSignedIn(again)).toBe(false);
    // The admin's own browser goes on working.
    await page.reload();
    await page.getByRole("button", { name: `Actions for ${editor}` }).waitFor();
  });
});
