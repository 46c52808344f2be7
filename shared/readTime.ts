import { READ_TIME_CHARS_PER_MINUTE } from "./constants.ts";

/**
 * Minutes to read: characters of the body's text (tags stripped) / 1000, rounded up, at least 1.
 * Takes the text, or its length when only that was loaded (lists).
 */
export function readTime(plainText: string | number): number {
  const length = typeof plainText === "number" ? plainText : textLength(plainText);
  return Math.max(1, Math.ceil(length / READ_TIME_CHARS_PER_MINUTE));
}

const highSurrogate = /[\uD800-\uDBFF]/;

/** Characters as the databases' length() counts them (code points, not UTF-16 units). */
export function textLength(text: string): number {
  // Most bodies have no character outside the Basic Multilingual Plane: one scan settles them.
  if (!highSurrogate.test(text)) return text.length;
  let surrogatePairs = 0;
  for (const _ of text.matchAll(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)) surrogatePairs++;
  return text.length - surrogatePairs;
}
