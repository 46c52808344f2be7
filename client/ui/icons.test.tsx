import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.tsx";

type IconComponent = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

/** An icon's markup split into its <svg> attributes and what it draws. */
function parts(html: string): { attributes: Record<string, string>; shapes: string } {
  const match = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(html);
  if (!match) throw new Error(`not one <svg>: ${html}`);
  const attributes = Object.fromEntries(
    [...match[1]!.matchAll(/ ([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { attributes, shapes: match[2]! };
}

describe("public page icons", () => {
  // Server HTML and the browser's hydration both come from these: a lucide upgrade that redraws
  // an icon shows up here, to be copied over.
  it.each(Object.keys(icons))("%s draws lucide-react's shapes with its classes", (name) => {
    const Ours = (icons as Record<string, IconComponent>)[name]!;
    const Theirs = (lucide as unknown as Record<string, IconComponent>)[name]!;
    for (const props of [{}, { className: "h-4 w-4 text-gray-400", "aria-hidden": "true" as const }]) {
      const ours = parts(renderToStaticMarkup(<Ours {...props} />));
      const theirs = parts(renderToStaticMarkup(<Theirs {...props} />));
      expect(ours.shapes).toBe(theirs.shapes);
      expect(ours.attributes).toEqual({
        viewBox: theirs.attributes.viewBox,
        class: theirs.attributes.class,
        "aria-hidden": theirs.attributes["aria-hidden"],
      });
    }
  });

  it("leaves lucide's drawing attributes to the shared stylesheet's .lucide rule, which has each of them", async () => {
    const { readFile } = await import("node:fs/promises");
    const css = await readFile(new URL("./siteTheme.css", import.meta.url), "utf8");
    const rule = /\.lucide:not\(\[stroke\]\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    const theirs = parts(renderToStaticMarkup(<lucide.Tent />)).attributes;
    for (const attribute of [
      "width",
      "height",
      "fill",
      "stroke",
      "stroke-width",
      "stroke-linecap",
      "stroke-linejoin",
    ]) {
      const value = theirs[attribute]!;
      expect(rule, attribute).toMatch(new RegExp(`${attribute}:\\s*${value}(px)?;`));
    }
  });
});
