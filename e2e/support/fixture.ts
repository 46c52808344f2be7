import { recordSlug } from "../../server/features/articles/slugRepo.ts";
import type { SiteSettingsInput } from "../../shared/schemas/settings.ts";
import { type ContentTarget, makeArticle, makeCategory } from "../../test/support/contentFactory.ts";
import type { ExpectedFailure } from "./pageProblems.ts";

const DAY_MS = 86_400_000;

/** A cover image that needs no file on disk (img-src allows data:). */
export const COVER_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#3b6e4f"/><circle cx="900" cy="150" r="80" fill="#f5c542"/></svg>`,
  );

export const RICH_BODY = `<h2>Before you start</h2>
<p>Choose a flat spot and clear away stones. Read the <a href="https://example.com/guide">full guide</a>.</p>
<blockquote><p>Practise pitching at home first.</p></blockquote>
<table><thead><tr><th>Tent size</th><th>Stakes</th></tr></thead><tbody><tr><td>2-person</td><td>8</td></tr><tr><td>4-person</td><td>12</td></tr></tbody></table>
<pre><code>stake angle = 45 degrees</code></pre>
<ul><li>Footprint</li><li>Poles</li></ul>
<p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" title="How to pitch a tent (video)" allowfullscreen></iframe></p>`;

/** The settings the browser suite starts with: a shop button, an incomplete footer link, a broken logo. */
export const E2E_SETTINGS: SiteSettingsInput = {
  site_name: "Trailhead Help",
  site_logo: "/missing-logo.png",
  footer_tagline: "Premium outdoor equipment for your adventures.",
  navigation_links: {
    header: [
      { name: "Support", url: "/" },
      { name: "Contact", url: "https://example.com/contact" },
      { name: "Shop", url: "https://shop.example.com" },
    ],
    footer: {
      support: [
        { name: "Help Center", url: "/" },
        { name: "Warranty", url: "https://example.com/warranty" },
        { name: "Half link", url: "" },
      ],
      company: [{ name: "About", url: "https://example.com/about" }],
    },
  },
};

interface ArticleSeed {
  slug: string;
  title: string;
  summary: string;
  category: string;
  body?: string;
  status?: "draft" | "published";
  featured?: boolean;
  helpful?: number;
  cover?: boolean;
  coverPosition?: number;
  tags?: string[];
  daysAgo: number;
}

const tentGuides: ArticleSeed[] = [
  "Zipper care",
  "Guy lines explained",
  "Choosing a footprint",
  "Pole repair kit",
  "Ventilation and condensation",
  "Storing your tent",
  "Winter camping tips",
  "Packing it small",
  "Stake types",
  "Rainfly setup",
  "Anchoring on sand",
  "Quick pitch drill",
].map((title, index) => ({
  slug: `tent-guide-${index + 1}`,
  title,
  summary: `${title}: practical advice for tent owners.`,
  category: "tents",
  helpful: (index * 7) % 13,
  daysAgo: 10 + index,
}));

/** Articles of the browser suite: enough tents for two pages, one rich article, a draft. */
export const E2E_ARTICLES: ArticleSeed[] = [
  {
    slug: "pitch-a-tent",
    title: "How to pitch a tent",
    summary: "Step-by-step instructions for pitching your tent in ten minutes.",
    category: "tents",
    body: RICH_BODY,
    featured: true,
    helpful: 12,
    cover: true,
    coverPosition: 20,
    tags: ["tents", "camping"],
    daysAgo: 1,
  },
  {
    slug: "waterproofing-your-tent",
    title: "Waterproofing your tent",
    summary: "Seal seams and refresh the coating so rain stays outside.",
    category: "tents",
    featured: true,
    helpful: 30,
    tags: ["tents", "rain"],
    daysAgo: 3,
  },
  ...tentGuides,
  {
    slug: "track-your-order",
    title: "Track your order",
    summary: "Find where your parcel is with the tracking link.",
    category: "orders",
    featured: true,
    helpful: 5,
    daysAgo: 2,
  },
  {
    slug: "return-policy",
    title: "Return policy",
    summary: "Return unused gear within 30 days for a refund.",
    category: "orders",
    helpful: 9,
    daysAgo: 4,
  },
  {
    slug: "upcoming-draft",
    title: "Upcoming draft article",
    summary: "Not published yet.",
    category: "orders",
    status: "draft",
    daysAgo: 0,
  },
];

/** Fills an empty database with the browser suite's help center (written and indexed as any article is). */
export async function seedE2eContent(target: ContentTarget, now = Date.now()): Promise<void> {
  const iso = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const categories = [
    { slug: "tents", name: "Tents & Shelters", description: "Pitching, care and repair of tents." },
    { slug: "orders", name: "Orders & Shipping", description: "Tracking, returns and delivery." },
    { slug: "empty-shelf", name: "Empty Shelf", description: "Nothing here yet." },
  ];
  const ids = new Map<string, number>();
  for (const [index, category] of categories.entries()) {
    const row = await makeCategory(target, {
      ...category,
      displayOrder: index,
      createdAt: iso(30),
      updatedAt: iso(30),
    });
    ids.set(category.slug, row.id);
  }
  for (const article of E2E_ARTICLES) {
    const status = article.status ?? "published";
    const row = await makeArticle(target, {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      contentHtml:
        article.body ?? `<p>${article.summary}</p><p>More detail about ${article.title.toLowerCase()}.</p>`,
      status,
      categoryId: ids.get(article.category) ?? null,
      coverImageUrl: article.cover ? COVER_IMAGE : null,
      coverImagePosition: article.coverPosition ?? 50,
      featured: article.featured ?? false,
      publishedAt: status === "published" ? iso(article.daysAgo + 5) : null,
      createdAt: iso(article.daysAgo + 5),
      updatedAt: iso(article.daysAgo),
      helpfulCount: article.helpful ?? 0,
      notHelpfulCount: 1,
      tags: article.tags ?? [],
    });
    // The guide's address before it was renamed: old links answer 301.
    if (article.slug === "pitch-a-tent")
      await recordSlug(target.db, row.id, row.slug, "old-pitch-guide", iso(20));
  }
}

/** Failures every page of the suite's site has on purpose: the settings above name a missing logo. */
export const E2E_EXPECTED_FAILURES: ExpectedFailure[] = [
  {
    because: "the suite's settings name a logo file that does not exist (the built-in logo stands in)",
    status: 404,
    url: /\/missing-logo\.png$/,
  },
];
