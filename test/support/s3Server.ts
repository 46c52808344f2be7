import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../../server/platform/storage/s3Storage.ts";

export interface RunningS3Server {
  /** Options for the S3 storage driver pointing at this server's bucket. */
  options: S3StorageOptions;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port with one empty bucket, its files
 * in a temporary folder: the S3 driver is tested against the protocol, not a mock.
 */
export async function startS3Server(): Promise<RunningS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-s3-"));
  const bucket = "cairn-media";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    options: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials: it checks request signatures against them.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
