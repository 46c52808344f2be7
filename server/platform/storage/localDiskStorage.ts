import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isSafeKey, type ObjectStorage } from "./objectStorage.ts";

/** The URL path local files are served under (server/features/media/uploadedFileRoutes.ts). */
export const LOCAL_UPLOADS_PREFIX = "/uploads/";

/** Files under DATA_DIR/uploads, served by the app itself. */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = "local" as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.partial`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const size = await this.size(key);
    if (size === null) return null;
    if (size > maxBytes) throw new Error(`object ${key} is larger than ${maxBytes} bytes`);
    return fs.readFile(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${LOCAL_UPLOADS_PREFIX}${key}`;
  }

  async signUpload(): Promise<null> {
    return null;
  }
}
