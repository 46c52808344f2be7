import { describe, expect, it } from "vitest";
import { versionTimes } from "./versionTimes.ts";

describe("version times", () => {
  it("shows minutes, and seconds only for versions that share a minute with another", () => {
    const at = (time: string) => new Date(`2026-03-04T${time}Z`).toISOString();
    const times = versionTimes([at("10:15:42"), at("10:15:07"), at("10:14:59"), at("09:02:00")]);
    // Local time zone: compare the shape, with and without seconds.
    expect(times[0]).toMatch(/^Mar [45], 2026 \d{1,2}:\d{2}:42 [AP]M$/);
    expect(times[1]).toMatch(/^Mar [45], 2026 \d{1,2}:\d{2}:07 [AP]M$/);
    expect(times[2]).toMatch(/^Mar [45], 2026 \d{1,2}:\d{2} [AP]M$/);
    expect(times[3]).toMatch(/^Mar [45], 2026 \d{1,2}:\d{2} [AP]M$/);
    expect(new Set(times).size).toBe(4);
  });
});
