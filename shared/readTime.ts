import { READ_TIME_CHARS_PER_MINUTE } from "./constants.ts";

/** SPEC §9 with DESIGN's reading: characters of the body's text / 1000, rounded up, at least 1. */
export function readTime(plainText: string): number {
  return Math.max(1, Math.ceil(plainText.length / READ_TIME_CHARS_PER_MINUTE));
}
