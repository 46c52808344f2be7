import fs from "node:fs";

/** Lines of the file per block: one block is read from disk per look-up. */
const LINES_PER_BLOCK = 32;
/** The size of a read while the block index is built (the file is never held whole). */
const SCAN_CHUNK = 64 * 1024;

/**
 * A text file of lines "key rest…", sorted by key, read on disk: a WordNet index file (lemma → its
 * senses) or the word vectors (word → its vector). Memory holds only every LINES_PER_BLOCK-th key
 * with where its block starts (~0.3 MB for WordNet's four index files, where holding their 6.3 MB
 * of text took 12-14 MB), and a look-up binary-searches those, then reads the one block (a few KB,
 * from the operating system's cache once read) and finds the line in it. Its callers keep what
 * they look up. Lines starting with a space (WordNet's licence) are no entries.
 */
export class SortedLineFile {
  private readonly fd: number;
  /** The first key of each block, in file order. */
  private readonly firstKeys: string[] = [];
  /** Where each block starts, and where the last one ends (one more entry than firstKeys). */
  private readonly blockStarts: number[] = [];
  private buffer = Buffer.alloc(8 * 1024);

  constructor(file: string) {
    this.fd = fs.openSync(file, "r");
    const size = fs.fstatSync(this.fd).size;
    const chunk = Buffer.alloc(SCAN_CHUNK);
    let lineCount = 0;
    // The line being read: where it starts, and its first bytes (enough for any key).
    let lineStart = 0;
    let head = "";
    let inHead = true;
    for (let position = 0; position < size; ) {
      const read = fs.readSync(this.fd, chunk, 0, SCAN_CHUNK, position);
      if (read === 0) break;
      let from = 0;
      for (;;) {
        const newline = chunk.indexOf(10, from);
        const end = newline >= 0 && newline < read ? newline : read;
        if (inHead) {
          const space = chunk.indexOf(32, from);
          const stop = space >= from && space < end ? space : end;
          head += chunk.toString("latin1", from, stop);
          if (stop < end) inHead = false;
        }
        if (end === read) break;
        // A whole line from lineStart to position + newline. The licence at the top is indented:
        // its lines are no entries.
        if (head.length > 0) {
          if (lineCount % LINES_PER_BLOCK === 0) {
            this.firstKeys.push(head);
            this.blockStarts.push(lineStart);
          }
          lineCount += 1;
        }
        lineStart = position + newline + 1;
        head = "";
        inHead = true;
        from = newline + 1;
      }
      position += read;
    }
    this.blockStarts.push(size);
  }

  /** The line whose first field is `key`, if any. */
  find(key: string): string | undefined {
    const block = this.blockOf(key);
    if (block < 0) return undefined;
    const text = this.readBlock(block);
    const prefix = `${key} `;
    for (let at = 0; at < text.length; ) {
      const end = text.indexOf("\n", at);
      const lineEnd = end < 0 ? text.length : end;
      if (text.startsWith(prefix, at)) return text.slice(at, lineEnd);
      at = lineEnd + 1;
    }
    return undefined;
  }

  /** Those of the keys that some line starts with: each block is read once, however many keys fall in it. */
  keysAmong(keys: Iterable<string>): Set<string> {
    const byBlock = new Map<number, Set<string>>();
    for (const key of keys) {
      const block = this.blockOf(key);
      if (block < 0) continue;
      const wanted = byBlock.get(block);
      if (wanted) wanted.add(key);
      else byBlock.set(block, new Set([key]));
    }
    const found = new Set<string>();
    for (const [block, wanted] of byBlock)
      for (const key of this.keysIn(block)) if (wanted.has(key)) found.add(key);
    return found;
  }

  /** Some line's key begins with `prefix` (the prefix itself counts). */
  hasKeyStartingWith(prefix: string): boolean {
    return this.keysStartingWith(prefix, 1).length > 0;
  }

  /** Up to `max` keys that begin with `prefix` (the prefix itself included), in file order. */
  keysStartingWith(prefix: string, max: number): string[] {
    const found: string[] = [];
    const first = Math.max(0, this.blockOf(prefix));
    for (let block = first; block < this.firstKeys.length; block++) {
      // Keys that begin with the prefix are one run: a later block that starts past it ends it.
      if (block > first && !this.firstKeys[block]!.startsWith(prefix)) break;
      for (const key of this.keysIn(block)) {
        if (!key.startsWith(prefix)) continue;
        found.push(key);
        if (found.length >= max) return found;
      }
    }
    return found;
  }

  /**
   * The keys of a block's lines, in order (a licence line's is empty). Only the keys are
   * decoded: a block of word vectors is ~5 KB, its keys ~250 bytes.
   */
  private *keysIn(block: number): Generator<string> {
    const length = this.readBlockBytes(block);
    for (let at = 0; at < length; ) {
      const newline = this.buffer.indexOf(10, at);
      const lineEnd = newline < 0 || newline >= length ? length : newline;
      const space = this.buffer.indexOf(32, at);
      const key = this.buffer.toString("latin1", at, space >= at && space < lineEnd ? space : lineEnd);
      if (key.length > 0) yield key;
      at = lineEnd + 1;
    }
  }

  /** The last block whose first key is not after the key (-1: the key comes before every line). */
  private blockOf(key: string): number {
    let low = 0;
    let high = this.firstKeys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.firstKeys[mid]! <= key) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }

  private readBlock(block: number): string {
    return this.buffer.toString("latin1", 0, this.readBlockBytes(block));
  }

  /** Reads the block into the buffer; how many bytes it holds. */
  private readBlockBytes(block: number): number {
    const start = this.blockStarts[block]!;
    const length = this.blockStarts[block + 1]! - start;
    if (this.buffer.length < length) this.buffer = Buffer.alloc(length);
    return fs.readSync(this.fd, this.buffer, 0, length, start);
  }
}
