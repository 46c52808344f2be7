import { afterAll, beforeAll, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { startS3Server } from "../../../test/support/s3Server.ts";
import { htmlPage, jpegWithGps, pngImage } from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient, type TestContext } from "../../../test/support/testApp.ts";

const s3 = await startS3Server();
afterAll(() => s3.stop());

/** A PUT to a signed address: into the bucket over HTTP (S3), or to the app itself (local). */
async function putTo(client: TestClient, url: string, body: Buffer, type: string) {
  if (/^https?:/.test(url)) {
    const response = await fetch(url, {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "content-type": type },
    });
    return { statusCode: response.status };
  }
  return client.send({ method: "PUT", url, payload: body, headers: { "content-type": type } });
}

/** The bytes and headers at a media URL: from the bucket (S3) or the app (local). */
async function fetchFile(t: TestContext, url: string) {
  if (/^https?:/.test(url)) {
    const response = await fetch(url);
    return {
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get("content-type"),
    };
  }
  const response = await t.anon.get(url);
  return {
    status: response.statusCode,
    bytes: response.rawPayload,
    type: String(response.headers["content-type"]),
  };
}

for (const driver of ["local", "s3"] as const) {
  describeEachDatabase(
    `signed uploads, ${driver} storage`,
    (t) => {
      let editor: TestClient;
      beforeAll(async () => {
        editor = await t.as("editor");
      });
      const ask = (client: TestClient, filename: string, contentType: string, size: number) =>
        client.post("/api/objects/upload", { filename, contentType, size });
      const mediaCount = async () =>
        Number(
          (
            await t.db
              .selectFrom("mediaFiles")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );

      it("PUT then finalize stores the file, cleaned of EXIF, at the top of the media library", async () => {
        const photo = await jpegWithGps(900, 600);
        const asked = await ask(editor, "summit photo.jpg", "image/jpeg", photo.length);
        expect(asked.statusCode).toBe(200);
        const { uploadURL } = asked.json() as { uploadURL: string };
        if (driver === "s3")
          expect(uploadURL).toContain(`${s3.options.endpoint}/${s3.options.bucket}/incoming/`);
        else expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[A-Za-z0-9_-]{43}$/);

        expect((await putTo(editor, uploadURL, photo, "image/jpeg")).statusCode).toBe(200);
        const finalized = await editor.post("/api/media/finalize", {
          uploadURL,
          filename: "summit photo.jpg",
          contentType: "image/jpeg",
        });
        expect(finalized.statusCode).toBe(200);
        const { objectPath } = finalized.json() as { objectPath: string };
        if (driver === "s3")
          expect(objectPath.startsWith(`${s3.options.endpoint}/${s3.options.bucket}/media/`)).toBe(true);

        const served = await fetchFile(t, objectPath);
        expect(served.status).toBe(200);
        expect(served.type).toBe("image/jpeg");
        expect(served.bytes.includes(Buffer.from("GPS"))).toBe(false);

        const list = (await editor.get("/api/admin/media?page=1")).json() as {
          url: string;
          filename: string;
        }[];
        expect(list[0]).toMatchObject({ url: objectPath, filename: "summit photo.jpg" });
        // Variants were made (900 px wide: 400 and 800) and are served too.
        const row = await t.db
          .selectFrom("mediaFiles")
          .selectAll()
          .where("url", "=", objectPath)
          .executeTakeFirstOrThrow();
        const variants = JSON.parse(row.variants) as { url: string; width: number }[];
        expect(variants.map((variant) => variant.width)).toEqual([400, 800]);
        expect((await fetchFile(t, variants[0]!.url)).type).toBe("image/webp");
      });

      it("spends the address: a second finalize is refused and a second file never appears", async () => {
        const png = await pngImage();
        const { uploadURL } = (await ask(editor, "a.png", "image/png", png.length)).json();
        await putTo(editor, uploadURL, png, "image/png");
        const body = { uploadURL, filename: "a.png", contentType: "image/png" };
        expect((await editor.post("/api/media/finalize", body)).statusCode).toBe(200);
        const before = await mediaCount();
        expect((await editor.post("/api/media/finalize", body)).statusCode).toBe(409);
        if (driver === "local")
          expect((await putTo(editor, uploadURL, png, "image/png")).statusCode).toBe(409);
        expect(await mediaCount()).toBe(before);
      });

      it("refuses a disguised file at finalize with 415 and stores nothing", async () => {
        const html = htmlPage();
        const { uploadURL } = (await ask(editor, "cat.png", "image/png", html.length)).json();
        expect((await putTo(editor, uploadURL, html, "image/png")).statusCode).toBe(200);
        const before = await mediaCount();
        const answer = await editor.post("/api/media/finalize", {
          uploadURL,
          filename: "cat.png",
          contentType: "image/png",
        });
        expect(answer.statusCode).toBe(415);
        expect(await mediaCount()).toBe(before);
      });

      it("refuses too large, unsupported and SVG uploads before handing out an address", async () => {
        expect((await ask(editor, "big.pdf", "application/pdf", UPLOAD_MAX_BYTES + 1)).statusCode).toBe(413);
        expect((await ask(editor, "ok.pdf", "application/pdf", UPLOAD_MAX_BYTES)).statusCode).toBe(200);
        expect((await ask(editor, "x.svg", "image/svg+xml", 100)).statusCode).toBe(415);
        expect((await ask(editor, "x.html", "text/html", 100)).statusCode).toBe(415);
        expect((await ask(editor, "photo.pdf", "image/png", 100)).statusCode).toBe(415);
      });

      it("finalize refuses an address never handed out, another user's upload, and one not uploaded yet", async () => {
        const png = await pngImage();
        const { uploadURL } = (await ask(editor, "b.png", "image/png", png.length)).json();
        const body = { uploadURL, filename: "b.png", contentType: "image/png" };
        expect(
          (await editor.post("/api/media/finalize", { ...body, uploadURL: `${uploadURL}x` })).statusCode,
        ).toBe(404);
        expect((await editor.post("/api/media/finalize", body)).json().error.code).toBe("NOT_UPLOADED");
        const other = await t.as("admin");
        expect((await other.post("/api/media/finalize", body)).statusCode).toBe(403);
        await putTo(editor, uploadURL, png, "image/png");
        expect((await editor.post("/api/media/finalize", body)).statusCode).toBe(200);
      });

      it("needs a staff session for every step", async () => {
        expect((await ask(t.anon, "a.png", "image/png", 10)).statusCode).toBe(401);
        expect(
          (await t.anon.post("/api/media/finalize", { uploadURL: "/x", filename: "a.png" })).statusCode,
        ).toBe(401);
        const customer = await t.as("customer");
        expect((await ask(customer, "a.png", "image/png", 10)).statusCode).toBe(403);
      });

      if (driver === "local") {
        it("refuses an expired, tampered, retyped or wrongly sized PUT with 4xx, storing nothing", async () => {
          const png = await pngImage();
          const fresh = async () =>
            (await ask(editor, "c.png", "image/png", png.length)).json().uploadURL as string;

          const tampered = await fresh();
          const changed = tampered.slice(0, -1) + (tampered.endsWith("A") ? "B" : "A");
          expect((await putTo(editor, changed, png, "image/png")).statusCode).toBe(403);

          const late = await fresh();
          await t.db
            .updateTable("uploadTickets")
            .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
            .execute();
          expect((await putTo(editor, late, png, "image/png")).statusCode).toBe(410);

          expect((await putTo(editor, await fresh(), png, "image/jpeg")).statusCode).toBe(415);
          expect((await putTo(editor, await fresh(), png.subarray(1), "image/png")).statusCode).toBe(400);
          expect(
            (await putTo(editor, await fresh(), Buffer.concat([png, png]), "image/png")).statusCode,
          ).toBe(413);
          const huge = await editor.send({
            method: "PUT",
            url: await fresh(),
            payload: Buffer.from("x"),
            headers: { "content-type": "image/png", "content-length": String(UPLOAD_MAX_BYTES + 1) },
          });
          expect(huge.statusCode).toBe(413);
          expect((await putTo(t.anon, await fresh(), png, "image/png")).statusCode).toBe(401);
        });

        it("takes a file of exactly 10 MB through the app's own PUT", async () => {
          const text = Buffer.alloc(UPLOAD_MAX_BYTES, "a");
          const { uploadURL } = (await ask(editor, "big.txt", "text/plain", text.length)).json();
          expect((await putTo(editor, uploadURL, text, "text/plain")).statusCode).toBe(200);
          const body = { uploadURL, filename: "big.txt", contentType: "text/plain" };
          expect((await editor.post("/api/media/finalize", body)).statusCode).toBe(200);
        });
      } else {
        it("an address is refused by the bucket once expired", async () => {
          const png = await pngImage();
          const { uploadURL } = (await ask(editor, "d.png", "image/png", png.length)).json();
          const url = new URL(uploadURL);
          url.searchParams.set("X-Amz-Date", "20200101T000000Z");
          expect((await putTo(editor, url.toString(), png, "image/png")).statusCode).toBe(403);
        });
      }
    },
    driver === "s3" ? { s3: s3.options } : {},
  );
}
