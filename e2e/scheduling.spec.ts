import { afterEach, describe, expect, it } from "vitest";
import { runDueSchedules } from "../server/features/schedules/scheduleService.ts";
import { clock } from "../server/platform/clock.ts";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
afterEach(() => clock.reset());

describe("scheduled publishing", () => {
  it("schedules a draft in the staff member's time zone, lists it, and publishes it when the time comes", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "scheduled-e2e-returns",
      title: "Returns policy 2031",
      status: "draft",
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    const publishAt = page.getByLabel("Publish at", { exact: true });
    await publishAt.waitFor();
    await publishAt.fill("2031-01-01T00:00");
    await page.getByRole("button", { name: "Save schedule" }).click();
    await expectToast(page, "Schedule saved");
    const expected = await page.evaluate(() => new Date("2031-01-01T00:00").toISOString());
    const stored = await (await page.request.get(`/api/admin/articles/${article.id}`)).json();
    expect(stored.schedule.publishAt).toBe(expected);
    await expectAccessible(page);

    await page.goto("/admin/articles?status=scheduled");
    const row = page.locator("tbody tr").filter({ hasText: "Returns policy 2031" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Scheduled for Jan 1, 2031 00:00");
    await page.goto("/admin");
    const change = page.getByTestId("scheduled-change").filter({ hasText: "Returns policy 2031" });
    await change.waitFor();
    expect(await change.textContent()).toContain("Publishes Jan 1, 2031 00:00");
    await expectAccessible(page);

    expect((await fetch(`${site.baseUrl}/api/public/articles/scheduled-e2e-returns`)).status).toBe(404);
    clock.set(new Date(Date.parse(expected) + 30_000));
    // What the run-schedules job does each minute.
    await runDueSchedules(site.app.ctx);
    expect((await fetch(`${site.baseUrl}/a/scheduled-e2e-returns`)).status).toBe(200);
  });
});
