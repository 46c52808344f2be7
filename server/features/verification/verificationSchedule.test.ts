import { describe, expect, it } from "vitest";
import { nextVerificationDue, rollCustomDate } from "./verificationSchedule.ts";

describe("verification schedule", () => {
  it("adds calendar months to the last verification", () => {
    expect(nextVerificationDue("3-months", "2026-01-15T10:00:00.000Z", null)).toBe(
      "2026-04-15T10:00:00.000Z",
    );
    expect(nextVerificationDue("1-month", "2026-01-31T00:00:00.000Z", null)).toBe("2026-02-28T00:00:00.000Z");
  });

  it("is never due without an interval, and on the chosen date for custom", () => {
    expect(nextVerificationDue("none", "2026-01-15T10:00:00.000Z", null)).toBeNull();
    expect(nextVerificationDue("custom", null, "2026-03-01T00:00:00.000Z")).toBe("2026-03-01T00:00:00.000Z");
  });

  it("moves a custom date to the verification plus its own span, passed or not", () => {
    // 31 days from the previous verification: verified on 10 February, next due 13 March.
    expect(
      rollCustomDate("2026-02-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "2026-02-10T00:00:00.000Z"),
    ).toBe("2026-03-13T00:00:00.000Z");
    // Not yet passed (due in 5 days, a 10-day span): 10 days from the verification.
    expect(
      rollCustomDate("2026-02-15T00:00:00.000Z", "2026-02-05T00:00:00.000Z", "2026-02-10T00:00:00.000Z"),
    ).toBe("2026-02-20T00:00:00.000Z");
    // No previous date: a month.
    expect(rollCustomDate("2026-05-01T00:00:00.000Z", null, "2026-02-10T00:00:00.000Z")).toBe(
      "2026-03-12T00:00:00.000Z",
    );
  });
});
