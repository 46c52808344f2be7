import { z } from "zod";
import { pageParam, text } from "./fields.ts";

/** An article that shows a file (as its cover or in its text). */
export const mediaUserSchema = z.object({ id: z.number(), title: z.string() });
export type MediaUser = z.infer<typeof mediaUserSchema>;

/** A media file (plus image size, for the library's thumbnails) and the articles that show it. */
export const mediaFileSchema = z.object({
  id: z.number(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number(),
  url: z.string(),
  uploadedAt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  usedIn: z.array(mediaUserSchema),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/**
 * GET /api/admin/media/article-images: an image articles show that was not uploaded to the
 * library (the demo's pictures, an address typed in), with the articles that show it.
 */
export const articleImageSchema = z.object({ url: z.string(), usedIn: z.array(mediaUserSchema) });
export type ArticleImage = z.infer<typeof articleImageSchema>;

/** GET /api/admin/media?page=&search= */
export const mediaListQuerySchema = z.strictObject({
  page: pageParam,
  search: text(200).optional(),
});

/** POST /api/admin/upload answer. */
export const uploadResponseSchema = z.object({ url: z.string() });

/** POST /api/objects/upload: what the browser is about to send, for a signed, single-use address. */
export const signedUploadRequestSchema = z.strictObject({
  filename: text(255).pipe(z.string().min(1, "A file name is required")),
  contentType: text(200).pipe(z.string().min(1, "A content type is required")),
  size: z
    .number({ message: "Size must be a number of bytes" })
    .int("Size must be a whole number of bytes")
    .min(1, "The file is empty")
    // Larger sizes get 413 from the route, not a 400 from the schema.
    .max(Number.MAX_SAFE_INTEGER),
});
export type SignedUploadRequest = z.infer<typeof signedUploadRequestSchema>;

export const signedUploadResponseSchema = z.object({ uploadURL: z.string() });

/** POST /api/media/finalize */
export const finalizeUploadRequestSchema = z.strictObject({
  uploadURL: text(4000).pipe(z.string().min(1, "uploadURL is required")),
  filename: text(255).pipe(z.string().min(1, "A file name is required")),
  contentType: text(200).optional(),
});
export type FinalizeUploadRequest = z.infer<typeof finalizeUploadRequestSchema>;

export const finalizeUploadResponseSchema = z.object({ objectPath: z.string() });
