import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { mediaTypeOfName } from "../../../shared/mediaTypes.ts";
import { LOCAL_UPLOADS_PREFIX, LocalDiskStorage } from "../../platform/storage/localDiskStorage.ts";

const ONE_YEAR_MS = 365 * 24 * 3_600_000;

/**
 * Serves files of the local-disk storage at /uploads/…: keys are generated and never reused, so
 * they are cached for a year as immutable, with ETag and range requests (video seeking). The
 * type comes from the generated extension (decided from the content at upload); `nosniff` stops
 * browsers guessing otherwise, and anything but images, video and PDF is a download.
 */
export async function uploadedFileRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.ctx;
  // A bucket serves its own files.
  if (!(storage instanceof LocalDiskStorage)) return;
  const { root } = storage;
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: LOCAL_UPLOADS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: ONE_YEAR_MS,
    index: false,
    dotfiles: "deny",
    etag: true,
    acceptRanges: true,
    // Signed uploads land in incoming/ until finalize has checked them: never served from there.
    allowedPath: (pathName) => !pathName.startsWith("/incoming/"),
    setHeaders: (res, filePath) => {
      res.header("x-content-type-options", "nosniff");
      if (!mediaTypeOfName(path.basename(filePath))?.inline) {
        res.header("content-disposition", "attachment");
      }
    },
  });
}
