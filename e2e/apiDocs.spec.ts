import { describe, expect, it } from "vitest";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("API reference page", () => {
  it("renders every route group from the site's own assets, with no policy violation", async () => {
    const { page } = await site.open();
    const violations: string[] = [];
    const elsewhere: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("request", (request) => {
      if (!request.url().startsWith(site.baseUrl) && !request.url().startsWith("data:"))
        elsewhere.push(request.url());
    });
    await page.goto("/api/docs");
    await page
      .getByRole("heading", { name: /Cairn API/ })
      .first()
      .waitFor();
    await page.getByText("/api/admin/tokens").first().waitFor({ state: "attached" });
    expect(await page.title()).toBe("Cairn API reference");
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
    // Every route is drawn at once (some 27,000 elements): axe takes about 25 s on them.
    await expectAccessible(page);
  }, 300_000);

  it("the accessibility check used by every page test fails on a serious violation", async () => {
    const { page } = await site.open();
    // An image without a text alternative (critical) and a button without a name (critical).
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><img src="/x.png"><button></button></main></html>',
    );
    const failure = await expectAccessible(page).then(
      () => undefined,
      (error: unknown) => error as { actual?: unknown },
    );
    const reported = JSON.stringify(failure?.actual ?? null);
    expect(reported).toMatch(/image-alt/);
    expect(reported).toMatch(/button-name/);
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><img src="/x.png" alt="A tent"><button>Go</button></main></html>',
    );
    await expectAccessible(page);
  });
});
