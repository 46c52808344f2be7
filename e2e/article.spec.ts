import { describe, expect, it } from "vitest";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("article page", () => {
  it("shows breadcrumb, title, date, read time, category, cover and the styled body", async () => {
    const { page } = await site.open();
    const response = await page.goto("/a/pitch-a-tent");
    expect(response?.status()).toBe(200);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect((await crumbs.textContent())?.replace(/\s+/g, " ")).toBe(
      "Help CenterTents & SheltersHow to pitch a tent",
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("How to pitch a tent");
    const updated = new Date(Date.now() - 86_400_000).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    expect(await page.locator("article").textContent()).toContain(`Updated ${updated}`);
    expect(await page.locator("article").textContent()).toMatch(/1 min read/);
    const cover = page.getByTestId("article-cover");
    expect(await cover.evaluate((node) => getComputedStyle(node).objectPosition)).toBe("50% 20%");
    const body = page.getByTestId("article-body");
    expect(await body.locator("table").count()).toBe(1);
    expect(await body.locator("blockquote").count()).toBe(1);
    expect(await body.locator("pre code").count()).toBe(1);
    const frame = body.locator("a.video-facade");
    const box = await frame.boundingBox();
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16);
    expect(
      await body
        .locator("th")
        .first()
        .evaluate((node) => getComputedStyle(node).fontWeight),
    ).toBe("600");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  });

  it("draws its icons as lucide does: outlined in the text colour, sized by their classes", async () => {
    const { page } = await site.open();
    await page.goto("/a/pitch-a-tent");
    const chevron = page.getByRole("navigation", { name: "Breadcrumb" }).locator("svg.lucide").first();
    const drawn = await chevron.evaluate((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return {
        fill: style.fill,
        strokeIsText: style.stroke === style.color,
        strokeWidth: style.strokeWidth,
        linecap: style.strokeLinecap,
        linejoin: style.strokeLinejoin,
        size: [box.width, box.height],
      };
    });
    // h-4 w-4 on the breadcrumb's chevrons: 16px, over the stylesheet's default 24px.
    expect(drawn).toEqual({
      fill: "none",
      strokeIsText: true,
      strokeWidth: "2px",
      linecap: "round",
      linejoin: "round",
      size: [16, 16],
    });
    const logo = page.getByTestId("builtin-logo").locator("svg.lucide");
    expect(await logo.evaluate((node) => node.getBoundingClientRect().width)).toBe(20);
  });

  it("keeps the YouTube embed inside the page width on phones", async () => {
    const { page } = await site.open({ width: 375, height: 800 });
    await page.goto("/a/pitch-a-tent");
    const box = await page.getByTestId("article-body").locator("a.video-facade").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("lists related articles that open inside the app", async () => {
    const { page } = await site.open();
    await page.goto("/a/pitch-a-tent");
    const related = page.getByRole("region", { name: "Related Articles" });
    await related.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/a/") && !url.pathname.endsWith("pitch-a-tent"));
  });

  it("rates once: thanks, both buttons disabled, counts from the answer; then 'already rated'", async () => {
    const { page, context } = await site.open();
    await page.goto("/a/waterproofing-your-tent");
    const helpful = page.getByRole("button", { name: /^Helpful/ });
    const notHelpful = page.getByRole("button", { name: /^Not helpful/ });
    expect(await helpful.textContent()).toContain("(30)");
    await helpful.click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Thank you for your feedback!");
    expect(await toast.textContent()).toContain("Your rating has been recorded.");
    await expect.poll(() => helpful.textContent()).toContain("(31)");
    expect(await helpful.isDisabled()).toBe(true);
    expect(await notHelpful.isDisabled()).toBe(true);

    // The same visitor, later: the server refuses and the widget locks.
    const again = await context.newPage();
    await again.goto("/a/waterproofing-your-tent");
    await again.getByRole("button", { name: /^Not helpful/ }).click();
    const refused = again.getByTestId("toast");
    await refused.waitFor();
    expect(await refused.textContent()).toContain("Already rated");
    expect(await refused.textContent()).toContain("You have already rated this article recently.");
    expect(await again.getByRole("button", { name: /^Helpful/ }).isDisabled()).toBe(true);
    expect(await again.getByRole("button", { name: /^Not helpful/ }).isDisabled()).toBe(true);
  });

  it("shows the error toast when a rating fails, one toast at a time", async () => {
    const { page } = await site.open();
    await page.goto("/a/return-policy");
    await page.route("**/api/public/articles/*/rate", (route) => route.abort());
    await page.getByRole("button", { name: /^Helpful/ }).click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Failed to submit rating. Please try again.");
    expect(await page.getByRole("button", { name: /^Helpful/ }).isDisabled()).toBe(false);
    const secondFailure = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/rate"));
    await page.getByRole("button", { name: /^Not helpful/ }).click();
    await secondFailure;
    // The second failure's toast has had its chance to render: still one toast on screen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByTestId("toast").count()).toBe(1);
  });

  it("dismisses a toast after 5 seconds, or sooner by swiping it right", async () => {
    const { page } = await site.open();
    await page.goto("/a/track-your-order");
    await page.route("**/api/public/articles/*/rate", (route) => route.abort());
    await page.getByRole("button", { name: /^Helpful/ }).click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    const shownAt = Date.now();
    await toast.waitFor({ state: "detached", timeout: 10_000 });
    // SPEC §9: 5 s on screen (give or take the browser's scheduling and the closing animation).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
    expect(Date.now() - shownAt).toBeLessThan(7_500);

    await page.getByRole("button", { name: /^Helpful/ }).click();
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2);
    await page.mouse.up();
    await toast.waitFor({ state: "detached", timeout: 2000 });
  });

  it("shows 'Article Not Found' with a way back, with HTTP 404", async () => {
    const { page } = await site.open();
    const response = await page.goto("/a/no-such-article");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Article Not Found");
    expect(
      await page.getByText("The article you're looking for doesn't exist or has been removed.").count(),
    ).toBe(1);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Help Center" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("redirects an old slug to the article's address", async () => {
    const { page } = await site.open();
    const response = await page.goto("/a/old-pitch-guide");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/a/pitch-a-tent");
    expect(response?.request().redirectedFrom()?.url()).toContain("/a/old-pitch-guide");
  });

  it("shows a loading state while an article loads in the app", async () => {
    const { page } = await site.open();
    await page.goto("/c/orders");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/public/articles/return-policy", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: /Return policy/ }).click();
    await page.getByText("Loading...").waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: "Return policy" }).waitFor();
  });
});
