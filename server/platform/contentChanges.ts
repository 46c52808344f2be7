/**
 * What changed, so that each cache clears only what shows it:
 * - `everything`: settings, categories, a rebuild or seed — every page, settings and words;
 * - `articles`: these articles (their pages, the pages naming them, their categories' pages);
 *   `listing` when the set of published articles or the featured ones changed (home, counts).
 */
export type ContentChange =
  | { scope: "everything" }
  | { scope: "articles"; articleIds: number[]; categoryIds: number[]; listing: boolean };

/**
 * Where a change was made: `here` on this instance (its own writes already updated what they
 * wrote in memory), `elsewhere` on another instance, arriving through the cluster transport.
 */
export type ChangeOrigin = "here" | "elsewhere";

export type ContentChangeSubscriber = (change: ContentChange, origin: ChangeOrigin) => void;

/** Carries changes between instances; the bus hands each one to it after the local subscribers. */
export type ContentChangeTransport = (change: ContentChange) => void;

export const everything: ContentChange = { scope: "everything" };

/** A change to the given articles (ids of the categories they were in before and after). */
export function articlesChanged(
  articleIds: number[],
  categoryIds: (number | null | undefined)[],
  listing: boolean,
): ContentChange {
  const categories = [...new Set(categoryIds.filter((id): id is number => typeof id === "number"))];
  return { scope: "articles", articleIds: [...new Set(articleIds)], categoryIds: categories, listing };
}

/**
 * The one way content changes travel. Every cache that shows content subscribes here; a write
 * publishes after its transaction commits. The same subscribers run for a change made on this
 * instance and for one made on another (delivered by the transport), so no cache can be
 * forgotten on one path: only `origin` tells them apart.
 */
export class ContentChangeBus {
  private readonly subscribers = new Map<string, ContentChangeSubscriber>();
  private transport: ContentChangeTransport = () => {};

  /**
   * Adds a subscriber under a name unique on this bus (what it keeps fresh: "page cache",
   * "feeds"…, so that instances can be compared); the returned function removes it.
   */
  subscribe(name: string, subscriber: ContentChangeSubscriber): () => void {
    if (this.subscribers.has(name)) throw new Error(`A content-change subscriber named "${name}" exists`);
    this.subscribers.set(name, subscriber);
    return () => this.subscribers.delete(name);
  }

  /** The names of the subscribers, in the order they run. */
  subscriberNames(): string[] {
    return [...this.subscribers.keys()];
  }

  /** A change made on this instance: every subscriber here, then every other instance. */
  publish(change: ContentChange = everything): void {
    this.deliver(change, "here");
    this.transport(change);
  }

  /** A change another instance made (from the transport): every subscriber here, not sent on. */
  receive(change: ContentChange): void {
    this.deliver(change, "elsewhere");
  }

  /** Sends this instance's changes through the given transport (the cluster link) from now on. */
  sendThrough(transport: ContentChangeTransport): void {
    this.transport = transport;
  }

  private deliver(change: ContentChange, origin: ChangeOrigin): void {
    for (const subscriber of this.subscribers.values()) subscriber(change, origin);
  }
}
