import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../shared/defaults.ts";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const PUBLISH_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

describe("publishing never surprises", () => {
  it("asks for a verification interval in a small dialog when Publish finds none, then publishes", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "stove-priming",
      title: "Priming a liquid-fuel stove",
      summary: "Prime it before you light it.",
      contentHtml: "<p>Pump, open, close, light.</p>",
      status: "draft",
      verificationInterval: "none",
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    expect(await page.getByLabel("Verification interval").inputValue()).toBe("none");

    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await publish.click();
    const ask = page.getByRole("dialog", { name: "Choose a verification interval" });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(PUBLISH_MESSAGE);
    await expectAccessible(page);

    // Cancelled: nothing is published and the field says why.
    await page.keyboard.press("Escape");
    await ask.waitFor({ state: "hidden" });
    await expect.poll(() => publish.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByText(PUBLISH_MESSAGE).first().waitFor();
    expect((await page.request.get(`/api/admin/articles/${article.id}`).then((r) => r.json())).status).toBe(
      "draft",
    );

    await publish.click();
    await ask.getByLabel("Verification interval").selectOption("6-months");
    await ask.getByRole("button", { name: "Set interval and publish" }).click();
    await expectToast(page, "Article published");
    await ask.waitFor({ state: "hidden" });
    const stored = await (await page.request.get(`/api/admin/articles/${article.id}`)).json();
    expect(stored).toMatchObject({ status: "published", verificationInterval: "6-months" });
    expect(await page.getByLabel("Verification interval").inputValue()).toBe("6-months");
  });

  it("starts new articles with the interval an admin chose in Settings", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    const field = page.getByLabel("Default verification interval");
    await expect.poll(() => field.inputValue()).toBe("none");
    await field.selectOption("2-months");
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expectToast(page, "Settings saved");
    try {
      await page.goto("/admin/articles/new");
      await page.getByRole("heading", { name: "New Article" }).waitFor();
      expect(await page.getByLabel("Verification interval").inputValue()).toBe("2-months");
    } finally {
      await site.updateSettings({
        default_verification_interval: defaultSiteSettings.default_verification_interval,
      });
    }
  });

  it("says in visible text why Preview and Publish are disabled", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await page.getByRole("heading", { name: "New Article" }).waitFor();
    const preview = page.getByRole("button", { name: "Preview" });
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    expect(await preview.isDisabled()).toBe(true);
    expect(await publish.isDisabled()).toBe(true);
    const reasons = page.getByTestId("disabled-reasons");
    expect(await reasons.isVisible()).toBe(true);
    expect(await reasons.textContent()).toBe(
      "Preview opens once the article is saved. Add a title to publish.",
    );
    // Each button names its reason to screen readers too.
    const describedBy = async (button: typeof preview) =>
      page.locator(`[id="${await button.getAttribute("aria-describedby")}"]`).textContent();
    expect(await describedBy(preview)).toBe("Preview opens once the article is saved.");
    expect(await describedBy(publish)).toBe("Add a title to publish.");
    await expectAccessible(page);

    await page.getByLabel("Title", { exact: true }).fill("Packing a stove");
    await expect.poll(() => reasons.textContent()).toBe("Preview opens once the article is saved.");
    expect(await publish.isDisabled()).toBe(false);
    expect(await publish.getAttribute("aria-describedby")).toBeNull();
  });
});
