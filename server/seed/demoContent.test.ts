import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadDemoContent } from "./demoContent.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-demo-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const helpCenter = `author: Trailhead Support
categories:
  - { slug: tents, name: Tents, description: All about tents. }
synonyms: ["refund, money back"]
searches: [{ query: tent, resultCount: 1, times: 2 }]
`;

describe("demo content files", () => {
  it("reads an article from its file alone: front matter, then the body", () => {
    const dir = contentDir({
      "help-center.yaml": helpCenter,
      "articles/tents/pitch-in-wind.html": `---
title: Pitching in wind
summary: Stake the windward side first.
status: published
publishedDaysAgo: 3
updatedDaysAgo: 1
verificationInterval: 3-months
tags: [wind, pitching]
---
<p>Face the narrow end into the wind.</p>
`,
    });
    const demo = loadDemoContent(dir);
    expect(demo.categories.map((c) => c.slug)).toEqual(["tents"]);
    expect(demo.synonyms).toEqual(["refund, money back"]);
    expect(demo.articles).toEqual([
      expect.objectContaining({
        slug: "pitch-in-wind",
        categorySlug: "tents",
        title: "Pitching in wind",
        tags: ["wind", "pitching"],
        featured: false,
        lastVerifiedDaysAgo: null,
        contentHtml: "<p>Face the narrow end into the wind.</p>",
      }),
    ]);
  });

  it("names the file and the field when front matter is wrong", () => {
    const dir = contentDir({
      "help-center.yaml": helpCenter,
      "articles/tents/broken.html": "---\ntitle: Broken\nstatus: maybe\n---\n<p>x</p>\n",
    });
    expect(() => loadDemoContent(dir)).toThrow(/broken\.html[\s\S]*status/);
  });

  it("holds the bundled demo: 8 categories, 44+ articles, synonyms", () => {
    const demo = loadDemoContent();
    expect(demo.categories).toHaveLength(8);
    expect(demo.articles.length).toBeGreaterThanOrEqual(44);
    expect(demo.synonyms.length).toBeGreaterThan(0);
  });
});
