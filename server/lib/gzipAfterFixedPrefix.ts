import { constants, crc32, deflateRawSync } from "node:zlib";

/** Gzip's member header: deflate, no flags, no time, no extra compression flag, OS "unix". */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** The prefix is deflated once per process, so it is worth the slowest, smallest level. */
const PREFIX_LEVEL = 9;

/**
 * Gzip for bodies that all begin with the same long prefix, such as pages whose head carries the
 * same inline stylesheet: the prefix is deflated once, and each body deflates only what follows.
 * A deflate stream may be cut into parts that each end on a byte boundary (a sync flush: an empty
 * stored block, not marked final) and be joined, and a decoder reads the parts as one stream; so
 * the gzipped body is the header, the deflated prefix, the rest deflated on its own, and the
 * trailer (CRC-32 and length of the whole body). The rest cannot refer back into the prefix,
 * which costs it a few bytes; priming it with the prefix as a dictionary would cost most of
 * what the split saves.
 */
export class GzipAfterFixedPrefix {
  readonly prefix: Buffer;
  private readonly gzippedPrefix: Buffer;
  private readonly prefixCrc: number;

  constructor(prefix: string) {
    this.prefix = Buffer.from(prefix);
    const deflated = deflateRawSync(this.prefix, {
      level: PREFIX_LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    this.gzippedPrefix = Buffer.concat([GZIP_HEADER, deflated]);
    this.prefixCrc = crc32(this.prefix);
  }

  /** The whole body (prefix and `rest`) uncompressed. */
  body(rest: Buffer): Buffer {
    return Buffer.concat([this.prefix, rest]);
  }

  /** The whole body gzipped, `rest` at `level`. */
  gzip(rest: Buffer, level: number): Buffer {
    return Buffer.concat([this.gzippedPrefix, deflateRawSync(rest, { level }), this.trailer(rest)]);
  }

  /**
   * The same `rest` after this prefix, from `gzipped`, which `other.gzip(rest)` made: the rest's
   * deflated part is taken as it is (it never refers back into a prefix), so only the trailer's
   * CRC is computed again.
   */
  regzip(gzipped: Buffer, other: GzipAfterFixedPrefix, rest: Buffer): Buffer {
    const deflatedRest = gzipped.subarray(other.gzippedPrefix.length, gzipped.length - 8);
    return Buffer.concat([this.gzippedPrefix, deflatedRest, this.trailer(rest)]);
  }

  /** The length `regzip` gives for a body `other` gzipped to `gzippedLength` bytes, without making it. */
  regzippedLength(gzippedLength: number, other: GzipAfterFixedPrefix): number {
    return this.gzippedPrefix.length + gzippedLength - other.gzippedPrefix.length;
  }

  private trailer(rest: Buffer): Buffer {
    const trailer = Buffer.allocUnsafe(8);
    // Nothing is added to the CRC for an empty rest: zlib's crc32 answers 0, not the CRC it is
    // given, for an empty buffer whose memory pointer is null.
    trailer.writeUInt32LE(rest.length > 0 ? crc32(rest, this.prefixCrc) : this.prefixCrc, 0);
    // Gzip records the length modulo 2^32.
    trailer.writeUInt32LE((this.prefix.length + rest.length) % 2 ** 32, 4);
    return trailer;
  }
}
