import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("editor HTML as visitors get it", (t) => {
  it("stores links and embeds with fixed rel, allow and sandbox values", async () => {
    const editor = await t.as("editor");
    const created = await editor.post("/api/admin/articles", {
      title: "Video help",
      status: "published",
      verificationInterval: "3-months",
      contentHtml:
        '<p><a href="https://example.com" target="_BLANK" rel="opener">shop</a></p>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone"></iframe>',
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().slug;
    for (const url of [`/api/public/articles/${slug}`, `/a/${slug}`]) {
      const body = (await t.anon.get(url)).body.replaceAll('\\"', '"');
      expect(body, url).toContain('target="_blank" rel="noopener noreferrer"');
      expect(body, url).not.toMatch(/rel="opener"|camera|microphone/);
    }
    // The API hands out the stored frame; the page shows a play button in its place, whose
    // player (client/public/articleHtml.ts) takes the same fixed attributes.
    const answer = (await t.anon.get(`/api/public/articles/${slug}`)).json();
    expect(answer.contentHtml).toContain('sandbox="allow-scripts allow-same-origin');
    const page = (await t.anon.get(`/a/${slug}`)).body;
    expect(page).not.toContain("<iframe");
    expect(page).toContain('<a class="video-facade" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });
});
