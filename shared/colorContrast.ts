/** WCAG 2.2 AA: normal text needs a contrast ratio of at least 4.5:1 with what it is drawn on. */
export const AA_TEXT_CONTRAST = 4.5;

/** The two text colours the brand draws on its colours: white, or the near-black of body text. */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#111827";

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG's definition). */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** The contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The ratio as people read it: rounded down to one decimal, so 4.49 never shows as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/**
 * The text colour to draw on a background: white while it is readable there (AA), otherwise
 * whichever of white and near-black contrasts more.
 */
export function readableTextOn(background: string): string {
  const light = contrastRatio(background, LIGHT_TEXT);
  if (light >= AA_TEXT_CONTRAST) return LIGHT_TEXT;
  return contrastRatio(background, DARK_TEXT) > light ? DARK_TEXT : LIGHT_TEXT;
}
