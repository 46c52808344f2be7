import { describe, expect, it } from "vitest";
import { youtubeFrameAttributes } from "../../../shared/youtubeFrameAttributes.ts";
import { articleHtmlToText, sanitizeArticleHtml } from "./articleHtml.ts";

describe("sanitizeArticleHtml", () => {
  it("removes scripts, event handlers and javascript:/data: URLs", () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a>' +
        '<img src="data:image/png;base64,AAAA" onerror="x()"><a href="DATA:text/html,x">b</a>',
    );
    expect(clean).toBe("<p>Hi</p><a>a</a><img /><a>b</a>");
  });

  it("removes disguised and foreign active content", () => {
    const attacks = [
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<img src="javascript:alert(1)">',
      "<svg onload=alert(1)><circle /></svg>",
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "<style>body{display:none}</style>",
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name="card"></form>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<a href="//evil.example">x</a>',
    ];
    for (const html of attacks) {
      const clean = sanitizeArticleHtml(html);
      expect(clean, html).not.toMatch(
        /javascript|onload|script|<svg|<style|<object|<embed|<form|<input|background|evil/i,
      );
    }
  });

  it("keeps editor markup, safe links, relative images, widths and alignment", () => {
    const html =
      '<h2 style="text-align:center">T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
      '<a href="https://example.com" target="_blank">x</a><a href="/a/other">y</a><a href="mailto:a@b.c">m</a>' +
      '<img src="/uploads/a.png" alt="A" style="width:300px;position:fixed">' +
      "<table><tbody><tr><td>c</td></tr></tbody></table><pre><code>x</code></pre>";
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2 style="text-align:center">T</h2>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean).toContain('<a href="/a/other">y</a>');
    expect(clean).toContain('href="mailto:a@b.c"');
    expect(clean).toContain('<img src="/uploads/a.png" alt="A" style="width:300px" />');
    expect(clean).toContain("<td>c</td>");
    expect(clean).toContain("<pre><code>x</code></pre>");
  });

  it("keeps everything the article editor writes (tables, links, sized media, alignment)", () => {
    // As the Tiptap editor serialises it (e2e/articleEditor.spec.ts checks the browser round trip).
    const editorHtml =
      '<h2 style="text-align: center;">Checklist</h2><p style="text-align: left;">Read the ' +
      '<a href="https://example.com/wind">wind guide</a></p>' +
      '<table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup>' +
      '<tbody><tr><th colspan="1" rowspan="1"><p>Wind</p></th><th colspan="1" rowspan="1"><p></p></th></tr></tbody></table>' +
      '<div data-youtube-video="" style="width: 500px;"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ' +
      'title="YouTube video" allowfullscreen="true" frameborder="0" ' +
      `allow="${youtubeFrameAttributes.allow}" sandbox="${youtubeFrameAttributes.sandbox}" ` +
      'referrerpolicy="strict-origin-when-cross-origin"></iframe></div>' +
      '<img src="/uploads/2026/pitch.png" alt="Pitched tent" style="width: 600px;">';
    const spacing = (html: string) =>
      html.replace(/style="([^"]*)"/g, (_, css: string) => `style="${css.replace(/\s|;$/g, "")}"`);
    const normalise = (html: string) => spacing(html).replace(/ \/>/g, ">").replace(/=""/g, "");
    expect(normalise(sanitizeArticleHtml(editorHtml))).toBe(normalise(editorHtml));
  });

  it("gives every link with a target a fixed rel, whatever the editor wrote", () => {
    const clean = sanitizeArticleHtml(
      '<a href="https://example.com" target="_BLANK" rel="opener">x</a>' +
        '<a href="https://example.com/2" target="other" rel="opener noreferrer">y</a>' +
        '<a href="https://example.com/3" rel="opener">z</a>',
    );
    expect(clean).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="https://example.com/2" target="_blank" rel="noopener noreferrer">y</a>' +
        '<a href="https://example.com/3">z</a>',
    );
  });

  it("replaces an iframe's allow, sandbox and referrer policy with fixed values", () => {
    const clean = sanitizeArticleHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone" ' +
        'sandbox="allow-top-navigation allow-scripts allow-same-origin" referrerpolicy="unsafe-url"></iframe>',
    );
    expect(clean).not.toMatch(/camera|microphone|allow-top-navigation|unsafe-url/);
    expect(clean).toContain(`allow="${youtubeFrameAttributes.allow}"`);
    expect(clean).toContain(`sandbox="${youtubeFrameAttributes.sandbox}"`);
    expect(clean).toContain('referrerpolicy="strict-origin-when-cross-origin"');
  });

  it("keeps YouTube embeds only", () => {
    expect(
      sanitizeArticleHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'),
    ).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(
      sanitizeArticleHtml('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>'),
    ).toContain("<iframe");
    for (const src of [
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
      "http://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
    ])
      expect(sanitizeArticleHtml(`<iframe src="${src}"></iframe>`), src).toBe("");
  });
});

describe("articleHtmlToText", () => {
  it("strips tags, decodes entities and separates blocks", () => {
    expect(articleHtmlToText("<h1>Care</h1><p>Tents &amp; poles</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Care Tents & poles a b",
    );
  });
});
