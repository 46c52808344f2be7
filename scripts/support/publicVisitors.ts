import type { LoadBalancer } from "./loadBalancer.ts";

/** What visitors can ask for: page addresses and what they type into the search box. */
export interface PublicSite {
  categorySlugs: string[];
  articleSlugs: string[];
  /** Whole queries; visitors type them a letter at a time. */
  queries: string[];
}

/** Reads the site's categories and articles through the public API, and makes queries of the titles. */
export async function readPublicSite(url: string): Promise<PublicSite> {
  const categories = (await (await fetch(`${url}/api/public/categories`)).json()) as { slug: string }[];
  const articleSlugs: string[] = [];
  const queries = new Set<string>();
  for (const category of categories) {
    const page = (await (await fetch(`${url}/api/public/categories/${category.slug}`)).json()) as {
      articles: { slug: string; title: string }[];
    };
    for (const article of page.articles) {
      articleSlugs.push(article.slug);
      // The first two words of a title, as a visitor would start typing it ("pitching a").
      queries.add(article.title.toLowerCase().split(/\s+/).slice(0, 2).join(" "));
    }
  }
  return { categorySlugs: categories.map((category) => category.slug), articleSlugs, queries: [...queries] };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** 2,000 visitor addresses: enough that per-address limits and "already rated" stay rare, as on a real site. */
const visitorAddress = () => `10.${Math.floor(Math.random() * 8)}.${Math.floor(Math.random() * 250)}.1`;

export interface VisitorOptions {
  balancer: LoadBalancer;
  site: PublicSite;
  /** Visitors browsing at once (closed loop: each sends its next request when the last is answered). */
  concurrency: number;
  /** Until when (Date.now()). */
  until: number;
  /** A bound on requests in all, whatever the time. */
  maxRequests: number;
}

/**
 * A mixed public load: of each visitor's actions, 80% page views (home 15%, a category 25%, an
 * article 40%), 15% a search typed letter by letter (each prefix of two letters or more is one
 * as-you-type request, spread by the balancer over the instances, as consecutive keystrokes are
 * behind a real balancer), 5% a rating. Resolves with the number of requests sent.
 */
export async function runPublicVisitors(options: VisitorOptions): Promise<number> {
  const { balancer, site } = options;
  let sent = 0;
  const more = () => Date.now() < options.until && sent < options.maxRequests;
  const visitor = async () => {
    while (more()) {
      const client = visitorAddress();
      const roll = Math.random();
      if (roll < 0.15) {
        sent++;
        await balancer.request({ kind: "page", path: "/", client });
      } else if (roll < 0.4) {
        sent++;
        await balancer.request({ kind: "page", path: `/c/${pick(site.categorySlugs)}`, client });
      } else if (roll < 0.8) {
        sent++;
        await balancer.request({ kind: "page", path: `/a/${pick(site.articleSlugs)}`, client });
      } else if (roll < 0.95) {
        const query = pick(site.queries);
        for (let length = 2; length <= query.length && more(); length++) {
          sent++;
          const q = encodeURIComponent(query.slice(0, length));
          await balancer.request({ kind: "search", path: `/api/public/search?q=${q}`, client });
        }
      } else {
        sent++;
        await balancer.request({
          kind: "rating",
          method: "POST",
          path: `/api/public/articles/${pick(site.articleSlugs)}/rate`,
          json: { value: Math.random() < 0.8 ? 1 : -1 },
          client,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, visitor));
  return sent;
}
