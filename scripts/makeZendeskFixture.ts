/**
 * Writes test/fixtures/zendesk: a Zendesk Guide export as the Help Center API lists it (an
 * outdoor retailer's help center: 3 categories, 8 sections, 64 articles with tables, images,
 * YouTube embeds, drafts, labels, links between articles, and a few broken references), with
 * the attachments its articles use. Run it again after changing it: node --import tsx scripts/makeZendeskFixture.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..", "test", "fixtures", "zendesk");
const host = "https://trailhead.zendesk.com";
const when = (day: number) =>
  new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().replace(".000", "");
const titleSuffix = (title: string) => title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");

const categories = [
  { id: 360000100001, name: "Shopping with us", description: "Orders, delivery, returns and your account." },
  { id: 360000100002, name: "Gear help", description: "Setting up, caring for and repairing your gear." },
  { id: 360000100003, name: "Warranty", description: "What our lifetime warranty covers and how to claim." },
];
const sectionNames: [number, string][] = [
  [0, "Orders & Delivery"],
  [0, "Returns & Exchanges"],
  [0, "Your Account"],
  [1, "Tents"],
  [1, "Sleeping Bags"],
  [1, "Stoves"],
  [1, "Backpacks"],
  [2, "Warranty Claims"],
];
const topics: Record<string, string[]> = {
  "Orders & Delivery": [
    "Tracking your parcel",
    "Delivery times",
    "Changing your address",
    "Cancelling an order",
    "Click and collect",
    "International delivery",
    "Missing items",
    "Paying with a gift card",
  ],
  "Returns & Exchanges": [
    "Our return policy",
    "Starting a return",
    "Exchanging a size",
    "Refund times",
    "Returning a gift",
    "Returning used gear",
    "Return labels",
    "Faulty on arrival",
  ],
  "Your Account": [
    "Resetting your password",
    "Changing your email",
    "Order history",
    "Saved addresses",
    "Newsletter settings",
    "Rewards points",
    "Closing your account",
    "Two-step sign-in",
  ],
  Tents: [
    "Pitching a dome tent",
    "Seam sealing",
    "Condensation",
    "Choosing a footprint",
    "Guy lines",
    "Cleaning a tent",
    "Storing a tent",
    "Pitching in wind",
  ],
  "Sleeping Bags": [
    "Temperature ratings",
    "Washing down",
    "Bag liners",
    "Storing a bag",
    "Zip repairs",
    "Synthetic or down",
    "Pad R-values",
    "Finding a pad leak",
  ],
  Stoves: [
    "Lighting a canister stove",
    "Priming liquid fuel",
    "Flying with fuel",
    "Cleaning burners",
    "Stove won't light",
    "Recycling canisters",
    "Wind shields",
    "Cooking at altitude",
  ],
  Backpacks: [
    "Measuring torso length",
    "Hip belt fit",
    "Packing well",
    "Rain covers",
    "Hydration reservoirs",
    "Pack capacity",
    "Cleaning a pack",
    "Load lifters",
  ],
  "Warranty Claims": [
    "What is covered",
    "Filing a claim",
    "Repair turnaround",
    "Broken tent poles",
    "Delamination",
    "Zipper sliders",
    "Proof of purchase",
    "Claims outside the UK",
  ],
};

interface Article {
  id: number;
  section_id: number;
  title: string;
  body: string;
  html_url: string;
  draft: boolean;
  promoted: boolean;
  position: number;
  label_names: string[];
  created_at: string;
  updated_at: string;
  locale: string;
  author_id: number;
}

const sections = sectionNames.map(([category, name], index) => ({
  id: 360000200001 + index,
  category_id: categories[category]!.id,
  name,
  description: `${name}: answers from our support team.`,
  position: index,
  locale: "en-us",
  html_url: `${host}/hc/en-us/sections/${360000200001 + index}-${titleSuffix(name)}`,
  created_at: when(index),
  updated_at: when(index + 10),
}));

const articles: Article[] = [];
const attachments: { articleId: number; file: string; width: number; height: number }[] = [];
sections.forEach((section, sectionIndex) => {
  topics[section.name]!.forEach((title, index) => {
    const id = 360012340001 + sectionIndex * 100 + index;
    const n = articles.length;
    const parts = [
      `<p>${title} is one of the questions we hear most. Here is what our support team recommends.</p>`,
      `<h2>Before you start</h2><p>Have your order number ready &mdash; it is on your confirmation email.</p>`,
    ];
    if (n % 4 === 0) {
      parts.push(
        `<table><thead><tr><th>Option</th><th>Time</th><th>Cost</th></tr></thead><tbody><tr><td>Standard</td><td>3&ndash;5 days</td><td>Free over &pound;50</td></tr><tr><td>Express</td><td>1&ndash;2 days</td><td>&pound;6.95</td></tr></tbody></table>`,
      );
    }
    if (n % 3 === 0) {
      const file = `${titleSuffix(title).toLowerCase()}.png`;
      attachments.push({ articleId: id, file, width: 320 + (n % 5) * 40, height: 240 });
      parts.push(
        `<p><img src="${host}/hc/article_attachments/${4400000 + n}/${file}" alt="${title} diagram" width="${320 + (n % 5) * 40}" height="240"></p>`,
      );
    }
    if (n % 7 === 0) {
      parts.push(
        `<p><iframe src="//www.youtube.com/embed/dQw4w9WgXc${String.fromCharCode(65 + (n % 26))}" width="560" height="315" frameborder="0" allowfullscreen></iframe></p>`,
      );
    }
    if (n > 0 && n % 5 === 0) {
      const other = articles[n - 3]!;
      parts.push(`<p>See also <a href="${other.html_url}">${other.title}</a>.</p>`);
    }
    parts.push(
      `<ul><li>Check the label on your item.</li><li>Keep your receipt.</li></ul><p>Still stuck? <a href="mailto:help@trailhead.example">Email us</a>.</p>`,
    );
    articles.push({
      id,
      section_id: section.id,
      title,
      body: parts.join("\n"),
      html_url: `${host}/hc/en-us/articles/${id}-${titleSuffix(title)}`,
      draft: n % 11 === 5,
      promoted: n % 16 === 1,
      position: index,
      label_names: [section.name.split(" ")[0]!.toLowerCase(), ...(n % 2 === 0 ? ["popular"] : [])],
      created_at: when(30 + n),
      updated_at: when(200 + n),
      locale: "en-us",
      author_id: 360100000001,
    });
  });
});

// Broken references: an image whose file was never exported, a link to an article that is gone,
// and markup the editor cannot hold.
articles[2]!.body += `\n<p><img src="${host}/hc/article_attachments/4409999/lost-photo.jpg" alt="Lost photo"></p>`;
articles[9]!.body += `\n<p>Older advice: <a href="${host}/hc/en-us/articles/360099999999-Retired-article">retired article</a>.</p>`;
articles[20]!.body += `\n<script>trackView()</script><p onclick="x()">Tap here</p>`;
// Two articles whose titles make the same slug.
articles[40]!.title = articles[24]!.title;

fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });
const write = (name: string, value: unknown) =>
  fs.writeFileSync(path.join(root, name), `${JSON.stringify(value, null, 2)}\n`);
write("categories.json", {
  categories: categories.map((category, position) => ({
    ...category,
    position,
    locale: "en-us",
    html_url: `${host}/hc/en-us/categories/${category.id}-${titleSuffix(category.name)}`,
    created_at: when(0),
    updated_at: when(5),
  })),
  count: categories.length,
  next_page: null,
});
write("sections.json", { sections, count: sections.length, next_page: null });
write("articles.json", { articles, count: articles.length, next_page: null });
for (const attachment of attachments) {
  const dir = path.join(root, "attachments", String(attachment.articleId));
  fs.mkdirSync(dir, { recursive: true });
  const png = await sharp({
    create: {
      width: attachment.width,
      height: attachment.height,
      channels: 3,
      background: { r: 40, g: 110, b: 70 },
    },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(dir, attachment.file), png);
}
console.log(
  `${articles.length} articles, ${sections.length} sections, ${attachments.length} attachments in ${root}`,
);
