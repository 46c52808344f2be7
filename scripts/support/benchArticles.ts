import { type DemoArticle, loadDemoContent } from "../../server/seed/demoContent.ts";

const MODIFIERS = [
  "Trail",
  "Summit",
  "Ridge",
  "Valley",
  "Coastal",
  "Alpine",
  "Forest",
  "Desert",
  "Urban",
  "Family",
];
const FILLER =
  "pack trail weather layer camp shelter ground fabric nylon polyester canopy guyline peg vent condensation lantern kettle fuel canister strap buckle hipbelt torso frame insulation baffle loft compression sack zipper seam tape coating hydrostatic head groundsheet footprint vestibule".split(
    " ",
  );

/** Deterministic variations of the demo articles: new titles, slugs and a varied paragraph. */
export function generateArticles(count: number): DemoArticle[] {
  const published = loadDemoContent().articles.filter((a) => a.status === "published");
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  return Array.from({ length: count }, (_, i) => {
    const base = published[i % published.length]!;
    const modifier = MODIFIERS[Math.floor(i / published.length) % MODIFIERS.length]!;
    const words = Array.from({ length: 60 }, () => FILLER[next() % FILLER.length]).join(" ");
    return {
      ...base,
      slug: `${base.slug}-${i}`,
      title:
        i < published.length ? base.title : `${base.title} (${modifier} ${Math.floor(i / published.length)})`,
      contentHtml: `${base.contentHtml}<p>Model ${i}: ${words}.</p>`,
      featured: false,
    };
  });
}
