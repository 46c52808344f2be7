import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Real files of every accepted kind, made in memory for upload tests. */

export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 126, b: 52 } } })
    .png()
    .toBuffer();

export const jpegImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 253, g: 126, b: 20 } } })
    .jpeg()
    .toBuffer();

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position. */
export const jpegWithGps = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 80, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Secret Hiker" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "46/1 30/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "7/1 58/1 0/1",
      },
    })
    .toBuffer();

export const gifImage = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
    .gif()
    .toBuffer();

export const webpImage = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#993366" } })
    .webp()
    .toBuffer();

export const avifImage = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#669933" } })
    .avif()
    .toBuffer();

/** The start of an MP4 file: an `ftyp` box then an empty `mdat`. */
export const mp4Video = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42", "latin1"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom", "latin1"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("mdat", "latin1"),
  ]);

/** An EBML header naming the WebM doctype. */
export const webmVideo = () =>
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85,
    0x81, 0x02,
  ]);

export const pdfDocument = () =>
  Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

export const textDocument = () => Buffer.from("Tent pole sizes\nLarge: 3.2 m\n", "utf8");

/** The OLE compound-file header of Word 97-2003 documents, padded to one sector. */
export const docDocument = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A stored (uncompressed) ZIP with the entries of a Word document. */
export function docxDocument(): Buffer {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const htmlPage = () =>
  Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart/form-data body with one file in the field `file` (or another field). */
export function multipartFile(
  filename: string,
  contentType: string,
  bytes: Buffer,
  field = "file",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cairn${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
