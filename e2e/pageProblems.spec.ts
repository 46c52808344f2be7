import { describe, expect, it } from "vitest";
import { expectFailures, unexpectedProblems } from "./support/pageProblems.ts";
import { startSite } from "./support/site.ts";

const site = startSite();

describe("the check every browser test ends with", () => {
  it("reports a request answered 4xx, a request that failed, a console error and an uncaught error", async () => {
    const { page, context } = await site.open();
    await page.goto("/");
    await page.route("**/api/public/articles/route-aborted", (route) => route.abort());
    await page.evaluate(async () => {
      await fetch("/api/public/articles/no-such-article");
      await fetch("/api/public/articles/route-aborted").catch(() => {});
      console.error("something broke");
      setTimeout(() => {
        throw new Error("uncaught in a timer");
      });
    });
    await expect
      .poll(() => unexpectedProblems(context).join("\n"))
      .toMatch(/page error: uncaught in a timer/);
    const problems = unexpectedProblems(context).join("\n");
    expect(problems).toMatch(
      /response: GET http:\/\/localhost:\d+\/api\/public\/articles\/no-such-article answered 404/,
    );
    expect(problems).toMatch(
      /request failed: GET .*\/api\/public\/articles\/route-aborted failed: net::ERR_FAILED/,
    );
    expect(problems).toMatch(/console: something broke/);
    // The site's broken logo is allowed for the whole suite, so it is not among them.
    expect(problems).not.toMatch(/missing-logo/);

    // Declared, the same failures pass (and this test ends clean).
    expectFailures(page, [
      { because: "fetched on purpose", status: 404, url: /\/api\/public\/articles\/no-such-article$/ },
      { because: "aborted on purpose", status: "failed", url: /\/api\/public\/articles\/route-aborted$/ },
      { because: "logged on purpose", message: /^something broke$/ },
      { because: "thrown on purpose", message: /^uncaught in a timer$/ },
    ]);
    expect(unexpectedProblems(context)).toEqual([]);
  });

  it("watches every page of the context, not only the first", async () => {
    const { context } = await site.open();
    const second = await context.newPage();
    await second.goto("/a/no-such-article");
    expect(unexpectedProblems(context).join("\n")).toMatch(/\/a\/no-such-article answered 404/);
    expectFailures(second, [{ because: "opened on purpose", status: 404, url: /\/a\/no-such-article$/ }]);
  });
});
