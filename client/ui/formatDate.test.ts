import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./formatDate.ts";

const longFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes what Intl writes for US English in UTC", () => {
    // Every day of a leap year and a few far-off ones, at both ends of the UTC day.
    const days = [
      ...Array.from({ length: 366 }, (_, index) => Date.UTC(2024, 0, 1) + index * 86_400_000),
      Date.UTC(1999, 11, 31),
      Date.UTC(2100, 1, 28),
      Date.UTC(9999, 11, 31),
    ];
    for (const day of days) {
      for (const time of [day, day + 86_399_999]) {
        const iso = new Date(time).toISOString();
        expect(formatShortDate(iso)).toBe(shortFormat.format(new Date(iso)));
        expect(formatLongDate(iso)).toBe(longFormat.format(new Date(iso)));
      }
    }
    expect(formatShortDate("2026-03-05T10:00:00.000Z")).toBe("Mar 5");
    expect(formatLongDate("2026-03-05T10:00:00.000Z")).toBe("March 5, 2026");
  });
});
