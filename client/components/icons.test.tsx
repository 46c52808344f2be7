import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.tsx";

type IconComponent = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

describe("public page icons", () => {
  // Server HTML and the browser's hydration both come from these: a lucide upgrade that redraws
  // an icon shows up here, to be copied over.
  it.each(Object.keys(icons))("%s draws exactly what lucide-react's does", (name) => {
    const Ours = (icons as Record<string, IconComponent>)[name]!;
    const Theirs = (lucide as unknown as Record<string, IconComponent>)[name]!;
    for (const props of [{}, { className: "h-4 w-4 text-gray-400", "aria-hidden": "true" as const }]) {
      expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Theirs {...props} />));
    }
  });
});
