import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "../../server/platform/storage/localDiskStorage.ts";
import type { ObjectStorage } from "../../server/platform/storage/objectStorage.ts";
import { S3Storage } from "../../server/platform/storage/s3Storage.ts";
import { type RunningS3Server, startS3Server } from "../support/s3Server.ts";

interface Driver {
  name: string;
  open(): Promise<{ storage: ObjectStorage; close(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: "local disk",
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-storage-"));
      return {
        storage: new LocalDiskStorage(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3 (s3rver)",
    async open() {
      const server: RunningS3Server = await startS3Server();
      const storage = new S3Storage(server.options);
      return {
        storage,
        close: async () => {
          storage.close();
          await server.stop();
        },
      };
    },
  },
];

/** The same contract for every driver: what the upload services rely on. */
for (const driver of drivers) {
  describe(`object storage: ${driver.name}`, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await driver.open());
    });
    afterAll(async () => close?.());

    it("stores, measures, reads back and deletes an object", async () => {
      const bytes = Buffer.from("pitch the tent on level ground");
      await storage.put("media/a-1.txt", bytes, { contentType: "text/plain", download: true });
      expect(await storage.size("media/a-1.txt")).toBe(bytes.length);
      expect((await storage.read("media/a-1.txt", 1000))?.equals(bytes)).toBe(true);
      await storage.delete("media/a-1.txt");
      expect(await storage.size("media/a-1.txt")).toBeNull();
      expect(await storage.read("media/a-1.txt", 1000)).toBeNull();
    });

    it("overwrites nothing else: keys are separate objects", async () => {
      await storage.put("media/one.txt", Buffer.from("one"), { contentType: "text/plain", download: true });
      await storage.put("media/two.txt", Buffer.from("two"), { contentType: "text/plain", download: true });
      expect((await storage.read("media/one.txt", 10))?.toString()).toBe("one");
      expect((await storage.read("media/two.txt", 10))?.toString()).toBe("two");
    });

    it("refuses keys that could leave the storage root", async () => {
      for (const key of ["../escape.txt", "media/../../x", "/abs", "media//x", "media/./x", "a\\b"]) {
        await expect(
          storage.put(key, Buffer.from("x"), { contentType: "text/plain", download: true }),
          key,
        ).rejects.toThrow();
      }
    });

    it("deleting a missing object is not an error", async () => {
      await expect(storage.delete("media/never-there.png")).resolves.toBeUndefined();
    });

    if (driver.name.startsWith("S3")) {
      it("serves stored objects from the bucket address with their type and immutable caching", async () => {
        const bytes = Buffer.from("%PDF-1.4 fake");
        await storage.put("media/manual.pdf", bytes, { contentType: "application/pdf", download: false });
        await storage.put("media/notes.txt", Buffer.from("hi"), {
          contentType: "text/plain",
          download: true,
          fileName: "Packing list ä.txt",
        });
        const pdf = await fetch(storage.publicUrl("media/manual.pdf"));
        expect(pdf.status).toBe(200);
        expect(Buffer.from(await pdf.arrayBuffer()).equals(bytes)).toBe(true);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(pdf.headers.get("cache-control")).toContain("immutable");
        expect(pdf.headers.get("etag")).toBeTruthy();
        const part = await fetch(storage.publicUrl("media/manual.pdf"), { headers: { range: "bytes=0-3" } });
        expect(part.status).toBe(206);
        expect(await part.text()).toBe("%PDF");
        const txt = await fetch(storage.publicUrl("media/notes.txt"));
        // Saved under its uploaded name, encoded as RFC 6266 says.
        expect(txt.headers.get("content-disposition")).toBe(
          `attachment; filename="Packing list ?.txt"; filename*=UTF-8''Packing%20list%20%C3%A4.txt`,
        );
      });

      it("signs a real presigned PUT bound to type, length and expiry; the bucket refuses it once expired", async () => {
        const bytes = Buffer.from("0123456789");
        const request = {
          key: "incoming/t1",
          contentType: "text/plain",
          size: bytes.length,
          expiresInSeconds: 300,
        };
        const signed = new URL((await storage.signUpload(request))!.url);
        // s3rver checks expiry but not V4 signatures, so the binding to type and length is
        // asserted on the URL itself; real S3 refuses a PUT whose signed headers differ.
        expect(signed.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
        expect(signed.searchParams.get("X-Amz-Expires")).toBe("300");
        expect(signed.pathname).toBe("/cairn-media/incoming/t1");
        const put = (url: string) =>
          fetch(url, { method: "PUT", body: bytes, headers: { "content-type": "text/plain" } });

        const expired = await storage.signUpload({
          ...request,
          expiresInSeconds: 60,
          signingDate: new Date(Date.now() - 10 * 60_000),
        });
        expect((await put(expired!.url)).status).toBe(403);
        expect(await storage.size("incoming/t1")).toBeNull();

        expect((await put(signed.toString())).status).toBe(200);
        expect((await storage.read("incoming/t1", 100))?.equals(bytes)).toBe(true);
      });
    } else {
      it("has the app receive uploads itself (no presigned address)", async () => {
        expect(
          await storage.signUpload({
            key: "incoming/x",
            contentType: "image/png",
            size: 1,
            expiresInSeconds: 60,
          }),
        ).toBeNull();
      });
    }
  });
}
