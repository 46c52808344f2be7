import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { zipOf, zipSlipArchive } from "../../../test/support/zipFiles.ts";
import { DEFAULT_ZIP_LIMITS, extractZip } from "./safeZipExtract.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-zip-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let counter = 0;

/** Unpacks the archive into a new folder; answers the folder, or the refusal's message. */
async function unpack(
  zip: Buffer,
  limits = DEFAULT_ZIP_LIMITS,
): Promise<{ folder: string; refusal?: string }> {
  counter += 1;
  const file = path.join(work, `archive-${counter}.zip`);
  const folder = path.join(work, `out-${counter}`);
  fs.writeFileSync(file, zip);
  try {
    await extractZip(file, folder, limits);
    return { folder };
  } catch (error) {
    expect((error as { statusCode?: number }).statusCode).toBe(400);
    // A refused archive leaves nothing behind.
    expect(fs.existsSync(folder)).toBe(false);
    return { folder, refusal: (error as Error).message };
  }
}

describe("unpacking an import archive", () => {
  it("unpacks folders and files as they are", async () => {
    const { folder, refusal } = await unpack(
      await zipOf([
        { name: "tents/_category.yml", content: "name: Tents\n" },
        { name: "tents/pitching.md", content: "# Pitching" },
        { name: "media/photo.jpg", content: Buffer.from([0xff, 0xd8, 0xff]), compress: false },
      ]),
    );
    expect(refusal).toBeUndefined();
    expect(fs.readFileSync(path.join(folder, "tents", "pitching.md"), "utf8")).toBe("# Pitching");
    expect(fs.readFileSync(path.join(folder, "media", "photo.jpg"))).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("refuses entries that leave the folder, by .. or by an absolute path", async () => {
    const dotted = await unpack(await zipSlipArchive("a/../../evil.md", "x"));
    expect(dotted.refusal).toContain('"a/../../evil.md" would be written outside the import folder');
    expect(fs.existsSync(path.join(work, "evil.md"))).toBe(false);
    const absolute = await unpack(await zipSlipArchive("/tmp/abs.md", "x"));
    expect(absolute.refusal).toContain('"/tmp/abs.md" would be written outside');
  });

  it("refuses symbolic links", async () => {
    const { refusal } = await unpack(await zipOf([{ name: "link", content: "/etc/passwd", mode: 0o120777 }]));
    expect(refusal).toContain('"link" is a symbolic link');
  });

  it("refuses too many entries, too large a file, too much in all, and bombs", async () => {
    const entries = Array.from({ length: 6 }, (_, index) => ({
      name: `f${index}.md`,
      content: `file ${index}`,
    }));
    const many = await unpack(await zipOf(entries), { ...DEFAULT_ZIP_LIMITS, maxEntries: 5 });
    expect(many.refusal).toContain("it has 6 entries; at most 5 are accepted");

    const big = Buffer.from(
      Array.from({ length: 4000 }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join(""),
    );
    const large = await unpack(await zipOf([{ name: "big.md", content: big }]), {
      ...DEFAULT_ZIP_LIMITS,
      maxFileBytes: 3000,
    });
    expect(large.refusal).toContain('"big.md" is larger than 3000 bytes unpacked');

    const total = await unpack(
      await zipOf([
        { name: "a.md", content: big },
        { name: "b.md", content: big },
      ]),
      { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 6000 },
    );
    expect(total.refusal).toContain("it unpacks to more than 6000 bytes");

    const bomb = await unpack(await zipOf([{ name: "zeros.md", content: Buffer.alloc(5 * 1024 * 1024) }]));
    expect(bomb.refusal).toContain('"zeros.md" is compressed more than 100 to 1');
  });

  it("refuses what is not a zip", async () => {
    const { refusal } = await unpack(Buffer.from("PK but not really"));
    expect(refusal).toContain("not a readable .zip file");
  });
});
