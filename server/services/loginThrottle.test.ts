import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./loginThrottle.ts";

function throttleWithClock() {
  let now = 1_000_000;
  const throttle = new LoginThrottle(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe("login throttle", () => {
  it("lets 5 failures through, then doubles the wait from 15 s up to a 5 minute cap", () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 4; i += 1) throttle.recordFailure("a@example.com");
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      throttle.recordFailure("a@example.com");
      waits.push(throttle.retryAfterSeconds("a@example.com"));
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300, 300, 300, 300]);
    advance(299_000);
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(1);
    advance(1_000);
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
  });

  it("clears on success and after 30 quiet minutes, and keeps accounts apart", () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 6; i += 1) throttle.recordFailure("a@example.com");
    expect(throttle.retryAfterSeconds("b@example.com")).toBe(0);
    expect(throttle.retryAfterSeconds("a@example.com")).toBeGreaterThan(0);
    throttle.recordSuccess("a@example.com");
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
    for (let i = 0; i < 6; i += 1) throttle.recordFailure("a@example.com");
    advance(30 * 60_000 + 1);
    throttle.recordFailure("a@example.com");
    // The old failures were forgotten: this is failure number 1 again.
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
  });
});
