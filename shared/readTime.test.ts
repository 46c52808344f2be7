import { describe, expect, it } from "vitest";
import { READ_TIME_CHARS_PER_MINUTE } from "./constants.ts";
import { readTime, textLength } from "./readTime.ts";

describe("read time", () => {
  it("counts characters as the databases' length() does, so a card and its page agree", () => {
    // Emoji are two UTF-16 units each but one character to SQLite and PostgreSQL.
    const text = "⛺".repeat(READ_TIME_CHARS_PER_MINUTE - 10) + "🏕️".repeat(10);
    expect(textLength("a🏕b")).toBe(3);
    expect(textLength(text)).toBe(READ_TIME_CHARS_PER_MINUTE + 10);
    expect(readTime(text)).toBe(readTime(textLength(text)));
    expect(readTime("x".repeat(READ_TIME_CHARS_PER_MINUTE))).toBe(1);
    expect(readTime("x".repeat(READ_TIME_CHARS_PER_MINUTE + 1))).toBe(2);
  });
});
