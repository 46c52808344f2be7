import { describe, expect, it } from "vitest";
import { hexToHsl } from "../shared/hexToHsl.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("categories screen", () => {
  it("lists, expands, creates, edits and deletes categories", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/categories");
    const rows = page.getByTestId("category-row");
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain("Tents & Shelters");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Show articles in Empty Shelf" }).click();
    await page.getByText("No published articles in this category yet").waitFor();
    await page.getByRole("button", { name: "Show articles in Tents & Shelters" }).click();
    await page.getByRole("button", { name: /How to pitch a tent/ }).click();
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    await page.goBack();

    // Keyboard: open the dialog, check the defaults, cancel with Escape; focus returns.
    const newButton = page.getByRole("button", { name: "New Category" }).first();
    await newButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New Category" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Display Order").inputValue()).toBe("3");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => newButton.evaluate((node) => node === document.activeElement)).toBe(true);

    await newButton.click();
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByLabel("Name").fill("Camp Kitchen & Stoves");
    expect(await dialog.getByLabel("Slug").inputValue()).toBe("camp-kitchen-stoves");
    await dialog.getByLabel("Description").fill("Cooking outdoors.");
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Category created");
    await expect.poll(() => rows.count()).toBe(4);
    const created = rows.filter({ hasText: "Camp Kitchen & Stoves" });
    expect(await created.textContent()).toContain("camp-kitchen-stoves");

    // A duplicate slug is refused by the server; the message shows.
    expectFailures(page, [
      { because: "a category with a taken slug is refused", status: 409, url: /\/api\/admin\/categories$/ },
    ]);
    await newButton.click();
    await dialog.getByLabel("Name").fill("Tents");
    await dialog.getByLabel("Slug").fill("tents");
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toMatch(/^Error/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Edit Camp Kitchen & Stoves" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Category" });
    await edit.getByLabel("Name").fill("Camp Kitchen");
    // On edit the slug stays as it is; only a new category's slug follows its name.
    expect(await edit.getByLabel("Slug").inputValue()).toBe("camp-kitchen-stoves");
    await edit.getByLabel("Description").fill("");
    await edit.getByRole("button", { name: "Update Category" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Category updated");
    await expect
      .poll(() => rows.filter({ hasText: "Camp Kitchen" }).textContent())
      .toContain("No description");

    await page.getByRole("button", { name: "Delete Camp Kitchen" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain(
      'Delete the category "Camp Kitchen"? It holds no articles.',
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Category deleted");
    await expect.poll(() => rows.count()).toBe(3);
  });
});

describe("users screen", () => {
  it("creates, edits and deletes users with their validation and messages", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/users");
    const cards = page.getByTestId("user-card");
    await expect.poll(() => cards.count()).toBe(2);
    await expectAccessible(page);

    await page.getByRole("button", { name: "New User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    expect(await dialog.textContent()).toContain("Add a new admin or editor user to the system.");
    expect(await dialog.getByLabel("Role").inputValue()).toBe("editor");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await dialog.getByText("Password must be at least 6 characters").waitFor();
    await dialog.getByLabel("Email").fill("editor@example.com");
    await dialog.getByLabel("Password", { exact: true }).fill("quill-and-ink-1");
    expectFailures(page, [
      { because: "a user with a taken email is refused", status: 409, url: /\/api\/admin\/users$/ },
    ]);
    await dialog.getByRole("button", { name: "Create User" }).click();
    // The server refuses a taken email: toast and a message beside the field.
    await expect
      .poll(() => page.getByTestId("toast").textContent())
      .toContain("An account with this email already exists.");
    await dialog.getByRole("alert").filter({ hasText: "already exists" }).waitFor();
    await dialog.getByLabel("Email").fill("Writer@Example.com");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("User created");
    await dialog.waitFor({ state: "hidden" });
    const writer = cards.filter({ hasText: "writer@example.com" });
    await expect.poll(() => writer.textContent()).toContain("editor");
    expect(await writer.textContent()).toMatch(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // The actions menu by keyboard.
    await page.getByRole("button", { name: "Actions for writer@example.com" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Edit" }).waitFor();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.waitFor();
    expect(await edit.getByLabel("Email").inputValue()).toBe("writer@example.com");
    expect(await edit.getByText("Leave blank to keep current password").count()).toBe(1);
    await edit.getByLabel("New Password (optional)").fill("abc");
    await edit.getByRole("button", { name: "Update User" }).click();
    await edit.getByText("Password must be at least 6 characters").waitFor();
    await edit.getByLabel("New Password (optional)").fill("");
    await edit.getByLabel("Role").selectOption("admin");
    await edit.getByRole("button", { name: "Update User" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("User updated");
    await expect.poll(() => writer.textContent()).toContain("admin");

    await site.app.ctx.db
      .updateTable("users")
      .set({ mustChangePassword: 1 })
      .where("email", "=", "writer@example.com")
      .execute();
    await page.reload();
    await expect.poll(() => writer.textContent()).toContain("Must Change Password");

    await page.getByRole("button", { name: "Actions for writer@example.com" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain(
      "Are you sure you want to delete writer@example.com? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("User deleted");
    await expect.poll(() => cards.count()).toBe(2);
  });
});

describe("settings screen", () => {
  it("saves the whole object and the public site shows the new colours and links", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    const siteName = page.getByLabel("Site Name");
    await expect.poll(() => siteName.inputValue()).toBe("Trailhead Help");
    await expectAccessible(page);
    expect(await page.getByText("Changes to settings will take effect immediately.").count()).toBe(1);
    expect(await page.getByText("Some changes may require a page refresh to be fully visible.").count()).toBe(
      1,
    );

    await page.getByLabel("Primary Color", { exact: true }).fill("#123456");
    expect(await page.getByLabel("Primary Color picker").inputValue()).toBe("#123456");
    await page.getByRole("button", { name: "Remove Header Links link 2" }).click();
    await page.getByRole("button", { name: "Add Header Link" }).click();
    await page.getByLabel("Header Links link 3 name").fill("Guides");
    await page.getByLabel("Header Links link 3 URL").fill("/c/tents");
    await page.getByLabel("Allowed Origins").fill("not an origin");
    await page.getByLabel("Synonym groups").fill("tent, shelter\nlonely");
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await page
      .getByText("Allowed origins must be comma-separated origins like https://shop.example.com")
      .waitFor();
    await page.getByText("Line 2: A synonym group needs at least two comma-separated terms").waitFor();
    await page.getByLabel("Allowed Origins").fill("https://shop.example.com");
    await page.getByLabel("Synonym groups").fill("tent, shelter");
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Settings saved");

    const saved = await site.app.ctx.settings.get();
    expect(saved.search_synonyms).toEqual(["tent, shelter"]);
    expect(saved.site_name).toBe("Trailhead Help");

    await page.goto("/");
    const header = page.locator("header").first();
    await header.getByRole("link", { name: "Guides" }).waitFor();
    expect(await header.getByRole("link", { name: "Contact" }).count()).toBe(0);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.querySelector("[style*='--brand-primary']")!).getPropertyValue(
        "--brand-primary",
      ),
    );
    expect(primary.trim()).toBe(hexToHsl("#123456"));
  });
});
