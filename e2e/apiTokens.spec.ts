import { describe, expect, it } from "vitest";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const callWith = (token: string) =>
  fetch(`${site.baseUrl}/api/admin/categories`, { headers: { authorization: `Bearer ${token}` } });

describe("API tokens screen", () => {
  it("creates a token shown once, lists it without the secret, and revokes it", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/tokens");
    await page.getByRole("heading", { name: "No API tokens" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("button", { name: "New token" }).click();
    const dialog = page.getByRole("dialog", { name: "New API token" });
    await dialog.getByRole("button", { name: "Create token" }).click();
    await dialog.getByText("Give the token a name").waitFor();
    await dialog.getByLabel("Name").fill("Nightly export");
    await dialog.getByLabel("Access").selectOption("read");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Create token" }).click();

    const shown = page.getByRole("dialog", { name: "Copy your new token" });
    await shown.waitFor();
    const token = await shown.getByLabel(/Token "Nightly export"/).inputValue();
    expect(token).toMatch(/^cairn_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "hidden" });

    const row = page.getByRole("row", { name: /Nightly export/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(token.slice(0, 12));
    expect(await page.content()).not.toContain(token);
    expect(await row.textContent()).toContain("Never");

    // The token works for a script, and the list then shows it was used.
    expect((await callWith(token)).status).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByRole("row", { name: /Nightly export/ }).textContent())
      .not.toMatch(/Read.*Never.*Never/);

    await page.getByRole("button", { name: "Revoke Nightly export" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Revoke token" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Token revoked");
    await page.getByRole("heading", { name: "No API tokens" }).waitFor();
    expect((await callWith(token)).status).toBe(401);
  });

  it("is for admins only", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/tokens");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.getByRole("button", { name: "New token" }).count()).toBe(0);
  });
});
