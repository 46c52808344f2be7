import { randomBytes } from "node:crypto";
import { createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipAfterFixedPrefix } from "./gzipAfterFixedPrefix.ts";

const stylesheet = `<style>${".card{margin:0 auto;padding:1rem}".repeat(800)}</style>`;

/** Decodes as a browser does: a stream fed in small pieces, checking the trailer at the end. */
async function gunzipStreamed(gzipped: Buffer): Promise<Buffer> {
  const gunzip = createGunzip();
  const chunks: Buffer[] = [];
  gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    gunzip.on("end", resolve);
    gunzip.on("error", reject);
  });
  for (let at = 0; at < gzipped.length; at += 1000) gunzip.write(gzipped.subarray(at, at + 1000));
  gunzip.end();
  await done;
  return Buffer.concat(chunks);
}

describe("GzipAfterFixedPrefix", () => {
  const gzip = new GzipAfterFixedPrefix(`<!doctype html><head>${stylesheet}`);

  it("gives gzip that decodes, trailer checked, to the prefix followed by the rest", async () => {
    for (const rest of [
      Buffer.from(""),
      Buffer.from("<title>Pitching a tent</title></head><body>ä ✓</body>"),
      Buffer.from(`<body>${"<p>Guy lines hold the fly taut.</p>".repeat(3000)}</body>`),
      randomBytes(70_000),
    ]) {
      const whole = Buffer.concat([Buffer.from(`<!doctype html><head>${stylesheet}`), rest]);
      for (const level of [1, 6]) {
        const gzipped = gzip.gzip(rest, level);
        expect(gunzipSync(gzipped).equals(whole)).toBe(true);
        expect((await gunzipStreamed(gzipped)).equals(whole)).toBe(true);
      }
      expect(gzip.body(rest).equals(whole)).toBe(true);
    }
  });

  it("compresses the prefix as well as gzipping the whole body would", () => {
    const rest = Buffer.from(`<body>${"<p>Seal the seams.</p>".repeat(50)}</body>`);
    const whole = Buffer.concat([gzip.prefix, rest]);
    // The stylesheet repeats, so any real compression leaves a small fraction of it.
    expect(gzip.gzip(rest, 1).length).toBeLessThan(whole.length / 10);
  });

  it("is refused by a decoder when a byte is damaged", () => {
    const gzipped = gzip.gzip(Buffer.from("<body>Tents</body>"), 1);
    gzipped.writeUInt8(gzipped.readUInt8(gzipped.length - 6) ^ 0xff, gzipped.length - 6);
    expect(() => gunzipSync(gzipped)).toThrow();
  });

  it("puts the same deflated rest after another prefix, the trailer made for that prefix", async () => {
    const linked = new GzipAfterFixedPrefix(
      '<!doctype html><head><link rel="stylesheet" href="/assets/p.css">',
    );
    for (const rest of [
      Buffer.from(""),
      Buffer.from(`<body>${"<p>Guy lines hold the fly taut.</p>".repeat(3000)}</body>`),
      randomBytes(70_000),
    ]) {
      const regzipped = linked.regzip(gzip.gzip(rest, 6), gzip, rest);
      const whole = Buffer.concat([linked.prefix, rest]);
      expect(gunzipSync(regzipped).equals(whole)).toBe(true);
      expect((await gunzipStreamed(regzipped)).equals(whole)).toBe(true);
    }
  });
});
