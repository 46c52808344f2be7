import type { CSSProperties } from "react";
import { hexToHsl } from "../shared/hexToHsl.ts";
import type { PublicSettings } from "../shared/schemas/settings.ts";

/** The same hue, darkened enough to be readable as text on white (WCAG AA). */
function strong(hsl: string, maxLightness: number): string {
  const [hue, saturation, lightness] = hsl.split(" ");
  const value = Math.min(Number.parseFloat(lightness ?? "0"), maxLightness);
  return `${hue} ${saturation} ${value}%`;
}

/** SPEC §1: brand colours from settings, as HSL theme variables (see client/styles.css). */
export function themeStyle(settings: PublicSettings): CSSProperties {
  const primary = hexToHsl(settings.brand_colors.primary);
  const accent = hexToHsl(settings.brand_colors.accent);
  return {
    "--brand-primary": primary,
    "--brand-primary-strong": strong(primary, 28),
    "--brand-accent": accent,
    "--brand-accent-strong": strong(accent, 32),
    "--brand-background": hexToHsl(settings.brand_colors.background),
  } as CSSProperties;
}
