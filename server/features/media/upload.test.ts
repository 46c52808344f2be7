import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import {
  avifImage,
  docDocument,
  docxDocument,
  gifImage,
  htmlPage,
  jpegImage,
  jpegWithGps,
  mp4Video,
  multipartFile,
  pdfDocument,
  pngImage,
  svgImage,
  textDocument,
  webmVideo,
  webpImage,
} from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

describeEachDatabase("POST /api/admin/upload", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });

  const upload = (client: TestClient, filename: string, type: string, bytes: Buffer, field = "file") => {
    const { payload, headers } = multipartFile(filename, type, bytes, field);
    return client.send({ method: "POST", url: "/api/admin/upload", payload, headers });
  };
  const mediaCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("mediaFiles")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = () => {
    const root = t.app.ctx.config.uploadsDir;
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).length : 0;
  };

  it("stores an image and serves the same bytes, typed, immutable, with ETag and ranges", async () => {
    const png = await pngImage();
    const response = await upload(editor, "trail map.png", "image/png", png);
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/);

    const served = await t.anon.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBeUndefined();
    // Opened on its own, an uploaded file runs no script with the site's origin.
    expect(served.headers["content-security-policy"]).toBe("sandbox");
    const etag = String(served.headers.etag);
    expect(etag).toBeTruthy();
    expect((await t.anon.get(url, { "if-none-match": etag })).statusCode).toBe(304);

    const part = await t.anon.get(url, { range: "bytes=0-9" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(0, 10))).toBe(true);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${png.length}`);
  });

  it("needs a staff session: 401 signed out, 403 for other roles, nothing stored", async () => {
    const before = await mediaCount();
    const png = await pngImage();
    expect((await upload(t.anon, "a.png", "image/png", png)).statusCode).toBe(401);
    const customer = await t.as("customer");
    expect((await upload(customer, "a.png", "image/png", png)).statusCode).toBe(403);
    expect(await mediaCount()).toBe(before);
  });

  it("accepts each allowed type, and serves documents as downloads", async () => {
    const cases: [string, string, Buffer, boolean][] = [
      ["photo.jpg", "image/jpeg", await jpegImage(), true],
      ["anim.gif", "image/gif", await gifImage(), true],
      ["pic.webp", "image/webp", await webpImage(), true],
      ["pic.avif", "image/avif", await avifImage(), true],
      ["clip.mp4", "video/mp4", mp4Video(), true],
      ["clip.webm", "video/webm", webmVideo(), true],
      ["manual.pdf", "application/pdf", pdfDocument(), true],
      ["notes.txt", "text/plain", textDocument(), false],
      ["old.doc", "application/msword", docDocument(), false],
      [
        "new.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        docxDocument(),
        false,
      ],
    ];
    for (const [name, type, bytes, inline] of cases) {
      const response = await upload(editor, name, type, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const served = await t.anon.get(response.json().url);
      expect(served.statusCode, name).toBe(200);
      expect(served.headers["content-type"], name).toContain(type);
      expect(served.headers["x-content-type-options"], name).toBe("nosniff");
      // A download is saved under the name it was uploaded with.
      expect(served.headers["content-disposition"], name).toBe(
        inline ? undefined : `attachment; filename=${name}`,
      );
    }
  });

  it("names a download safely whatever its name: an ASCII fallback and the UTF-8 name (RFC 6266)", async () => {
    const response = await upload(editor, "Zelt Anleitung – ä.txt", "text/plain", textDocument());
    expect(response.statusCode).toBe(201);
    const served = await t.anon.get(response.json().url);
    expect(served.headers["content-disposition"]).toBe(
      `attachment; filename="Zelt Anleitung ? ?.txt"; filename*=UTF-8''Zelt%20Anleitung%20%E2%80%93%20%C3%A4.txt`,
    );
  });

  it("refuses other types, SVG and disguised files with 415, storing nothing", async () => {
    const before = await mediaCount();
    const filesBefore = storedFiles();
    const png = await pngImage();
    const cases: [string, string, Buffer][] = [
      ["drawing.svg", "image/svg+xml", svgImage()],
      ["page.html", "text/html", htmlPage()],
      ["page.png", "image/png", htmlPage()],
      ["page.txt", "text/plain", htmlPage()],
      ["picture.pdf", "application/pdf", png],
      ["picture.png", "application/pdf", png],
      ["archive.zip", "application/zip", Buffer.from("PK\u0003\u0004 not really a zip", "latin1")],
      ["binary.png", "image/png", Buffer.from([0, 1, 2, 3, 4, 5, 250, 251])],
    ];
    for (const [name, type, bytes] of cases) {
      const response = await upload(editor, name, type, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.message, name).toEqual(expect.any(String));
    }
    expect(await mediaCount()).toBe(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it("takes files at and just under 10 MB and refuses 10 MB + 1 byte with 413", async () => {
    const atLimit = Buffer.alloc(UPLOAD_MAX_BYTES, "a");
    expect((await upload(editor, "big.txt", "text/plain", atLimit)).statusCode).toBe(201);
    expect((await upload(editor, "big2.txt", "text/plain", atLimit.subarray(1))).statusCode).toBe(201);
    const before = await mediaCount();
    const over = await upload(editor, "huge.txt", "text/plain", Buffer.alloc(UPLOAD_MAX_BYTES + 1, "a"));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe("TOO_LARGE");
    expect(await mediaCount()).toBe(before);
  });

  it("refuses a body that declares more than 10 MB before reading it", async () => {
    const { headers } = multipartFile("x.txt", "text/plain", Buffer.from("x"));
    const response = await editor.send({
      method: "POST",
      url: "/api/admin/upload",
      headers: { ...headers, "content-length": String(UPLOAD_MAX_BYTES * 2) },
      payload: Buffer.from("x"),
    });
    expect(response.statusCode).toBe(413);
  });

  it("cleans names and generates keys: same names never collide, no name leaves the storage root", async () => {
    const png = await pngImage();
    const first = (await upload(editor, "photo.png", "image/png", png)).json().url;
    const second = (await upload(editor, "photo.png", "image/png", png)).json().url;
    expect(first).not.toBe(second);

    const tricky = await upload(editor, "../../../etc/\u202Epasswd\u0007..png", "image/png", png);
    expect(tricky.statusCode).toBe(201);
    const row = await t.db
      .selectFrom("mediaFiles")
      .selectAll()
      .where("url", "=", tricky.json().url)
      .executeTakeFirstOrThrow();
    expect(row.filename).toBe("passwd.png");
    expect(row.storageKey).toMatch(/^media\/[0-9a-f-]{36}\.png$/);
    const root = t.app.ctx.config.uploadsDir;
    expect(fs.existsSync(path.join(root, row.storageKey))).toBe(true);
    expect((await t.anon.get("/uploads/../config.ts")).statusCode).toBe(404);
  });

  it("removes EXIF and GPS from a JPEG without changing what it shows", async () => {
    const original = await jpegWithGps(120, 80);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(editor, "summit.jpg", "image/jpeg", original);
    expect(response.statusCode).toBe(201);
    const stored = (await t.anon.get(response.json().url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("GPS"))).toBe(false);
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([120, 80]);
    // Same pixels: only metadata segments were removed.
    const [before, after] = await Promise.all([
      sharp(original).raw().toBuffer(),
      sharp(stored).raw().toBuffer(),
    ]);
    expect(after.equals(before)).toBe(true);
  });

  it("never lets GPS through a JPEG that does not parse cleanly or hides a second picture", async () => {
    const withGps = await jpegWithGps(120, 80);
    // One stray byte after the EXIF segment (APP1 at offset 2 in sharp's output).
    const exifEnd = 4 + withGps.readUInt16BE(4);
    expect(withGps[3]).toBe(0xe1);
    const stray = Buffer.concat([
      withGps.subarray(0, exifEnd),
      Buffer.from([0x00]),
      withGps.subarray(exifEnd),
    ]);
    // A clean picture with a camera preview (its own EXIF and GPS) behind its end-of-image.
    const preview = Buffer.concat([await jpegImage(120, 80), withGps]);
    for (const [name, bytes] of [
      ["stray.jpg", stray],
      ["preview.jpg", preview],
    ] as const) {
      const response = await upload(editor, name, "image/jpeg", bytes);
      expect(response.statusCode, `${name} ${response.body}`).toBe(201);
      const stored = (await t.anon.get(response.json().url)).rawPayload;
      expect(stored.includes(Buffer.from("GPS")), name).toBe(false);
      expect(stored.includes(Buffer.from("PhoneMaker")), name).toBe(false);
      expect((await sharp(stored).metadata()).exif, name).toBeUndefined();
      expect([(await sharp(stored).metadata()).width], name).toEqual([120]);
    }
  });

  it("removes comment and application blocks from a GIF", async () => {
    const gif = await gifImage();
    const trailer = gif.length - 1;
    expect(gif[trailer]).toBe(0x3b);
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, 14]),
      Buffer.from("GPS 46.5N 7.9E"),
      Buffer.from([0]),
    ]);
    const xmp = Buffer.concat([
      Buffer.from([0x21, 0xff, 11]),
      Buffer.from("XMP DataXMP"),
      Buffer.from([12]),
      Buffer.from("Secret Hike!"),
      Buffer.from([0]),
    ]);
    const tagged = Buffer.concat([gif.subarray(0, trailer), comment, xmp, gif.subarray(trailer)]);
    const response = await upload(editor, "tagged.gif", "image/gif", tagged);
    expect(response.statusCode).toBe(201);
    const stored = (await t.anon.get(response.json().url)).rawPayload;
    expect(stored.includes(Buffer.from("GPS"))).toBe(false);
    expect(stored.includes(Buffer.from("Secret Hike"))).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(20);
  });

  it("keeps an animated GIF moving: its size is known but no still variants are made", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#336699"), await frame("#993366")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const { url } = (await upload(editor, "spinner.gif", "image/gif", animated)).json();
    const row = await t.db
      .selectFrom("mediaFiles")
      .selectAll()
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect([row.width, row.height, row.variants]).toEqual([900, 600, "[]"]);
    expect((await t.anon.get(url)).rawPayload.equals(animated)).toBe(true);
  });

  it("makes the file a media file with its cleaned name, type and size", async () => {
    const pdf = pdfDocument();
    const { url } = (await upload(editor, "Care guide.pdf", "application/pdf", pdf)).json();
    const row = await t.db
      .selectFrom("mediaFiles")
      .selectAll()
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ filename: "Care guide.pdf", mimeType: "application/pdf", size: pdf.length });
  });

  it("answers 400 without a file in the field `file`", async () => {
    const response = await upload(editor, "a.png", "image/png", await pngImage(), "other");
    expect(response.statusCode).toBe(400);
  });
});

describeEachDatabase(
  "upload rate limit",
  (t) => {
    it("limits uploads per account, not per address", async () => {
      const first = await t.as("editor");
      const second = await t.as("editor");
      const png = await pngImage();
      const send = (client: TestClient) => {
        const { payload, headers } = multipartFile("a.png", "image/png", png);
        return client.send({ method: "POST", url: "/api/admin/upload", payload, headers });
      };
      expect((await send(first)).statusCode).toBe(201);
      expect((await send(first)).statusCode).toBe(201);
      const limited = await send(first);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
      expect((await send(second)).statusCode).toBe(201);
    });
  },
  { uploadRateLimitPerMinute: 2 },
);
