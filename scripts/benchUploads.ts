// npm run bench:uploads — staff uploads of BENCH_UPLOADS (50) photo-sized JPEGs (about 2 MB,
// 2400×1600) through POST /api/admin/upload with BENCH_UPLOAD_CLIENTS (4) at a time, against a
// server in its own process: files per second, and the server's peak resident memory (each
// upload is type-checked, stripped of metadata and resized to three WebP variants with sharp).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";
import { benchNode } from "./support/benchNode.ts";

const FILES = Number(process.env.BENCH_UPLOADS ?? 50);
const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 4);
const credentials = { email: "bench@example.com", password: "bench-password" };

/** A noisy photo-like JPEG of about 2 MB; each file differs (seeded noise), as phone photos do. */
async function photo(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    // A gradient with some noise compresses like a photograph, not like pure static.
    const gradient = ((index / 3) % width) / width;
    pixels[index] = Math.min(255, Math.floor(gradient * 180 + (state >>> 24) / 3));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "BenchCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "46/1 0/1 0/1" } })
    .toBuffer();
}

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const { execPath, root } = benchNode();
  const child = spawn(execPath, ["--import", "tsx", "scripts/support/serveUploadSite.ts"], {
    cwd: root,
    env: { ...process.env, BENCH_EMAIL: credentials.email, BENCH_PASSWORD: credentials.password },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (http\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

/** Peak resident set of a process so far (Linux VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const images = await Promise.all(Array.from({ length: Math.min(FILES, 8) }, (_, index) => photo(index + 1)));
const averageMb = images.reduce((sum, image) => sum + image.length, 0) / images.length / 1024 / 1024;
const { url, child } = await startServer();
try {
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(credentials),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const baselineMb = peakRssMb(child.pid!);

  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < FILES) {
        const index = next++;
        const form = new FormData();
        form.append(
          "file",
          new Blob([new Uint8Array(images[index % images.length]!)], { type: "image/jpeg" }),
          `photo-${index}.jpg`,
        );
        const response = await fetch(`${url}/api/admin/upload`, {
          method: "POST",
          headers: { cookie, origin: url },
          body: form,
        });
        if (response.status !== 201) failures += 1;
        await response.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `bench:uploads — ${FILES} JPEGs of ${averageMb.toFixed(1)} MB (2400×1600, EXIF with GPS), ${CLIENTS} clients, local disk`,
  );
  console.log(
    `${(FILES / seconds).toFixed(2)} files/s   ${seconds.toFixed(1)} s in all   ${failures} failed`,
  );
  console.log(
    `server peak RSS ${peakRssMb(child.pid!).toFixed(0)} MB (${baselineMb.toFixed(0)} MB before the first upload)`,
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
