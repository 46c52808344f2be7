import { afterAll, beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { startS3Server } from "../../../test/support/s3Server.ts";
import { multipartFile, pngImage } from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient, type TestContext } from "../../../test/support/testApp.ts";

const s3 = await startS3Server();
afterAll(() => s3.stop());

const upload = async (client: TestClient, name: string) => {
  const { payload, headers } = multipartFile(name, "image/png", await pngImage(1800, 900));
  return client.send({ method: "POST", url: "/api/admin/upload", payload, headers });
};

/** The status a visitor gets for a media URL: from the bucket over HTTP (S3), or from the app (disk). */
async function statusOf(t: TestContext, url: string): Promise<number> {
  if (/^https?:/.test(url)) return (await fetch(url)).status;
  return (await t.anon.get(url)).statusCode;
}

/** Uploads an image, deletes it through the API, and checks it and its variants are gone. */
async function expectDeletedWithVariants(t: TestContext, editor: TestClient): Promise<string> {
  const { url } = (await upload(editor, "wide.png")).json();
  const row = await t.db
    .selectFrom("mediaFiles")
    .selectAll()
    .where("url", "=", url)
    .executeTakeFirstOrThrow();
  const variants = JSON.parse(row.variants) as { url: string }[];
  expect(variants).toHaveLength(3);
  expect(await statusOf(t, url)).toBe(200);
  for (const variant of variants) expect(await statusOf(t, variant.url)).toBe(200);

  expect((await editor.delete(`/api/admin/media/${row.id}`)).statusCode).toBe(200);
  expect(await statusOf(t, url)).toBe(404);
  for (const variant of variants) expect(await statusOf(t, variant.url)).toBe(404);
  expect((await editor.delete(`/api/admin/media/${row.id}`)).statusCode).toBe(404);
  return url;
}

describeEachDatabase("media library API", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
    // 25 files, one a minute apart, so "newest first" has one right answer.
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let index = 0; index < 25; index++) {
      await t.db
        .insertInto("mediaFiles")
        .values({
          filename: index % 5 === 0 ? `Tent-Pole-${index}.pdf` : `file-${index}.txt`,
          mimeType: index % 5 === 0 ? "application/pdf" : "text/plain",
          size: 1000 + index,
          storageKey: `media/seed-${index}.txt`,
          url: `/uploads/media/seed-${index}.txt`,
          uploadedById: null,
          uploadedAt: new Date(start + index * 60_000).toISOString(),
          width: null,
          height: null,
        })
        .execute();
    }
  });

  it("lists 20 a page, newest first, with a media file's fields; the next page holds the rest", async () => {
    const first = await editor.get("/api/admin/media?page=1");
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as Record<string, unknown>[];
    expect(page1).toHaveLength(20);
    expect(page1[0]).toMatchObject({ filename: "file-24.txt", mimeType: "text/plain", size: 1024 });
    expect(Object.keys(page1[0]!)).toEqual(
      expect.arrayContaining(["id", "filename", "mimeType", "size", "url", "uploadedAt"]),
    );
    const page2 = (await editor.get("/api/admin/media?page=2")).json() as { filename: string }[];
    expect(page2.map((file) => file.filename)).toEqual([
      "file-4.txt",
      "file-3.txt",
      "file-2.txt",
      "file-1.txt",
      "Tent-Pole-0.pdf",
    ]);
    expect((await editor.get("/api/admin/media")).json()).toHaveLength(20);
  });

  it("searches file names case-insensitively, treating % and _ literally", async () => {
    const found = (await editor.get("/api/admin/media?search=tent-POLE")).json() as { filename: string }[];
    expect(found.map((file) => file.filename)).toEqual([
      "Tent-Pole-20.pdf",
      "Tent-Pole-15.pdf",
      "Tent-Pole-10.pdf",
      "Tent-Pole-5.pdf",
      "Tent-Pole-0.pdf",
    ]);
    expect((await editor.get("/api/admin/media?search=%25")).json()).toEqual([]);
    expect((await editor.get("/api/admin/media?page=0")).statusCode).toBe(400);
  });

  it("needs a staff session", async () => {
    expect((await t.anon.get("/api/admin/media")).statusCode).toBe(401);
    const customer = await t.as("customer");
    expect((await customer.get("/api/admin/media")).statusCode).toBe(403);
    expect((await t.anon.delete("/api/admin/media/1")).statusCode).toBe(401);
  });

  it("deletes an unused file with its variants from storage", async () => {
    const url = await expectDeletedWithVariants(t, editor);
    expect(url).toMatch(/^\/uploads\//);
  });

  it("refuses to delete a file an article shows, naming the article, and keeps serving it", async () => {
    const cover = (await upload(editor, "cover.png")).json().url as string;
    const inline = (await upload(editor, "inline.png")).json().url as string;
    await makeArticle(t.app.ctx, { title: "Pitching in wind", coverImageUrl: cover });
    await makeArticle(t.app.ctx, {
      title: "Guy lines",
      contentHtml: `<p>See</p><img src="${inline}" alt="">`,
    });
    for (const [url, title] of [
      [cover, "Pitching in wind"],
      [inline, "Guy lines"],
    ] as const) {
      const row = await t.db
        .selectFrom("mediaFiles")
        .select("id")
        .where("url", "=", url)
        .executeTakeFirstOrThrow();
      const refused = await editor.delete(`/api/admin/media/${row.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("MEDIA_IN_USE");
      expect(refused.json().error.message).toContain(title);
      expect((await t.anon.get(url)).statusCode).toBe(200);
    }
  });

  it("says where each file is used, and lists the images articles show from outside the library", async () => {
    const used = (await upload(editor, "used-twice.png")).json().url as string;
    const unused = (await upload(editor, "unused.png")).json().url as string;
    const first = await makeArticle(t.app.ctx, { title: "Awning care", coverImageUrl: used });
    const second = await makeArticle(t.app.ctx, {
      title: "Awning repair",
      coverImageUrl: "/demo/forest-trail.svg",
      contentHtml: `<p>Like this:</p><img src="${used}" alt=""><img alt="" src='https://cdn.example.com/awning.jpg'>`,
    });
    const files = (await editor.get("/api/admin/media?search=used")).json() as {
      url: string;
      usedIn: { id: number; title: string }[];
    }[];
    expect(files.find((file) => file.url === used)!.usedIn).toEqual([
      { id: first.id, title: "Awning care" },
      { id: second.id, title: "Awning repair" },
    ]);
    expect(files.find((file) => file.url === unused)!.usedIn).toEqual([]);

    expect((await t.anon.get("/api/admin/media/article-images")).statusCode).toBe(401);
    const images = (await editor.get("/api/admin/media/article-images")).json() as {
      url: string;
      usedIn: { title: string }[];
    }[];
    const awning = images.filter((image) =>
      image.usedIn.some((article) => article.title.startsWith("Awning")),
    );
    // Library files are not repeated here; the demo's picture and the outside address are.
    expect(awning).toEqual([
      { url: "/demo/forest-trail.svg", usedIn: [{ id: second.id, title: "Awning repair" }] },
      { url: "https://cdn.example.com/awning.jpg", usedIn: [{ id: second.id, title: "Awning repair" }] },
    ]);
  });
});

describeEachDatabase(
  "media library API on S3 storage (s3rver)",
  (t) => {
    it("deletes an unused file with its variants from the bucket", async () => {
      const url = await expectDeletedWithVariants(t, await t.as("editor"));
      expect(url.startsWith(`${s3.options.endpoint}/${s3.options.bucket}/media/`)).toBe(true);
    });
  },
  { s3: s3.options },
);
