import { unsupportedFileType } from "./mediaTypeCheck.ts";

/**
 * Removes EXIF, XMP, IPTC and comments from an image (phone photos carry GPS positions) without
 * touching its pixels: JPEG, PNG and WebP lose only their metadata segments; a JPEG whose EXIF
 * turns it (orientation) is turned for real first, so it looks the same once the tag is gone.
 * AVIF with metadata is re-encoded at high quality; a GIF loses its comments and application
 * blocks. A JPEG or GIF that does not parse cleanly is re-encoded (JPEG) or refused (GIF), never
 * passed through. An image without metadata comes back as the very same bytes.
 */
export async function stripImageMetadata(bytes: Buffer, mimeType: string): Promise<Buffer> {
  // Loaded at the first upload, as in imageVariants.ts.
  const { default: sharp } = await import("sharp");
  switch (mimeType) {
    case "image/jpeg": {
      const { orientation } = await sharp(bytes).metadata();
      if (orientation && orientation > 1) return reencodeJpeg(bytes);
      return stripJpeg(bytes) ?? reencodeJpeg(bytes);
    }
    case "image/gif": {
      const stripped = stripGif(bytes);
      if (!stripped) throw unsupportedFileType("The image could not be read; it may be damaged.");
      return stripped.equals(bytes) ? bytes : stripped;
    }
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
    case "image/avif": {
      const meta = await sharp(bytes).metadata();
      if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
      return sharp(bytes).rotate().keepIccProfile().avif({ quality: 90 }).toBuffer();
    }
    default:
      return bytes;
  }
}

/**
 * The picture decoded and written again as a new JPEG (turned upright first): sharp writes no
 * metadata but the colour profile. A file sharp cannot decode is refused.
 */
async function reencodeJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  try {
    // libjpeg recovers from stray bytes between segments: the picture is still there to keep.
    return await sharp(bytes, { failOn: "none" })
      .rotate()
      .keepIccProfile()
      .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
      .toBuffer();
  } catch {
    throw unsupportedFileType("The image could not be read; it may be damaged.");
  }
}

/** APP0 (JFIF), APP2 holding an ICC profile, APP14 (Adobe colour transform): all that is kept. */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return payload.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0";
  return !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe;
}

const EOI = 0xd9;
const SOS = 0xda;

/** Markers that stand alone, with no length after them: TEM and the restart markers RST0–7. */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * Where the entropy-coded data starting at `offset` ends: the next marker that is neither a
 * stuffed 0xFF00 nor a restart marker. -1 when the file ends first.
 */
function endOfScanData(bytes: Buffer, offset: number): number {
  for (let at = offset; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  return -1;
}

/**
 * The JPEG with only its kept segments, cut at the first end-of-image after the scan data (a
 * second picture behind it, such as a camera preview, carries its own EXIF), or null when the
 * file does not parse cleanly: a stray byte, a segment running past the end, no end-of-image.
 * The caller re-encodes the picture then, rather than trusting a file it could not read.
 */
function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let sawScan = false;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === EOI) {
      if (!sawScan) return null;
      parts.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(parts);
    }
    if (isStandaloneMarker(marker)) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(offset, offset + 2 + length);
    if (marker === SOS) {
      // The scan's header, then its compressed data up to the next marker (a progressive JPEG
      // has several scans, with tables, and possibly metadata, between them).
      const dataEnd = endOfScanData(bytes, offset + 2 + length);
      if (dataEnd < 0) return null;
      parts.push(bytes.subarray(offset, dataEnd));
      sawScan = true;
      offset = dataEnd;
      continue;
    }
    if (keepJpegSegment(marker, segment.subarray(4))) parts.push(segment);
    offset += 2 + length;
  }
  return null;
}

/**
 * A GIF without its comment and application extensions (XMP and other metadata live in
 * these; the NETSCAPE2.0 loop count is the one application block kept, or animations would
 * stop after one pass), or null when the file does not parse cleanly.
 */
function stripGif(bytes: Buffer): Buffer | null {
  const signature = bytes.subarray(0, 6).toString("latin1");
  if ((signature !== "GIF87a" && signature !== "GIF89a") || bytes.length < 13) return null;
  const packed = bytes[10]!;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const parts: Buffer[] = [bytes.subarray(0, offset)];
  /** The end of the data sub-blocks starting at `from` (past the zero-length terminator), or -1. */
  const subBlocksEnd = (from: number): number => {
    let at = from;
    while (at < bytes.length) {
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return at <= bytes.length ? at : -1;
    }
    return -1;
  };
  while (offset < bytes.length) {
    const introducer = bytes[offset]!;
    if (introducer === 0x3b) {
      parts.push(bytes.subarray(offset, offset + 1));
      return Buffer.concat(parts);
    }
    if (introducer === 0x21) {
      const label = bytes[offset + 1];
      const end = subBlocksEnd(offset + 2);
      if (label === undefined || end < 0) return null;
      const isLoopCount =
        label === 0xff && bytes.subarray(offset + 3, offset + 14).toString("latin1") === "NETSCAPE2.0";
      // Graphic control (0xF9) and plain text (0x01) belong to the picture; comments (0xFE) and
      // application blocks (0xFF) are metadata.
      if (label === 0xf9 || label === 0x01 || isLoopCount) parts.push(bytes.subarray(offset, end));
      offset = end;
      continue;
    }
    if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) return null;
      const imagePacked = bytes[offset + 9]!;
      const tableEnd = offset + 10 + (imagePacked & 0x80 ? 3 * 2 ** ((imagePacked & 0x07) + 1) : 0);
      // The LZW minimum code size byte, then the image data's sub-blocks.
      const end = subBlocksEnd(tableEnd + 1);
      if (end < 0) return null;
      parts.push(bytes.subarray(offset, end));
      offset = end;
      continue;
    }
    return null;
  }
  return null;
}

const droppedPngChunks = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function stripPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let changed = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString("latin1");
    const chunk = bytes.subarray(offset, offset + 12 + length);
    if (droppedPngChunks.has(type)) changed = true;
    else parts.push(chunk);
    offset += 12 + length;
    if (type === "IEND") break;
  }
  return changed ? Buffer.concat(parts) : bytes;
}

const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(bytes: Buffer): Buffer {
  if (bytes.subarray(0, 4).toString("latin1") !== "RIFF") return bytes;
  const parts: Buffer[] = [];
  let offset = 12;
  let changed = false;
  while (offset + 8 <= bytes.length) {
    const fourCc = bytes.subarray(offset, offset + 4).toString("latin1");
    const size = bytes.readUInt32LE(offset + 4);
    const chunk = Buffer.from(bytes.subarray(offset, offset + 8 + size + (size % 2)));
    if (fourCc === "EXIF" || fourCc === "XMP ") {
      changed = true;
    } else {
      if (fourCc === "VP8X") chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      parts.push(chunk);
    }
    offset += 8 + size + (size % 2);
  }
  if (!changed) return bytes;
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}
