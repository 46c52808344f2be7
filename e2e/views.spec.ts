import { describe, expect, it } from "vitest";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
/** A desktop Chrome's User-Agent: headless Chromium's own is a bot's, which views ignore. */
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("article views", () => {
  it("sends the view beacon after the page has loaded, in embed mode too, and staff see the views", async () => {
    const { page } = await site.open({ userAgent: CHROME });
    let loaded = false;
    page.on("load", () => {
      loaded = true;
    });
    const beaconSentAfterLoad = new Promise<boolean>((resolve) =>
      page.on("request", (request) => {
        if (request.url().endsWith("/api/public/articles/return-policy/view")) resolve(loaded);
      }),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith("/return-policy/view"));
    await page.goto("/a/return-policy");
    expect(await beaconSentAfterLoad).toBe(true);
    expect((await answered).status()).toBe(204);

    const embedded = (await site.open({ userAgent: CHROME })).page;
    const embedAnswered = embedded.waitForResponse((response) =>
      response.url().endsWith("/track-your-order/view"),
    );
    await embedded.goto("/a/track-your-order?embed=true");
    expect((await embedAnswered).status()).toBe(204);
    // A headless browser that says so is a bot: its beacon counts nothing.
    const bot = (await site.open()).page;
    const botAnswered = bot.waitForResponse((response) => response.url().endsWith("/return-policy/view"));
    await bot.goto("/a/return-policy");
    expect((await botAnswered).status()).toBe(204);

    const admin = (await site.open()).page;
    await signIn(admin, "admin", "/admin?days=7");
    const mostRead = admin.getByTestId("most-read").filter({ hasText: "Return policy" });
    await mostRead.waitFor();
    expect(await mostRead.textContent()).toMatch(/^Return policy1/);
    // Every visitor here shares one address and has no cookie yet: the embedded page's view of
    // another article counts, the bot's does not.
    const embeddedRead = admin.getByTestId("most-read").filter({ hasText: "Track your order" });
    expect(await embeddedRead.textContent()).toMatch(/^Track your order1/);
    await admin.getByText("Low-rated Articles").waitFor();
    await expectAccessible(admin);

    await admin.getByRole("link", { name: "Articles", exact: true }).click();
    const row = admin.getByRole("row").filter({ hasText: "Return policy" });
    await expect.poll(() => row.getByTestId("article-views").textContent()).toBe("1");
    await admin.getByLabel("Views over the last").selectOption("7");
    await expectAccessible(admin);

    await row.getByRole("link", { name: "Edit Return policy" }).click();
    const chart = admin.getByTestId("article-activity");
    await chart.waitFor();
    expect(await chart.textContent()).toContain("Last 90 days: 1 view,");
    await expectAccessible(admin);
  });
});
