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
    for (const url of [`/api/public/articles/${created.json().slug}`, `/a/${created.json().slug}`]) {
      const body = (await t.anon.get(url)).body.replaceAll('\\"', '"');
      expect(body, url).toContain('target="_blank" rel="noopener noreferrer"');
      expect(body, url).not.toMatch(/rel="opener"|camera|microphone/);
      expect(body, url).toContain('sandbox="allow-scripts allow-same-origin');
    }
  });
});
