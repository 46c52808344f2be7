import { AppError } from "../../platform/errors.ts";

/**
 * 413 for a file over the limit. The connection is closed rather than drained, so a client
 * that is still sending learns at once and the rest of its body is never read.
 */
export const fileTooLarge = () =>
  new AppError(413, "TOO_LARGE", "The file is larger than 10 MB.", undefined, { connection: "close" });
