/**
 * A display name from whatever a browser sent: the last path part only (no "/" or "\"), no
 * control or bidi-override characters, no leading dots, at most 200 characters with the
 * extension kept. Never used to build a storage key (keys are generated).
 */
export function cleanFileName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = lastPart
    .normalize("NFC")
    .split("")
    .filter((char) => !invisible(char.charCodeAt(0)))
    .join("")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.\s]+/, "")
    .trim();
  if (!cleaned) return "file";
  if (cleaned.length <= 200) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? "";
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** Control characters and the bidi marks that can make "gpj.exe" read as "exe.jpg". */
function invisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}
