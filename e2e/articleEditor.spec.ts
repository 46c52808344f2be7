import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { editorHtml, expectToast, sameHtml } from "./support/editorPage.ts";
import { pressEscapeAsDialogOpens } from "./support/escapeAsDialogOpens.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, type Site, startSite } from "./support/site.ts";

const site = startSite();
/** The editor makes changes less than 500 ms apart one undo step; this waits that out, with margin. */
const UNDO_GROUP_PAUSE_MS = 800;
const PUBLISH_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b6e4f" } })
    .png()
    .toBuffer();
});

const body = (page: Page) => page.getByRole("textbox", { name: "Article content" });
const tool = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
const slugLine = (page: Page) => page.getByTestId("slug-line").textContent();

/**
 * An article of the test's own (stored and versioned as the admin API would), so that no test
 * depends on what another one wrote.
 */
async function ownArticle(slug: string, fields: { status?: "draft" | "published" } = {}, on: Site = site) {
  const article = await makeArticle(on.app.ctx, {
    slug,
    title: "Pitching in high wind",
    summary: "Keep your tent standing when gusts pick up.",
    contentHtml: "<p>Stake the windward side first.</p>",
    status: "draft",
    ...fields,
  });
  return article.id;
}

describe("article editor", () => {
  it("writes an article with a heading, bold, a link, a list, a video, a table, tags and a cover, keeps its HTML through save and reload, and publishes it", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await page.getByRole("heading", { name: "New Article" }).waitFor();
    await expectAccessible(page);

    await page.getByLabel("Title", { exact: true }).fill("Pitching in high wind");
    await expect.poll(() => slugLine(page)).toBe("/a/pitching-in-high-wind");
    await page.getByRole("button", { name: "Edit slug" }).click();
    const slugDialog = page.getByRole("dialog", { name: "Edit slug" });
    await slugDialog.getByLabel("Slug").fill("High Wind Pitching");
    await slugDialog.getByRole("button", { name: "Save slug" }).click();
    await expect.poll(() => slugLine(page)).toBe("/a/high-wind-pitching");
    await page.getByLabel("Summary").fill("Keep your tent standing when gusts pick up.");

    await body(page).click();
    await page.keyboard.type("Stake the windward side first.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("Always");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" guy out the fly.");
    await page.keyboard.press("Enter");
    await tool(page, "Heading 2").click();
    await tool(page, "Align center").click();
    await page.keyboard.type("Checklist");
    await page.keyboard.press("Enter");
    await tool(page, "Align left").click();
    await page.keyboard.type("Read the wind guide");
    // The editor takes typed text in asynchronously: select once it is all in.
    await expect.poll(() => editorHtml(page)).toContain("Read the wind guide</p>");
    // Selects "wind guide", the words to link.
    await page.evaluate(() => {
      const element = document.querySelector(".ProseMirror") as Element & {
        editor: { state: { selection: { to: number } }; commands: { setTextSelection(range: object): void } };
      };
      const { to } = element.editor.state.selection;
      element.editor.commands.setTextSelection({ from: to - "wind guide".length, to });
    });
    await page.keyboard.press("Control+k");
    const linkDialog = page.getByRole("dialog", { name: "Insert link" });
    await linkDialog.getByLabel("Link address").fill("example.com/wind");
    await linkDialog.getByLabel("Link address").press("Enter");
    await linkDialog.waitFor({ state: "hidden" });
    await expect.poll(() => editorHtml(page)).toContain('href="https://example.com/wind">wind guide</a>');
    // The dialog hands focus back to the text a moment after it hides: keys pressed before that
    // would land elsewhere, and Enter would then replace the still-selected link text.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("ProseMirror") ?? false))
      .toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await tool(page, "Bullet list").click();
    await page.keyboard.type("Stakes");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Guylines");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    await tool(page, "YouTube video").click();
    const videoDialog = page.getByRole("dialog", { name: "Embed a YouTube video" });
    await videoDialog.getByLabel("Video URL").fill("https://vimeo.com/watch?v=123");
    await videoDialog.getByRole("button", { name: "Embed video" }).click();
    expect(await videoDialog.getByRole("alert").textContent()).toContain(
      "Please enter a valid YouTube video URL",
    );
    await videoDialog.getByLabel("Video URL").fill("https://youtu.be/dQw4w9WgXcQ?t=5");
    await videoDialog.getByRole("button", { name: "Embed video" }).click();
    await videoDialog.waitFor({ state: "hidden" });

    await tool(page, "Insert table").click();
    await page.keyboard.type("Wind");
    await tool(page, "Add row below").click();
    await tool(page, "Add column right").click();
    expect(await body(page).locator("tr").count()).toBe(4);
    expect(await body(page).locator("tr").first().locator("th").count()).toBe(4);

    const html = await editorHtml(page);
    expect(html).toContain("<strong>Always</strong>");
    expect(html).toContain('<h2 style="text-align: center;">Checklist</h2>');
    expect(html).toContain('href="https://example.com/wind"');
    expect(html).toContain('<ul><li><p style="text-align: left;">Stakes</p></li>');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain("<table");

    const tags = page.getByRole("textbox", { name: "Tags" });
    await tags.fill(" stakes ");
    await tags.press("Enter");
    await tags.fill("Stakes");
    await tags.press("Enter");
    await tags.fill("wind");
    await page.getByRole("button", { name: "Add tag" }).click();
    expect(
      await page.getByRole("list", { name: "Added tags" }).getByRole("listitem").allTextContents(),
    ).toEqual(["stakes", "wind"]);
    await page.getByRole("button", { name: "Remove tag wind" }).click();
    await tags.fill("gusts");
    await tags.press("Enter");

    await page
      .getByLabel("Cover image file")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await expectToast(page, "Image uploaded");
    await page.getByLabel("Vertical position").fill("20");
    expect(
      await page
        .getByTestId("cover-preview")
        .evaluate((img) => (img as HTMLImageElement).style.objectPosition),
    ).toBe("50% 20%");
    await page.getByLabel("Meta Title").fill("Pitching a tent in high wind");
    expect(await page.getByText("28/60 characters").count()).toBe(1);

    // Publishing without a verification interval asks for one; cancelled, nothing is created.
    await page.getByRole("button", { name: "Publish" }).click();
    const askInterval = page.getByRole("dialog", { name: "Choose a verification interval" });
    expect(await askInterval.textContent()).toContain(PUBLISH_MESSAGE);
    await askInterval.getByRole("button", { name: "Cancel" }).click();
    await askInterval.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");

    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Article created");
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    const articleId = Number(/articles\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    // What the editor wrote survives the server's sanitiser: the editor shows the same HTML again…
    expect(await editorHtml(page)).toBe(html);
    const stored = await (await page.request.get(`/api/admin/articles/${articleId}`)).json();
    // …and the stored HTML is the same document.
    expect(await sameHtml(page, stored.contentHtml, html)).toBe(true);
    expect(stored).toMatchObject({
      slug: "high-wind-pitching",
      status: "draft",
      tags: ["stakes", "gusts"],
      coverImagePosition: 20,
      seoTitle: "Pitching a tent in high wind",
    });
    await page.reload();
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    expect(await editorHtml(page)).toBe(html);
    // A draft is previewed through a preview link (e2e/previewLinks.spec.ts).
    expect(await page.getByRole("button", { name: "Preview (opens in a new tab)" }).isEnabled()).toBe(true);

    await page.getByLabel("Verification interval").selectOption("1-month");
    await page.getByRole("button", { name: "Publish" }).click();
    await expectToast(page, "Article published");
    await expect
      .poll(() => page.getByRole("link", { name: "Preview (opens in a new tab)" }).getAttribute("href"))
      .toBe("/a/high-wind-pitching");
    await expectAccessible(page);

    await page.goto("/a/high-wind-pitching");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pitching in high wind");
    const article = page.locator(".article-body");
    expect(await article.locator("strong").first().textContent()).toBe("Always");
    expect(await article.locator('a[href="https://example.com/wind"]').textContent()).toBe("wind guide");
    // The public page shows the video as a facade that loads YouTube only when played.
    expect(await article.locator("a.video-facade").getAttribute("href")).toContain("dQw4w9WgXcQ");
    // The uploaded cover shows where the editor put its focus, with its real size and srcset.
    const cover = page.getByTestId("article-cover");
    expect(await cover.getAttribute("srcset")).toMatch(/^\/uploads\/media\/[\w-]+\.png 64w$/);
    expect([await cover.getAttribute("width"), await cover.getAttribute("height")]).toEqual(["64", "48"]);
    expect(await cover.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 20%");
    expect(await article.locator("table tr").count()).toBe(4);
  });

  it("formats with every other toolbar tool and each Markdown shortcut, undoes and redoes, and saves that HTML", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await page.getByLabel("Title", { exact: true }).fill("Formatting tour");
    await page.getByLabel("Summary").fill("Every way to shape the text.");
    await body(page).click();
    /** Waits until the editor has taken in everything typed so far (it does so asynchronously). */
    const typed = (text: string) => expect.poll(() => editorHtml(page)).toContain(text);

    // The Markdown shortcuts, each at the start of an empty line.
    await page.keyboard.type("## Before the storm");
    await page.keyboard.press("Enter");
    await page.keyboard.type("**Tie** it down");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- Stakes");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("1. Poles");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("> Check the forecast");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("``` knot = bowline");
    // Three Enters leave a code block.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press("Enter");

    // The toolbar's marks, each switched on for one word and off again.
    await page.keyboard.type("Wind ");
    for (const [mark, word] of [
      ["Italic", "gusts"],
      ["Underline", "matter"],
      ["Strikethrough", "never"],
      ["Inline code", "stake"],
    ] as const) {
      await tool(page, mark).click();
      await page.keyboard.type(word);
      await tool(page, mark).click();
      if (mark !== "Inline code") await page.keyboard.type(" ");
    }
    await page.keyboard.press("Enter");
    await tool(page, "Heading 3").click();
    await page.keyboard.type("Gear");
    await page.keyboard.press("Enter");
    await tool(page, "Numbered list").click();
    await page.keyboard.type("Poles");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Pegs");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await tool(page, "Quote").click();
    await page.keyboard.type("Weather first");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await tool(page, "Align right").click();
    await page.keyboard.type("Right side");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Justified text");
    await typed("Justified text</p>");

    // Undo takes back one step: a change made after a pause is a step of its own (the editor
    // groups changes less than 500 ms apart), so wait out that pause before the next change.
    await page.waitForTimeout(UNDO_GROUP_PAUSE_MS);
    const beforeJustify = await editorHtml(page);
    await tool(page, "Justify").click();
    await typed('<p style="text-align: justify;">Justified text</p>');
    const justified = await editorHtml(page);
    await tool(page, "Undo").click();
    await expect.poll(() => editorHtml(page)).toBe(beforeJustify);
    await tool(page, "Redo").click();
    await expect.poll(() => editorHtml(page)).toBe(justified);

    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await tool(page, "Code block").click();
    await page.keyboard.type("tension = 45");
    await typed("tension = 45</code></pre>");

    const html = await editorHtml(page);
    const expected = [
      "<h2>Before the storm</h2>",
      "<p><strong>Tie</strong> it down</p>",
      "<ul><li><p>Stakes</p></li></ul>",
      /<ol[^>]*><li><p>Poles<\/p><\/li><\/ol>/,
      "<blockquote><p>Check the forecast</p></blockquote>",
      /<pre[^>]*><code[^>]*>knot = bowline<\/code><\/pre>/,
      "<p>Wind <em>gusts</em> <u>matter</u> <s>never</s> <code>stake</code></p>",
      "<h3>Gear</h3>",
      /<ol[^>]*><li><p>Poles<\/p><\/li><li><p>Pegs<\/p><\/li><\/ol>/,
      "<blockquote><p>Weather first</p></blockquote>",
      '<p style="text-align: right;">Right side</p>',
      '<p style="text-align: justify;">Justified text</p>',
      /<pre[^>]*><code[^>]*>tension = 45<\/code><\/pre>/,
    ];
    for (const part of expected) {
      if (typeof part === "string") expect(html).toContain(part);
      else expect(html).toMatch(part);
    }

    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Article created");
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    const articleId = Number(/articles\/(\d+)\/edit/.exec(page.url())![1]);
    const stored = await (await page.request.get(`/api/admin/articles/${articleId}`)).json();
    // The saved HTML is the document the editor showed, every format kept.
    expect(await sameHtml(page, stored.contentHtml, html)).toBe(true);
  });

  it("acts on the caret where the last key put it, even when the page is too busy to keep up", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await body(page).click();
    await page.keyboard.type("Read the wind guide today");
    await expect.poll(() => editorHtml(page)).toBe("<p>Read the wind guide today</p>");
    await page.evaluate(() => {
      const element = document.querySelector(".ProseMirror") as Element & {
        editor: { commands: { setTextSelection(range: object): void } };
      };
      element.editor.commands.setTextSelection({ from: 10, to: 20 });
    });
    // The page is busy for a moment (a long task), so both keys wait in the browser's queue and
    // arrive back to back, before the browser reports that End moved the caret.
    await page.evaluate(() => {
      setTimeout(() => {
        const start = performance.now();
        while (performance.now() - start < 300);
      }, 0);
    });
    await Promise.all([page.keyboard.press("End"), page.keyboard.press("Enter")]);
    await page.keyboard.type("Next line");
    // End went to the end of the line, Enter began a new one: the selected words are still there.
    await expect.poll(() => editorHtml(page)).toBe("<p>Read the wind guide today</p><p>Next line</p>");
  });

  it("shows what changed since a version as a word diff, and restores it as a new version", async () => {
    const articleId = await ownArticle("version-diff");
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${articleId}/edit`);
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    await title.fill("Pitching in strong wind");
    await page.keyboard.press("Control+s");
    await expectToast(page, "Article updated");
    // The version list, not the article's activity list beside it.
    const history = page.getByRole("complementary").getByRole("list").filter({ hasText: "Current" }).last();
    await expect.poll(() => history.getByRole("listitem").count()).toBe(2);
    expect(await history.getByRole("button").first().textContent()).toContain("Current");
    expect(await history.getByRole("button").first().textContent()).toContain("by editor@example.com");

    await history.getByRole("button", { name: /Version 1/ }).click();
    const dialog = page.getByRole("dialog", { name: "Version 1 compared with the article now" });
    await dialog.locator("del").first().waitFor();
    expect(await dialog.locator("del").first().textContent()).toBe("removed: high");
    expect(await dialog.locator("ins").first().textContent()).toBe("added: strong");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await title.inputValue()).toBe("Pitching in high wind");
    await expectToast(page, "Version restored");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Article updated");
    await expect.poll(() => history.getByRole("listitem").count()).toBe(3);
    expect(await history.getByRole("button").nth(1).textContent()).toContain("Version 2");
    const saved = await (await page.request.get(`/api/admin/articles/${articleId}`)).json();
    expect(saved.title).toBe("Pitching in high wind");
    // The restored version is the newest save; history keeps every earlier one.
    const versions = await (await page.request.get(`/api/admin/articles/${articleId}/versions`)).json();
    expect(versions).toHaveLength(3);
  });

  it("works by keyboard: one Tab stop for the toolbar, arrow keys inside it, dialogs that trap and return focus", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/articles/new");
    await body(page).waitFor();
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await tool(page, "Bold").focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Italic");
    await page.keyboard.press("End");
    expect(await focused()).toBe("Redo");
    await page.keyboard.press("Home");
    expect(await focused()).toBe("Bold");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Article content");
    await page.keyboard.type("Keyboard only");
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Bold");
    while ((await focused()) !== "YouTube video") await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const videoDialog = page.getByRole("dialog", { name: "Embed a YouTube video" });
    await videoDialog.waitFor();
    // Focus moves into the dialog, onto its field.
    expect(
      await videoDialog.getByLabel("Video URL").evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await page.keyboard.type("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await page.keyboard.press("Enter");
    await videoDialog.waitFor({ state: "hidden" });
    expect(await body(page).locator("iframe").count()).toBe(1);
    await tool(page, "Link").focus();
    await page.keyboard.press("Enter");
    const linkDialog = page.getByRole("dialog", { name: "Insert link" });
    await linkDialog.waitFor();
    await page.keyboard.press("Escape");
    await linkDialog.waitFor({ state: "hidden" });
    // Closing gives the focus back to the tool that opened the dialog.
    await expect.poll(focused).toBe("Link");
  });

  it("closes a dialog on an Escape pressed the moment it opens", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/articles/new");
    await body(page).waitFor();
    await pressEscapeAsDialogOpens(page, '[role="toolbar"] [aria-label="Link"]');
    await page.getByRole("dialog", { name: "Insert link" }).waitFor({ state: "hidden", timeout: 5_000 });
  });

  it("opens an older article whose video is a bare iframe without losing the video", async () => {
    const { page } = await site.open();
    const id = (await (await fetch(`${site.baseUrl}/api/public/articles/pitch-a-tent`)).json()).id as number;
    await signIn(page, "editor", `/admin/articles/${id}/edit`);
    await body(page).locator("iframe").waitFor();
    expect(await editorHtml(page)).toContain(
      '<div data-youtube-video="" style="width: 400px;"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    );
  });

  it("warns before leaving with unsaved changes", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await page.getByLabel("Title", { exact: true }).fill("Unsaved thoughts");
    await page.getByRole("link", { name: "Back to Articles" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await confirm.getByRole("button", { name: "Stay on this page" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Unsaved thoughts");
    // Closing the tab asks the browser's question.
    const question = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await page.getByRole("link", { name: "Articles" }).first().click();
    await confirm.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
  });

  it("shows a 409 stale edit from a second browser clearly, overwrites nothing and reloads", async () => {
    const articleId = await ownArticle("stale-edit");
    const first = await site.open();
    const second = await site.open();
    await signIn(first.page, "editor", `/admin/articles/${articleId}/edit`);
    await signIn(second.page, "admin", `/admin/articles/${articleId}/edit`);
    await first.page.getByLabel("Title", { exact: true }).fill("Pitching in a gale");
    await first.page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(first.page, "Article updated");
    expectFailures(second.page, [
      {
        because: "a save based on an older version is refused",
        status: 409,
        url: /\/api\/admin\/articles\/\d+$/,
      },
    ]);
    await second.page.getByLabel("Summary").fill("A summary that must not overwrite the other save.");
    await second.page.getByRole("button", { name: "Save Draft" }).click();
    const banner = second.page.getByRole("alert").filter({ hasText: "Someone else saved this article" });
    await banner.waitFor();
    const stored = await (await second.page.request.get(`/api/admin/articles/${articleId}`)).json();
    expect(stored.title).toBe("Pitching in a gale");
    expect(stored.summary).toBe("Keep your tent standing when gusts pick up.");
    await banner.getByRole("button", { name: "Reload article" }).click();
    await banner.waitFor({ state: "hidden" });
    expect(await second.page.getByLabel("Title", { exact: true }).inputValue()).toBe("Pitching in a gale");
    expect(await second.page.getByLabel("Summary").inputValue()).toBe(
      "Keep your tent standing when gusts pick up.",
    );
  });

  it("uploads a pasted image into the text and resizes it with presets and the handle (200-800 px)", () =>
    pasteAndResizeImage(site));
});

/** Where the site's storage serves uploaded media from, as a pattern: its own /uploads or the bucket. */
const mediaPrefix = (on: Site) =>
  on.app.ctx.storage
    .publicUrl("media/file.png")
    .slice(0, -"file.png".length)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Pastes an image into an article, resizes it every way the editor offers, saves and checks the public page. */
async function pasteAndResizeImage(site: Site) {
  const articleId = await ownArticle("pasted-image", { status: "published" }, site);
  const { page } = await site.open();
  await signIn(page, "editor", `/admin/articles/${articleId}/edit`);
  await body(page).click();
  await page.keyboard.press("Control+End");
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "pitch.png", { type: "image/png" }));
    const target = document.querySelector(".ProseMirror")!;
    target.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, png.toString("base64"));
  const frame = page.getByTestId("image-frame");
  await frame.waitFor();
  await expectToast(page, "Image uploaded");
  expect(await frame.evaluate((element) => (element as HTMLElement).style.width)).toBe("300px");
  await frame.locator("img").click();
  await page.getByRole("button", { name: "Large (600 px)" }).click();
  expect(await frame.evaluate((element) => (element as HTMLElement).style.width)).toBe("600px");
  const width = () => frame.evaluate((element) => (element as HTMLElement).style.width);
  /** Drags the resize handle `dx` pixels sideways (the width follows the pointer one to one). */
  const dragHandleBy = async (dx: number) => {
    const box = (await frame.getByTestId("resize-handle").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  // 600 - 500 would be 100: the drag stops at 200.
  await dragHandleBy(-500);
  await expect.poll(width).toBe("200px");
  // Inside the range the width is where the pointer let go.
  await dragHandleBy(250);
  await expect.poll(width).toBe("450px");
  // 450 + 600 would be 1050: the drag stops at 800.
  await dragHandleBy(600);
  await expect.poll(width).toBe("800px");
  const html = await editorHtml(page);
  expect(html).toMatch(new RegExp(`<img src="${mediaPrefix(site)}[^"]+" style="width: 800px;?">`));
  // Saving a published article stages the change; Publish puts it on the site.
  await page.keyboard.press("Control+s");
  await expectToast(page, "Changes saved");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Article published");
  const stored = await (await page.request.get(`/api/admin/articles/${articleId}`)).json();
  expect(stored.contentHtml).toMatch(
    new RegExp(`<img src="${mediaPrefix(site)}[^"]+" style="width:800px" />`),
  );
  expect(await sameHtml(page, stored.contentHtml, html)).toBe(true);
  // On the public page the pasted image comes with srcset, the editor's width and lazy loading.
  await page.goto("/a/pasted-image");
  const image = page.locator(".article-body img").last();
  expect(await image.getAttribute("srcset")).toMatch(new RegExp(`^${mediaPrefix(site)}[\\w-]+\\.png 64w$`));
  expect([await image.getAttribute("width"), await image.getAttribute("height")]).toEqual(["800", "600"]);
  expect(await image.getAttribute("sizes")).toBe("(max-width: 800px) 100vw, 800px");
  expect(await image.getAttribute("loading")).toBe("lazy");
}

describe("article editor, uploads in an S3 bucket", () => {
  const s3Site = startSite({ storage: "s3" });
  it("uploads a pasted image into the text and resizes it with presets and the handle (200-800 px)", () =>
    pasteAndResizeImage(s3Site));
});
