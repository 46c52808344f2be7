const blockTags = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "LI",
  "BLOCKQUOTE",
  "PRE",
  "TR",
  "DIV",
  "FIGURE",
]);

/**
 * Article HTML as the text a reader sees, one block a line, with images and videos named, so a
 * word diff of two versions reads like the article and shows added or removed media too.
 */
export function htmlToReadableText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const lines: string[] = [];
  let line = "";
  const flush = () => {
    if (line.trim()) lines.push(line.replace(/\s+/g, " ").trim());
    line = "";
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += node.textContent ?? "";
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === "IMG") line += ` [Image: ${node.getAttribute("alt") || node.getAttribute("src")}] `;
    if (node.tagName === "IFRAME") line += ` [Video: ${node.getAttribute("src")}] `;
    if (node.tagName === "TD" || node.tagName === "TH") line += " | ";
    const block = blockTags.has(node.tagName);
    if (block) flush();
    for (const child of node.childNodes) walk(child);
    if (block) flush();
  };
  walk(doc.body);
  flush();
  return lines.join("\n");
}
