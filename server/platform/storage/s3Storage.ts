import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { create as contentDisposition } from "content-disposition";
import {
  isSafeKey,
  type ObjectStorage,
  type SignedUpload,
  type SignedUploadRequest,
  type StoredObjectHeaders,
} from "./objectStorage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); AWS when absent. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name. */
  forcePathStyle: boolean;
  /** Where visitors load files from (a CDN in front of the bucket); default: the bucket's own address. */
  publicUrl?: string | undefined;
}

/** Keys are generated and never rewritten, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (error as { name?: string }).name === "NoSuchKey";
};

/** An S3-compatible bucket (AWS SDK v3): uploads go straight to it through presigned PUTs. */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums in presigned URLs would bind them to one body the browser cannot know in advance.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.baseUrl = (options.publicUrl ?? this.bucketUrl()).replace(/\/+$/, "");
  }

  private bucketUrl(): string {
    const { bucket, endpoint, region, forcePathStyle } = this.options;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
    const url = new URL(endpoint);
    const base = url.origin + url.pathname.replace(/\/+$/, "");
    return forcePathStyle ? `${base}/${bucket}` : `${url.protocol}//${bucket}.${url.host}`;
  }

  private checked(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, headers: StoredObjectHeaders): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.checked(key),
        Body: body,
        ContentType: headers.contentType,
        CacheControl: IMMUTABLE,
        ...(headers.download ? { ContentDisposition: contentDisposition(headers.fileName) } : {}),
      }),
    );
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }),
      );
      if ((answer.ContentLength ?? 0) > maxBytes)
        throw new Error(`object ${key} is larger than ${maxBytes} bytes`);
      const bytes = await answer.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes) : Buffer.alloc(0);
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }));
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/${this.checked(key)}`;
  }

  /** A presigned PUT bound to the content type and exact length (S3 refuses any other). */
  async signUpload(request: SignedUploadRequest): Promise<SignedUpload> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: this.checked(request.key),
      ContentType: request.contentType,
      ContentLength: request.size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: request.expiresInSeconds,
      signableHeaders: new Set(["content-type", "content-length"]),
      ...(request.signingDate ? { signingDate: request.signingDate } : {}),
    });
    return { url };
  }

  close(): void {
    this.client.destroy();
  }
}
