import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The article body editor's HTML, from the Tiptap instance on its element. */
export function editorHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.querySelector(".ProseMirror") as
      | (Element & { editor?: { getHTML(): string } })
      | null;
    if (!element?.editor) throw new Error("no editor on the page");
    return element.editor.getHTML();
  });
}

/**
 * Whether two HTML strings mean the same document to the browser: attribute order and the
 * spacing inside `style` do not count (the sanitiser writes "width:300px" for "width: 300px").
 */
export function sameHtml(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([first, second]) => {
      const parse = (html: string) => {
        const template = document.createElement("template");
        template.innerHTML = html;
        for (const element of template.content.querySelectorAll<HTMLElement>("[style]"))
          element.setAttribute("style", element.style.cssText);
        return template.content;
      };
      return parse(first!).isEqualNode(parse(second!));
    },
    [a, b],
  );
}

/** The toast's text once it contains `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId("toast").textContent(), { timeout: 10_000 }).toContain(text);
}

/** Chooses a file for a file input labelled `label`. */
export async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(label).setInputFiles(file);
}
