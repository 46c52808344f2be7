import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import { mediaTypeOfName } from "../../../shared/mediaTypes.ts";
import { LOCAL_UPLOADS_PREFIX, LocalDiskStorage } from "../../platform/storage/localDiskStorage.ts";
import { mediaFileNameByKey } from "./mediaRepo.ts";

const ONE_YEAR_MS = 365 * 24 * 3_600_000;

/** Whether the file's real location (links resolved) is inside the folder; a missing file is (a 404 follows). */
function realLocationInside(realFolder: string, file: string): boolean {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return true;
  }
  return real.startsWith(`${realFolder}${path.sep}`);
}

/**
 * Serves files of the local-disk storage at /uploads/…: keys are generated and never reused, so
 * they are cached for a year as immutable, with ETag and range requests (video seeking). The
 * type comes from the generated extension (decided from the content at upload); `nosniff` stops
 * browsers guessing otherwise, and anything but images, video and PDF is a download, saved
 * under the name it was uploaded with (cleaned at upload, encoded as RFC 6266 says).
 */
export async function uploadedFileRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.ctx;
  // A bucket serves its own files.
  if (!(storage instanceof LocalDiskStorage)) return;
  const { root } = storage;
  fs.mkdirSync(root, { recursive: true });
  const realRoot = fs.realpathSync(root);
  // Only downloads are looked up: images and video, most of what is served, need no name.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 206) return payload;
    const pathName = request.url.split("?")[0]!;
    if (!pathName.startsWith(LOCAL_UPLOADS_PREFIX) || mediaTypeOfName(pathName)?.inline !== false)
      return payload;
    let key: string;
    try {
      key = decodeURIComponent(pathName.slice(LOCAL_UPLOADS_PREFIX.length));
    } catch {
      return payload;
    }
    const fileName = await mediaFileNameByKey(app.ctx.db, key);
    if (fileName) reply.header("content-disposition", contentDisposition(fileName));
    return payload;
  });
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
    // A file is served only when its real location is inside the uploads folder: a link
    // (restored, or planted some other way) to anywhere else is never followed.
    allowedPath: (pathName) =>
      !pathName.startsWith("/incoming/") && realLocationInside(realRoot, path.join(realRoot, pathName)),
    setHeaders: (res, filePath) => {
      res.header("x-content-type-options", "nosniff");
      // An uploaded file opened on its own (a PDF, an SVG-looking image) runs no script and
      // reaches nothing of the site's origin, whatever a browser's viewer makes of it.
      res.header("content-security-policy", "sandbox");
      if (!mediaTypeOfName(path.basename(filePath))?.inline) {
        res.header("content-disposition", "attachment");
      }
    },
  });
}
