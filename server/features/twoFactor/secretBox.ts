import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Encrypts authenticator secrets at rest (AES-256-GCM) with a key derived from the server's
 * key (SESSION_SECRET when set, else the secret kept in the database), so a database copy
 * without SESSION_SECRET reveals no secret. The user id is bound in as associated data: a
 * ciphertext moved to another user's row does not decrypt.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverKey: Buffer) {
    this.key = createHash("sha256").update("cairn two-factor secrets\n").update(serverKey).digest();
  }

  seal(userId: number, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** The secret, or null when the ciphertext is not this key's or not this user's. */
  open(userId: number, sealed: string): string | null {
    const [version, payload] = sealed.split(".");
    if (version !== VERSION || !payload) return null;
    const bytes = Buffer.from(payload, "base64url");
    if (bytes.length < 29) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(`user:${userId}`));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
