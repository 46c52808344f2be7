import type { CSSProperties } from "react";
import { readableTextOn } from "../../shared/colorContrast.ts";
import { hexToHsl } from "../../shared/hexToHsl.ts";
import type { PublicSettings } from "../../shared/schemas/settings.ts";

/** The same hue, darkened enough to be readable as text on white (WCAG AA). */
function strong(hsl: string, maxLightness: number): string {
  const [hue, saturation, lightness] = hsl.split(" ");
  const value = Math.min(Number.parseFloat(lightness ?? "0"), maxLightness);
  return `${hue} ${saturation} ${value}%`;
}

/** Styles made, by the brand colours object they were made from (settings change rarely; pages render often). */
const stylesByColors = new WeakMap<PublicSettings["brand_colors"], CSSProperties>();

/** Brand colours from settings (hex), as HSL theme variables (see client/public/styles.css). */
export function themeStyle(settings: PublicSettings): CSSProperties {
  const colors = settings.brand_colors;
  let style = stylesByColors.get(colors);
  if (!style) {
    const primary = hexToHsl(colors.primary);
    const accent = hexToHsl(colors.accent);
    style = {
      "--brand-primary": primary,
      // Text drawn on the brand colour: white, or dark when white would be unreadable (WCAG AA).
      "--brand-on-primary": hexToHsl(readableTextOn(colors.primary)),
      "--brand-on-accent": hexToHsl(readableTextOn(colors.accent)),
      "--brand-primary-strong": strong(primary, 28),
      "--brand-accent": accent,
      "--brand-accent-strong": strong(accent, 32),
      "--brand-background": hexToHsl(colors.background),
    } as CSSProperties;
    stylesByColors.set(colors, style);
  }
  return style;
}
