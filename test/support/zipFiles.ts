import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";

/** A .zip (in memory) of the given entries: name → content, with an optional Unix mode. */
export function zipOf(
  entries: { name: string; content: Buffer | string; mode?: number; compress?: boolean }[],
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.content), entry.name, {
      mtime: new Date(Date.UTC(2020, 0, 1)),
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
      compress: entry.compress ?? true,
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** A .zip of every file under a folder, inside a folder of the archive named `top` (as zip tools make them). */
export function zipOfFolder(folder: string, top?: string): Promise<Buffer> {
  const files = (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    .sort();
  return zipOf(
    files.map((name) => ({
      name: `${top ? `${top}/` : ""}${name.split(path.sep).join("/")}`,
      content: fs.readFileSync(path.join(folder, name)),
    })),
  );
}

/**
 * A .zip whose entry leaves the folder ("../…", "/…"): zip writers refuse to make one, so an entry
 * named with a same-length stand-in is renamed in the archive's bytes (its local header and
 * its central directory record both hold the name).
 */
export async function zipSlipArchive(escapingName: string, content: string): Promise<Buffer> {
  const standIn = escapingName.replace(/\.\./g, "xx").replace(/^\//, "x");
  const zip = await zipOf([
    { name: "ok/_category.yml", content: "name: OK\n" },
    { name: standIn, content },
  ]);
  const from = Buffer.from(standIn);
  const to = Buffer.from(escapingName);
  let at = zip.indexOf(from);
  let replaced = 0;
  while (at !== -1) {
    to.copy(zip, at);
    replaced += 1;
    at = zip.indexOf(from, at + 1);
  }
  if (replaced !== 2) throw new Error(`expected the name twice in the archive, found it ${replaced} times`);
  return zip;
}
