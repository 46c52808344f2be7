import { describe, expect, it } from "vitest";
import { asksForDuration, statesDuration } from "./askedDuration.ts";

describe("questions about time", () => {
  it("knows a question that asks how long or when", () => {
    for (const query of [
      "how long do i have to return something",
      "when will my refund arrive",
      "how soon can i get it",
    ])
      expect(asksForDuration(query.split(" ")), query).toBe(true);
    for (const query of ["where is my order", "long tent poles", "what is a 60 day return"])
      expect(asksForDuration(query.split(" ")), query).toBe(false);
  });

  it("knows a text that says how long, in numbers or words", () => {
    for (const text of [
      "Our 60-Day Return Policy",
      "within 5-10 business days",
      "most orders ship within two days",
    ])
      expect(statesDuration(text), text).toBe(true);
    // A few minutes is not a length of time anyone can hold the shop to; a 2-person tent is no time at all.
    for (const text of [
      "Start a return in a few minutes",
      "A 2-person tent for the weekend",
      "Dayhikes and weekends",
    ])
      expect(statesDuration(text), text).toBe(false);
  });
});
