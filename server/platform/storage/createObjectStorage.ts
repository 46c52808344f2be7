import type { AppConfig } from "../config.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";
import type { ObjectStorage } from "./objectStorage.ts";

/** The storage the configuration names: an S3 bucket when S3_BUCKET is set, else local disk. */
export async function createObjectStorage(config: AppConfig): Promise<ObjectStorage> {
  if (!config.s3) return new LocalDiskStorage(config.uploadsDir);
  // The AWS SDK is loaded only by sites that use it.
  const { S3Storage } = await import("./s3Storage.ts");
  return new S3Storage(config.s3);
}
