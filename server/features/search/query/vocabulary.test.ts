import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Vocabulary, type WordStore } from "./vocabulary.ts";

/** A store whose reads the test answers when it chooses, counting each kind of read. */
class HeldStore implements WordStore {
  words: string[];
  reads = 0;
  counts = 0;
  private waiting: (() => void)[] = [];
  holding = false;

  constructor(words: string[]) {
    this.words = words;
  }

  async all(): Promise<string[]> {
    this.reads += 1;
    if (this.holding) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return [...this.words];
  }

  async count(): Promise<number> {
    this.counts += 1;
    return this.words.length;
  }

  /** Answers the reads held so far and lets the merge that follows them run to its end. */
  async release(): Promise<void> {
    this.holding = false;
    for (const resolve of this.waiting.splice(0)) resolve();
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
  }
}

const MINUTE = 60_000;

describe("Vocabulary", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-05T08:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the store on first use only", async () => {
    const store = new HeldStore(["tent", "stakes"]);
    store.holding = true;
    const vocabulary = new Vocabulary(store);
    let ready = false;
    const first = vocabulary.ready().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ready).toBe(false);
    await store.release();
    await first;
    expect(vocabulary.has("stakes")).toBe(true);
  });

  it("answers with the words it has while a stale vocabulary reads the words another instance added", async () => {
    const store = new HeldStore(["tent", "stakes"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    const versionBefore = vocabulary.version;

    store.words.push("guyline");
    store.holding = true;
    vi.setSystemTime(Date.now() + MINUTE);
    // The store is being read and does not answer yet: the search goes ahead with the words known.
    await vocabulary.ready();
    expect(vocabulary.has("guyline")).toBe(false);
    expect(vocabulary.has("tent")).toBe(true);

    await store.release();
    expect(vocabulary.has("guyline")).toBe(true);
    expect(vocabulary.corrections("guylin")).toEqual(["guyline"]);
    expect(vocabulary.completions("guy")).toEqual(["guyline"]);
    expect(vocabulary.version).toBeGreaterThan(versionBefore);
  });

  it("checks the store's count each minute and reads the words only when it changed", async () => {
    const store = new HeldStore(["tent", "stakes"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    expect(store.reads).toBe(1);

    await vocabulary.ready();
    expect(store.counts).toBe(0);

    vi.setSystemTime(Date.now() + MINUTE);
    await vocabulary.ready();
    await store.release();
    expect(store.counts).toBe(1);
    expect(store.reads).toBe(1);
    const version = vocabulary.version;

    store.words.push("footprint");
    vi.setSystemTime(Date.now() + MINUTE);
    await vocabulary.ready();
    await store.release();
    expect(store.reads).toBe(2);
    expect(vocabulary.has("footprint")).toBe(true);
    expect(vocabulary.version).toBeGreaterThan(version);
  });

  it("reads the store at the next use when told another instance stored words, whatever the count", async () => {
    const store = new HeldStore(["tent", "stakes"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    // A rebuild elsewhere may store as many words as before, some of them new.
    store.words = ["tent", "groundsheet"];
    vocabulary.storeChanged();
    await vocabulary.ready();
    await store.release();
    expect(store.reads).toBe(2);
    expect(vocabulary.has("groundsheet")).toBe(true);
  });

  it("waits after a rebuild for a read that replaces the words, dropping those no longer stored", async () => {
    const store = new HeldStore(["tent", "stakes", "lantern"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    store.words = ["tent", "stakes"];
    store.holding = true;
    vocabulary.invalidate();
    let ready = false;
    const next = vocabulary.ready().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ready).toBe(false);
    await store.release();
    await next;
    expect(vocabulary.has("lantern")).toBe(false);
    expect(vocabulary.corrections("lanterm")).toEqual([]);
  });

  it("waits for the replacing read even when a background check is under way", async () => {
    const store = new HeldStore(["tent", "lantern"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    store.words = ["tent", "headlamp", "stove"];
    store.holding = true;
    vi.setSystemTime(Date.now() + MINUTE);
    await vocabulary.ready(); // starts a check that merges, held by the store
    vocabulary.invalidate();
    const next = vocabulary.ready();
    await store.release();
    await next;
    expect(vocabulary.has("lantern")).toBe(false);
    expect(vocabulary.has("headlamp")).toBe(true);
  });

  it("keeps answering when a background check fails, and checks again a minute later", async () => {
    const store = new HeldStore(["tent"]);
    const vocabulary = new Vocabulary(store);
    await vocabulary.ready();
    const failing = vi.spyOn(store, "count").mockRejectedValueOnce(new Error("connection lost"));
    vi.setSystemTime(Date.now() + MINUTE);
    await vocabulary.ready();
    await store.release();
    expect(vocabulary.has("tent")).toBe(true);
    store.words.push("tarp");
    vi.setSystemTime(Date.now() + MINUTE);
    await vocabulary.ready();
    await store.release();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(vocabulary.has("tarp")).toBe(true);
  });

  it("corrects a slip with a word added after the same slip was corrected", async () => {
    const vocabulary = await new Vocabulary(new HeldStore(["tent", "stove"])).ready();
    expect(vocabulary.corrections("stoove")).toEqual(["stove"]);
    // An answer handed out is the caller's: changing it changes no later answer.
    vocabulary.corrections("stoove").push("stooge");
    expect(vocabulary.corrections("stoove")).toEqual(["stove"]);
    expect(vocabulary.corrections("lanturn")).toEqual([]);
    vocabulary.add(["lantern"]);
    expect(vocabulary.corrections("lanturn")).toEqual(["lantern"]);
  });
});
