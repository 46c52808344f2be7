/** Widths of the resized WebP copies made at upload (srcset on public pages). */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

/** Refuse images that would decode to more pixels than this (a small file can hide a huge image). */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageAnalysis {
  width: number;
  height: number;
  /** Resized copies narrower than the original, smallest first. */
  variants: { width: number; height: number; bytes: Buffer }[];
}

/**
 * The image's size and its resized WebP variants (each narrower than the original; none for
 * animations). Throws
 * when the bytes cannot be decoded as an image.
 */
export async function makeImageVariants(bytes: Buffer): Promise<ImageAnalysis> {
  // Loaded at the first upload: sharp (libvips) costs a server that only serves pages ~15 MB.
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await image.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("image has no size");
  const variants: ImageAnalysis["variants"] = [];
  // An animation would lose its motion in a still WebP: it is shown as uploaded.
  if ((meta.pages ?? 1) > 1) return { width, height, variants };
  for (const target of VARIANT_WIDTHS) {
    if (target >= width) break;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: target })
      // effort 2 of 6: about half the encoding time of the default for a few per cent larger files.
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: data });
  }
  return { width, height, variants };
}
