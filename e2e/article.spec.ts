import { describe, expect, it } from "vitest";
import { formatLongDate } from "../client/ui/formatDate.ts";
import { TOAST_DURATION_MS } from "../shared/constants.ts";
import { type ExpectedFailure, expectFailures } from "./support/pageProblems.ts";
import { publicArticle } from "./support/publicApi.ts";
import { expectAccessible, SEEN_WITHIN_MS, startSite } from "./support/site.ts";

const site = startSite();

/** A toast closes on its own after TOAST_DURATION_MS; with its closing animation and a busy machine, within this. */
const TOAST_CLOSES_WITHIN_MS = 7_500;

const RATING_CUT_OFF: ExpectedFailure = {
  because: "the rating request is cut off to make the error toast show",
  status: "failed",
  url: /\/api\/public\/articles\/[\w-]+\/rate$/,
};

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
    // The date the server holds, in the site's own format: the test's clock plays no part.
    const { updatedAt } = await publicArticle(site, "pitch-a-tent");
    expect(await page.locator("article").textContent()).toContain(`Updated ${formatLongDate(updatedAt)}`);
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

  it("plays a video in place when its play button is pressed, in a sandboxed privacy-enhanced frame", async () => {
    const { page } = await site.open();
    await page.goto("/a/pitch-a-tent");
    const body = page.getByTestId("article-body");
    expect(await body.locator("iframe").count()).toBe(0);
    await body.getByRole("link", { name: /^Play video:/ }).focus();
    await page.keyboard.press("Enter");
    const player = body.locator("iframe");
    await player.waitFor();
    expect(page.url()).toMatch(/\/a\/pitch-a-tent$/);
    expect(await player.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    expect(await player.getAttribute("sandbox")).toBe(
      "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
    );
    expect(await player.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(await player.getAttribute("allow")).not.toMatch(/camera|microphone/);
    expect(await player.evaluate((frame) => frame === document.activeElement)).toBe(true);
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
    expectFailures(page, [
      {
        because: "a second rating from the same visitor is refused",
        status: 409,
        url: /\/api\/public\/articles\/waterproofing-your-tent\/rate$/,
      },
    ]);
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
    expectFailures(page, [RATING_CUT_OFF]);
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
    expectFailures(page, [RATING_CUT_OFF]);
    await page.route("**/api/public/articles/*/rate", (route) => route.abort());
    // The page itself notes when a toast appears and goes, and whether a swipe ended it: the
    // test's own polling, slowed by a busy machine, does not enter the measurement.
    await page.evaluate(() => {
      const log = { shown: [] as number[], closed: [] as number[], swiped: false };
      (window as unknown as { toastLog: typeof log }).toastLog = log;
      let present = false;
      new MutationObserver((records) => {
        // The swipe's end and the toast's removal can come in one batch: read the records.
        for (const record of records)
          if (
            record.attributeName === "data-swipe" &&
            (record.target as Element).getAttribute("data-swipe") === "end"
          )
            log.swiped = true;
        const toast = document.querySelector('[data-testid="toast"]');
        if (!!toast === present) return;
        present = !!toast;
        (present ? log.shown : log.closed).push(performance.now());
      }).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["data-swipe"],
      });
    });
    const toastLog = () =>
      page.evaluate(
        () =>
          (window as unknown as { toastLog: { shown: number[]; closed: number[]; swiped: boolean } })
            .toastLog,
      );
    await page.getByRole("button", { name: /^Helpful/ }).click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    // The wait outlasts the toast's upper bound by the margin of any wait here, so a toast that
    // closes late is reported below with its time, not as a timeout.
    await toast.waitFor({ state: "detached", timeout: TOAST_CLOSES_WITHIN_MS + SEEN_WITHIN_MS });
    const first = await toastLog();
    const onScreen = first.closed[0]! - first.shown[0]!;
    // 5 s on screen. The observer notes a change when it gets to run, which on a busy machine
    // can be late for the appearance (150 ms has been seen): 500 ms below is still "5 s"; the
    // closing animation and the browser's scheduling may add up to 2.5 s above.
    expect(onScreen).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 500);
    expect(onScreen).toBeLessThan(TOAST_CLOSES_WITHIN_MS);
    expect(first.swiped).toBe(false);

    await page.getByRole("button", { name: /^Helpful/ }).click();
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    // The pointer stays on the toast throughout, which holds its timer: only the swipe can close it.
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2);
    await page.mouse.up();
    await toast.waitFor({ state: "detached", timeout: SEEN_WITHIN_MS });
    expect((await toastLog()).swiped).toBe(true);
  });

  it("shows 'Article Not Found' with a way back, with HTTP 404", async () => {
    const { page } = await site.open();
    expectFailures(page, [
      { because: "the article does not exist", status: 404, url: /\/a\/no-such-article$/ },
    ]);
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

  it("shows and hydrates the article at its address written in capitals or with trailing slashes", async () => {
    const { page } = await site.open();
    for (const address of ["/A/pitch-a-tent", "/a/pitch-a-tent//"]) {
      const response = await page.goto(address);
      expect([address, response?.status()]).toEqual([address, 200]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("How to pitch a tent");
      await page.waitForLoadState("networkidle");
    }
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

describe("the public stylesheet", () => {
  const headerColour = (page: import("playwright-core").Page) =>
    page
      .locator("header")
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);

  it("comes inside a first visit's page, is kept by the browser once the page has loaded, and is linked from later pages", async () => {
    const { page, context } = await site.open();
    const first = await page.goto("/a/pitch-a-tent");
    const firstHtml = (await first?.text()) ?? "";
    expect(firstHtml).toMatch(/<style data-href="\/assets\/public-[\w-]+\.css">/);
    expect(firstHtml).not.toContain('<link rel="stylesheet"');
    const styled = await headerColour(page);
    const kept = async () => (await context.cookies()).find((cookie) => cookie.name === "cairn_css")?.value;
    await expect.poll(kept, { timeout: SEEN_WITHIN_MS }).toMatch(/^public-[\w-]+\.css$/);
    const href = /<style data-href="([^"]+)">/.exec(firstHtml)![1]!;
    expect(await kept()).toBe(href.slice("/assets/".length));

    const later = await page.goto("/");
    const laterHtml = (await later?.text()) ?? "";
    expect(laterHtml).toContain(`<link rel="stylesheet" href="${href}">`);
    expect(laterHtml).not.toContain("<style");
    // The file came from the browser's cache (no bytes over the network), and the page is styled.
    const transferred = await page.evaluate(
      (name) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
          entry.name.endsWith(name),
        )?.transferSize,
      href,
    );
    expect(transferred).toBe(0);
    expect(await headerColour(page)).toBe(styled);
    await expectAccessible(page);
  });

  it("comes inside the page again when the browser holds an older build's stylesheet", async () => {
    const { page, context } = await site.open();
    await context.addCookies([{ name: "cairn_css", value: "public-0ld0ld0l.css", url: site.baseUrl }]);
    const html = (await (await page.goto("/a/pitch-a-tent"))?.text()) ?? "";
    expect(html).toMatch(/<style data-href="\/assets\/public-[\w-]+\.css">/);
    expect(html).not.toContain('<link rel="stylesheet"');
  });
});
