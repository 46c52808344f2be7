import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { acceptedMediaType, mediaTypeOfName } from "../../../shared/mediaTypes.ts";
import type { FinalizeUploadRequest, SignedUploadRequest } from "../../../shared/schemas/media.ts";
import { cleanFileName } from "../../lib/fileNames.ts";
import { AppError, conflict, forbidden, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { unsupportedFileType } from "./mediaTypeCheck.ts";
import { storeMediaFile } from "./mediaUploads.ts";
import { fileTooLarge } from "./uploadErrors.ts";
import {
  claimTicketFinalize,
  claimTicketUpload,
  deleteUploadTickets,
  expiredUploadTickets,
  findUploadTicket,
  insertUploadTicket,
  releaseTicketFinalize,
} from "./uploadTicketRepo.ts";

/** Where the app itself receives signed uploads when files live on local disk. */
export const LOCAL_UPLOAD_PATH = "/api/objects/upload/";

const invalidAddress = () => forbidden("This upload address is not valid.", "UPLOAD_URL_INVALID");
const expired = () =>
  new AppError(410, "UPLOAD_URL_EXPIRED", "This upload address has expired. Please start the upload again.");
const sizeMismatch = (size: number) =>
  new AppError(400, "UPLOAD_SIZE_MISMATCH", `This address takes a file of exactly ${size} bytes.`);
const used = () => conflict("This upload address has already been used.", "UPLOAD_URL_USED");
const notUploaded = () => conflict("The file has not been uploaded to that address yet.", "NOT_UPLOADED");

/** Tickets are found by the hash of the exact address handed out: any change to it finds nothing. */
const ticketIdOf = (uploadUrl: string) => createHash("sha256").update(uploadUrl).digest("base64url");

/**
 * POST /api/objects/upload: checks what the browser is about to send (size, accepted type, a
 * name that agrees with it) and hands out a single-use address valid for a few minutes: a
 * presigned PUT into the bucket (S3), or this app's own PUT route (local disk).
 */
export async function issueSignedUpload(
  ctx: AppContext,
  userId: number,
  request: SignedUploadRequest,
): Promise<{ uploadURL: string }> {
  if (request.size > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const type = acceptedMediaType(request.contentType);
  if (!type) throw unsupportedFileType(`Files of type ${request.contentType} cannot be uploaded.`);
  const filename = cleanFileName(request.filename);
  if (/\.[^.]+$/.test(filename) && mediaTypeOfName(filename)?.mimeType !== type.mimeType) {
    throw unsupportedFileType(`The file's name does not match its type (${type.mimeType}).`);
  }
  await removeExpiredUploads(ctx);

  const key = `incoming/${randomUUID()}`;
  const contentType = type.mimeType;
  const signed = await ctx.storage.signUpload({
    key,
    contentType,
    size: request.size,
    expiresInSeconds: ctx.config.uploadUrlTtlSeconds,
  });
  const uploadURL = signed?.url ?? `${LOCAL_UPLOAD_PATH}${randomBytes(32).toString("base64url")}`;
  const now = new Date();
  await insertUploadTicket(ctx.db, {
    tokenHash: ticketIdOf(uploadURL),
    storageKey: key,
    contentType,
    size: request.size,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.config.uploadUrlTtlSeconds * 1000).toISOString(),
    uploadedAt: null,
    finalizedAt: null,
  });
  return { uploadURL };
}

/**
 * The local-disk twin of a presigned PUT: the body must have the declared type and exactly the
 * declared length (checked from the headers before reading), and the address works once.
 */
export async function receiveLocalUpload(
  ctx: AppContext,
  upload: {
    token: string;
    contentType: string | undefined;
    contentLength: string | undefined;
    body: Readable;
  },
): Promise<void> {
  const id = ticketIdOf(`${LOCAL_UPLOAD_PATH}${upload.token}`);
  const ticket = await findUploadTicket(ctx.db, id);
  if (!ticket) throw invalidAddress();
  if (ticket.uploadedAt) throw used();
  const now = new Date().toISOString();
  if (ticket.expiresAt <= now) throw expired();
  if (upload.contentType?.split(";")[0]?.trim().toLowerCase() !== ticket.contentType) {
    throw unsupportedFileType(`This address takes ${ticket.contentType} only.`);
  }
  if (upload.contentLength === undefined) {
    throw new AppError(411, "LENGTH_REQUIRED", "Send the file with a Content-Length header.");
  }
  const length = Number(upload.contentLength);
  if (length > UPLOAD_MAX_BYTES || length > ticket.size) throw fileTooLarge();
  if (length !== ticket.size) throw sizeMismatch(ticket.size);
  if (!(await claimTicketUpload(ctx.db, id, now))) throw used();
  const bytes = await readAtMost(upload.body, ticket.size);
  if (bytes.length !== ticket.size) throw sizeMismatch(ticket.size);
  await ctx.storage.put(ticket.storageKey, bytes, { contentType: ticket.contentType, download: true });
}

async function readAtMost(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw fileTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/media/finalize: the uploaded object is checked like any upload (type by content,
 * size, metadata removed, variants made), becomes a media file, and the upload address is spent.
 */
export async function finalizeUpload(
  ctx: AppContext,
  userId: number,
  request: FinalizeUploadRequest,
): Promise<{ objectPath: string }> {
  const id = ticketIdOf(request.uploadURL);
  const ticket = await findUploadTicket(ctx.db, id);
  if (!ticket) throw notFound("No upload was started at that address.");
  if (ticket.userId !== userId) throw forbidden("This upload was started by someone else.");
  if (ticket.finalizedAt) throw used();
  const declared = request.contentType?.split(";")[0]?.trim().toLowerCase();
  if (declared && declared !== ticket.contentType) {
    throw unsupportedFileType(`This upload was announced as ${ticket.contentType}, not ${declared}.`);
  }
  if (!(await claimTicketFinalize(ctx.db, id, new Date().toISOString()))) throw used();

  const size = await ctx.storage.size(ticket.storageKey);
  if (size === null) {
    await releaseTicketFinalize(ctx.db, id);
    if (ticket.expiresAt <= new Date().toISOString()) throw expired();
    throw notUploaded();
  }
  try {
    // S3 refuses a PUT whose length differs from the signed one; checked again here for
    // S3-compatible stores that do not verify signatures as strictly.
    if (size > UPLOAD_MAX_BYTES || size > ticket.size) throw fileTooLarge();
    if (size !== ticket.size) throw sizeMismatch(ticket.size);
    const bytes = await ctx.storage.read(ticket.storageKey, UPLOAD_MAX_BYTES);
    if (!bytes) throw notUploaded();
    const stored = await storeMediaFile(ctx, {
      bytes,
      filename: request.filename,
      declaredType: request.contentType ?? ticket.contentType,
      uploadedById: userId,
    });
    return { objectPath: stored.url };
  } finally {
    // The incoming object is spent whether it became a media file or was refused.
    await ctx.storage.delete(ticket.storageKey).catch(() => undefined);
  }
}

/** Objects of upload addresses that expired an hour ago or more (never finalized, or re-PUT). */
async function removeExpiredUploads(ctx: AppContext): Promise<void> {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const stale = await expiredUploadTickets(ctx.db, hourAgo, 20);
  await Promise.allSettled(stale.map((ticket) => ctx.storage.delete(ticket.storageKey)));
  await deleteUploadTickets(
    ctx.db,
    stale.map((ticket) => ticket.tokenHash),
  );
}
