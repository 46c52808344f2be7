import type { Instance } from "./instances.ts";
import type { LoadBalancer } from "./loadBalancer.ts";
import type { Outcome } from "./loadStats.ts";

/** A save the API answered 200 to: it must be in the database from then on. */
export interface AcknowledgedSave {
  id: number;
  updatedAt: string;
  title: string;
}

/** The fields of an article that PUT /api/admin/articles/:id takes (it replaces the article). */
const INPUT_FIELDS = [
  "slug",
  "summary",
  "contentHtml",
  "status",
  "categoryId",
  "coverImageUrl",
  "coverImagePosition",
  "tags",
  "seoTitle",
  "seoDescription",
  "featured",
  "verificationInterval",
  "customVerificationDate",
] as const;

interface EditedArticle {
  id: number;
  baseTitle: string;
  input: Record<string, unknown>;
}

/**
 * A signed-in editor saving an article every second through the balancer (round-robin over the
 * articles, a new title each time), recording every acknowledged save and every attempt's title,
 * so that afterwards each acknowledged save can be checked against the database.
 */
export class Editor {
  readonly acknowledged: AcknowledgedSave[] = [];
  /** Every title sent per article, acknowledged or not, in order. */
  private readonly attempted = new Map<number, string[]>();
  private readonly outcomes = new Map<string, number>();
  private saves = 0;

  private constructor(
    private readonly balancer: LoadBalancer,
    private readonly cookie: string,
    private readonly articles: EditedArticle[],
  ) {}

  /** Signs in on `instance` and loads the first `count` articles of the admin list to edit. */
  static async signIn(
    instance: Instance,
    balancer: LoadBalancer,
    credentials: { email: string; password: string },
    count = 5,
  ): Promise<Editor> {
    const login = await instance.fetch("/api/login", { method: "POST", body: JSON.stringify(credentials) });
    if (login.status !== 200) throw new Error(`editor sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.includes("session"))!
      .split(";")[0]!;
    const list = (await (
      await instance.fetch("/api/admin/articles?status=published", { cookie })
    ).json()) as {
      id: number;
    }[];
    const articles: EditedArticle[] = [];
    for (const { id } of list.slice(0, count)) {
      const article = (await (
        await instance.fetch(`/api/admin/articles/${id}`, { cookie })
      ).json()) as Record<string, unknown>;
      const input = Object.fromEntries(
        INPUT_FIELDS.filter((field) => field in article).map((f) => [f, article[f]]),
      );
      articles.push({ id, baseTitle: String(article.title), input });
    }
    return new Editor(balancer, cookie, articles);
  }

  /** Saves once a second until `until` (Date.now()); each save waits for the previous answer. */
  async run(until: number): Promise<void> {
    while (Date.now() < until) {
      const next = Date.now() + 1_000;
      await this.saveNext();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(next, until) - Date.now())));
    }
  }

  private async saveNext(): Promise<void> {
    const article = this.articles[this.saves % this.articles.length]!;
    this.saves++;
    const title = `${article.baseTitle} (save ${this.saves})`;
    const attempts = this.attempted.get(article.id) ?? [];
    attempts.push(title);
    this.attempted.set(article.id, attempts);
    const answer = await this.balancer.request({
      kind: "save",
      method: "PUT",
      path: `/api/admin/articles/${article.id}`,
      client: "127.0.0.1",
      cookie: this.cookie,
      json: { ...article.input, title },
    });
    this.count(answer.outcome);
    if (answer.outcome === 200) {
      const saved = JSON.parse(answer.body) as { updatedAt: string; title: string };
      this.acknowledged.push({ id: article.id, updatedAt: saved.updatedAt, title: saved.title });
    }
  }

  private count(outcome: Outcome): void {
    this.outcomes.set(String(outcome), (this.outcomes.get(String(outcome)) ?? 0) + 1);
  }

  /** Save attempts by outcome since the last call, e.g. {"200": 118, "503": 2}; then starts counting afresh. */
  takeOutcomes(): Record<string, number> {
    const outcomes = Object.fromEntries(this.outcomes);
    this.outcomes.clear();
    return outcomes;
  }

  /**
   * Checks every acknowledged save through the API: a version with its time and title exists
   * (nothing acknowledged was lost or rolled back), and each article's current title is its last
   * acknowledged one or one sent after it (a save can take effect without its answer arriving).
   * Answers the problems found (none: empty).
   */
  async verify(instance: Instance): Promise<{ checked: number; problems: string[] }> {
    const problems: string[] = [];
    const get = async <T>(path: string): Promise<T> => {
      const response = await instance.fetch(path, { cookie: this.cookie });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return (await response.json()) as T;
    };
    for (const article of this.articles) {
      const acks = this.acknowledged.filter((save) => save.id === article.id);
      const versions = await get<{ id: number; createdAt: string }[]>(
        `/api/admin/articles/${article.id}/versions`,
      );
      const versionAt = new Map(versions.map((version) => [Date.parse(version.createdAt), version.id]));
      for (const ack of acks) {
        const versionId = versionAt.get(Date.parse(ack.updatedAt));
        if (versionId === undefined) {
          problems.push(`article ${article.id}: no version for the save acknowledged at ${ack.updatedAt}`);
          continue;
        }
        const version = await get<{ title: string }>(
          `/api/admin/articles/${article.id}/versions/${versionId}`,
        );
        if (version.title !== ack.title)
          problems.push(
            `article ${article.id} at ${ack.updatedAt}: version says "${version.title}", save "${ack.title}"`,
          );
      }
      const last = acks.at(-1);
      if (!last) continue;
      const current = await get<{ title: string }>(`/api/admin/articles/${article.id}`);
      const sent = this.attempted.get(article.id) ?? [];
      const allowed = sent.slice(sent.lastIndexOf(last.title));
      if (!allowed.includes(current.title))
        problems.push(
          `article ${article.id}: title is "${current.title}", last acknowledged "${last.title}"`,
        );
    }
    return { checked: this.acknowledged.length, problems };
  }
}
