/** Resizable images and videos in the article editor: their presets and limits. */
export type MediaKind = "image" | "video";

export interface MediaSizing {
  presets: readonly { label: string; width: number }[];
  defaultWidth: number;
  /** The smallest width a stored or preset size may have. */
  minWidth: number;
}

export const mediaSizing: Record<MediaKind, MediaSizing> = {
  image: {
    presets: [
      { label: "Small", width: 200 },
      { label: "Medium", width: 400 },
      { label: "Large", width: 600 },
    ],
    defaultWidth: 300,
    minWidth: 100,
  },
  video: {
    presets: [
      { label: "Small", width: 300 },
      { label: "Medium", width: 500 },
      { label: "Large", width: 700 },
    ],
    defaultWidth: 400,
    minWidth: 200,
  },
};

/** Dragging the handle keeps the width between these (200-800 px, for images and videos alike). */
export const DRAG_MIN_WIDTH = 200;
export const DRAG_MAX_WIDTH = 800;

export function clampDragWidth(width: number): number {
  return Math.round(Math.min(DRAG_MAX_WIDTH, Math.max(DRAG_MIN_WIDTH, width)));
}

/** A width read from stored HTML: a number of pixels, never under the kind's minimum. */
export function widthFromStyle(kind: MediaKind, style: string | null): number {
  const match = /(?:^|;)\s*width:\s*(\d+(?:\.\d+)?)px/i.exec(style ?? "");
  const sizing = mediaSizing[kind];
  if (!match) return sizing.defaultWidth;
  return Math.max(sizing.minWidth, Math.min(DRAG_MAX_WIDTH, Math.round(Number(match[1]))));
}
