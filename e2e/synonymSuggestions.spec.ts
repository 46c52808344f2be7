import { describe, expect, it } from "vitest";
import { recordSearches } from "../server/features/search/events/searchRecording.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("suggested synonyms", () => {
  it("shows pairs from visitors' rephrasings in the settings; Add writes the group and the query finds the article", async () => {
    const { db } = site.app.ctx;
    const article = await db
      .selectFrom("articles")
      .select("id")
      .where("slug", "=", "waterproofing-your-tent")
      .executeTakeFirstOrThrow();
    const start = Date.now() - 3_600_000;
    for (const visitor of ["rephrasing-1", "rephrasing-2"]) {
      const [, clicked] = await recordSearches(db, [
        { query: "leaking", resultCount: 0, visitor, at: new Date(start) },
        { query: "waterproofing", resultCount: 1, visitor, at: new Date(start + 30_000) },
      ]);
      await db
        .insertInto("searchClicks")
        .values({
          searchEventId: clicked!,
          articleId: article.id,
          position: 1,
          createdAt: new Date(start + 40_000).toISOString(),
        })
        .execute();
    }
    const slugsFor = async (q: string) =>
      (
        (await site.app.inject(`/api/public/search?q=${q}`)).json() as { results: { slug: string }[] }
      ).results.map((result) => result.slug);
    expect(await slugsFor("leaking")).not.toContain("waterproofing-your-tent");

    const { page } = await site.open();
    await signIn(page, "admin", "/admin/settings");
    const suggestion = page.getByTestId("synonym-suggestion").filter({ hasText: "leaking, waterproofing" });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain(
      '2 visitors rephrased, for example "leaking" → "waterproofing"',
    );
    await expectAccessible(page);
    await suggestion.getByRole("button", { name: "Add leaking, waterproofing" }).click();
    await page.getByText("No suggestions:", { exact: false }).waitFor();
    expect(await page.getByLabel("Synonym groups").inputValue()).toContain("leaking, waterproofing");
    expect(await slugsFor("leaking")).toContain("waterproofing-your-tent");
  });
});
