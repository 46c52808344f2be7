/**
 * Removes EXIF, XMP, IPTC and comments from an image (phone photos carry GPS positions) without
 * touching its pixels: JPEG, PNG and WebP lose only their metadata segments; a JPEG whose EXIF
 * turns it (orientation) is turned for real first, so it looks the same once the tag is gone.
 * AVIF with metadata is re-encoded at high quality; GIF carries no EXIF and is kept. An image
 * without metadata comes back as the very same bytes.
 */
export async function stripImageMetadata(bytes: Buffer, mimeType: string): Promise<Buffer> {
  // Loaded at the first upload, as in imageVariants.ts.
  const { default: sharp } = await import("sharp");
  switch (mimeType) {
    case "image/jpeg": {
      const { orientation } = await sharp(bytes).metadata();
      if (orientation && orientation > 1) {
        return sharp(bytes)
          .rotate()
          .keepIccProfile()
          .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
          .toBuffer();
      }
      return stripJpeg(bytes);
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

/** APP0 (JFIF), APP2 holding an ICC profile, APP14 (Adobe colour transform): all that is kept. */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return payload.subarray(0, 12).toString("latin1") === "ICC_PROFILE\0";
  return !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe;
}

function stripJpeg(bytes: Buffer): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let changed = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return bytes;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the compressed picture follows up to EOI. Anything after EOI (a second
      // picture of a multi-picture file, with its own EXIF) is dropped.
      const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      const stop = end > offset ? end + 2 : bytes.length;
      if (stop !== bytes.length) changed = true;
      parts.push(bytes.subarray(offset, stop));
      return changed ? Buffer.concat(parts) : bytes;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const segment = bytes.subarray(offset, offset + 2 + length);
    if (keepJpegSegment(marker, segment.subarray(4))) parts.push(segment);
    else changed = true;
    offset += 2 + length;
  }
  return bytes;
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
