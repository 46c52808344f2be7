import type { AppConfig } from "../config.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";
import type { ObjectStorage } from "./objectStorage.ts";

/** The storage the configuration names: an S3 bucket when S3_BUCKET is set, else local disk. */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  return new LocalDiskStorage(config.uploadsDir);
}
