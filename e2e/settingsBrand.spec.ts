import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("settings: links, logo and favicon, contrast, live header preview", () => {
  it("takes mailto: and tel: links, which the public site opens in the mail and phone apps", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    await page.getByRole("button", { name: "Add Header Link" }).click();
    await page.getByLabel("Header Links link 4 name").fill("Email us");
    await page.getByLabel("Header Links link 4 URL").fill("mailto:help@example.com");
    await page.getByRole("button", { name: "Add Company Link" }).click();
    await page.getByLabel("Footer Company Links link 2 name").fill("Call us");
    await page.getByLabel("Footer Company Links link 2 URL").fill("tel:+1 555 010 0199");
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expectToast(page, "Settings saved");

    await page.goto("/");
    const email = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Email us" });
    expect(await email.getAttribute("href")).toBe("mailto:help@example.com");
    expect(await email.getAttribute("target")).toBeNull();
    const call = page.getByRole("contentinfo").getByRole("link", { name: "Call us" });
    expect(await call.getAttribute("href")).toBe("tel:+1 555 010 0199");
  });

  it("warns with the measured ratio when white text is unreadable on the primary colour, and switches the button text", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    const primary = page.getByLabel("Primary Color", { exact: true });
    await expect.poll(() => primary.inputValue()).toBe("#1e7e34");
    const primaryField = primary.locator("xpath=ancestor::div[contains(@class,'space-y-1.5')][1]");
    expect(await primaryField.getByTestId("contrast-note").textContent()).toBe(
      "White text on it: contrast 5.1:1, passes WCAG 2.2 AA.",
    );
    const button = page.getByTestId("preview-button");
    expect(await button.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(255, 255, 255)");

    await primary.fill("#a8e6cf");
    const warning = primaryField.getByTestId("contrast-warning");
    await expect
      .poll(() => warning.textContent())
      .toBe(
        "White text on #a8e6cf: contrast 1.4:1, below the 4.5:1 WCAG 2.2 AA asks for. Buttons switch to dark text (contrast 12.5:1).",
      );
    // The field is described by its warning for screen readers.
    const describedBy = (await primary.getAttribute("aria-describedby"))!.split(" ");
    expect(describedBy).toContain(await warning.getAttribute("id"));
    await expect.poll(() => button.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(17, 24, 39)");
    await expectAccessible(page);

    // Saved, the public site draws the dark text on the pale colour too.
    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expectToast(page, "Settings saved");
    try {
      await page.goto("/");
      const logo = page.getByTestId("builtin-logo").first();
      expect(await logo.evaluate((node) => getComputedStyle(node).color)).toBe("rgb(17, 24, 39)");
    } finally {
      await site.updateSettings({
        brand_colors: { primary: "#1e7e34", accent: "#fd7e14", background: "#f8f9fa" },
      });
    }
  });

  it("previews the header live, and takes the logo and favicon uploaded or from the media library", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    const preview = page.getByTestId("header-preview");
    await expect.poll(() => preview.textContent()).toContain("Trailhead Help");
    await page.getByLabel("Site Name").fill("Basecamp Answers");
    await expect.poll(() => preview.textContent()).toContain("Basecamp Answers");

    const logoPng = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#7b2cbf" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "basecamp-logo.png", mimeType: "image/png", buffer: logoPng });
    await expectToast(page, "Image uploaded");
    const logoUrl = await page.getByLabel("Logo", { exact: true }).inputValue();
    expect(logoUrl).toMatch(/^\/uploads\/media\/[\w-]+\.png$/);
    await expect.poll(() => preview.locator("img").getAttribute("src")).toBe(logoUrl);

    // The favicon comes from the library: the logo just uploaded is there.
    await page.getByRole("button", { name: "Choose Favicon from the media library" }).click();
    const library = page.getByRole("dialog", { name: "Choose the favicon" });
    await library.getByRole("button", { name: "basecamp-logo.png" }).click();
    await library.waitFor({ state: "hidden" });
    expect(await page.getByLabel("Favicon", { exact: true }).inputValue()).toBe(logoUrl);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save Settings" }).first().click();
    await expectToast(page, "Settings saved");
    await page.goto("/");
    expect(await page.getByRole("banner").locator("img").getAttribute("src")).toBe(logoUrl);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(logoUrl);
    expect(await page.getByRole("banner").textContent()).toContain("Basecamp Answers");
  });
});
