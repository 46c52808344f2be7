import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeMediaFile } from "../server/features/media/mediaUploads.ts";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("media library: where each file is used", () => {
  it("shows the articles using a file, names them when deleting, and closes with the reason when refused", async () => {
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3b6e4f" } })
      .png()
      .toBuffer();
    const file = await storeMediaFile(site.app.ctx, {
      bytes,
      filename: "stake-diagram.png",
      declaredType: "image/png",
      uploadedById: null,
    });
    const first = await makeArticle(site.app.ctx, { title: "Stake angles", coverImageUrl: file.url });
    await makeArticle(site.app.ctx, {
      title: "Stakes in sand",
      contentHtml: `<p>Angle them:</p><img src="${file.url}" alt="Stake diagram">`,
    });

    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    await page.getByRole("searchbox", { name: "Search files" }).fill("stake-diagram");
    const card = page.getByTestId("media-card").filter({ hasText: "stake-diagram.png" });
    await expect
      .poll(() => card.getByTestId("used-in").textContent())
      .toBe("Used in 2 articlesStake anglesStakes in sand");
    expect(await card.getByRole("link", { name: "Stake angles" }).getAttribute("href")).toBe(
      `/admin/articles/${first.id}/edit`,
    );
    await expectAccessible(page);

    await card.getByRole("button", { name: "Delete stake-diagram.png" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete stake-diagram.png?" });
    expect(await confirm.textContent()).toContain(
      'stake-diagram.png is used in 2 articles: "Stake angles", "Stakes in sand". A file an article shows cannot be deleted; remove it from them first.',
    );
    expectFailures(page, [
      { because: "a file articles show is refused deletion", status: 409, url: /\/api\/admin\/media\/\d+$/ },
    ]);
    await confirm.getByRole("button", { name: "Delete" }).click();
    // The dialog closes; the server's reason says what to do.
    await confirm.waitFor({ state: "hidden" });
    await expectToast(page, 'This file is used by 2 articles: "Stake angles", "Stakes in sand".');
    expect(await page.getByTestId("toast").first().textContent()).toContain("Not deleted");
    expect(await card.count()).toBe(1);

    // The link leads to the article.
    await card.getByRole("link", { name: "Stake angles" }).click();
    await page.waitForURL(`**/admin/articles/${first.id}/edit`);
  });

  it("uploads a dropped file at once", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["%PDF-1.4\n%%EOF\n"], "dropped-guide.pdf", { type: "application/pdf" }));
      return transfer;
    });
    await page.getByTestId("upload-dropzone").dispatchEvent("drop", { dataTransfer });
    const entry = page.getByTestId("upload-entry").filter({ hasText: "dropped-guide.pdf" });
    await expect.poll(() => entry.getByTestId("upload-status").textContent()).toBe("Uploaded");
    await expect
      .poll(() => page.getByTestId("media-card").filter({ hasText: "dropped-guide.pdf" }).count())
      .toBe(1);
  });

  it("lists the images articles show from outside the library, the demo's pictures included", async () => {
    const demo = await makeArticle(site.app.ctx, {
      title: "Forest trail etiquette",
      coverImageUrl: "/demo/forest-trail.svg",
    });
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    await page.getByRole("heading", { name: "Images used in articles" }).waitFor();
    const image = page.getByTestId("article-image").filter({ hasText: "/demo/forest-trail.svg" });
    await expect
      .poll(() => image.getByTestId("used-in").textContent())
      .toBe("Used in 1 articleForest trail etiquette");
    expect(await image.getByRole("link", { name: "Forest trail etiquette" }).getAttribute("href")).toBe(
      `/admin/articles/${demo.id}/edit`,
    );
    expect(await image.locator("img").getAttribute("src")).toBe("/demo/forest-trail.svg");
    await expectAccessible(page);
  });
});
