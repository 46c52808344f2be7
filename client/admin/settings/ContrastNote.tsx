import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  DARK_TEXT,
  formatRatio,
  LIGHT_TEXT,
  readableTextOn,
} from "../../../shared/colorContrast.ts";

const HEX = /^#[0-9a-fA-F]{6}$/;
const nameOf = (text: string) => (text === LIGHT_TEXT ? "White" : "Dark");

/**
 * How readable text is on a brand colour, measured (WCAG 2.2 AA asks 4.5:1). `drawn` is the text
 * the site draws on it: "buttons" get white text, switched to dark automatically when white
 * fails; "page" text is always dark.
 */
export function ContrastNote({ color, drawn, id }: { color: string; drawn: "buttons" | "page"; id: string }) {
  if (!HEX.test(color)) return null;
  const planned = drawn === "buttons" ? LIGHT_TEXT : DARK_TEXT;
  const ratio = contrastRatio(color, planned);
  if (ratio >= AA_TEXT_CONTRAST) {
    return (
      <p id={id} className="text-xs text-gray-700" data-testid="contrast-note">
        {nameOf(planned)} text on it: contrast {formatRatio(ratio)}, passes WCAG 2.2 AA.
      </p>
    );
  }
  const used = drawn === "buttons" ? readableTextOn(color) : planned;
  const usedRatio = contrastRatio(color, used);
  return (
    <p
      id={id}
      className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900"
      data-testid="contrast-warning"
    >
      {nameOf(planned)} text on {color.toLowerCase()}: contrast {formatRatio(ratio)}, below the{" "}
      {AA_TEXT_CONTRAST}:1 WCAG 2.2 AA asks for.{" "}
      {used !== planned
        ? `Buttons switch to dark text (contrast ${formatRatio(usedRatio)}).`
        : "Choose a lighter colour so text stays readable."}
    </p>
  );
}
