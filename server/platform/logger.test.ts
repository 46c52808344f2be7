import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides signed upload tokens in the path and secret query parameters", () => {
    expect(redactUrl("/api/objects/upload/AbC_123-xyz?x=1")).toBe("/api/objects/upload/[redacted]?x=1");
    expect(redactUrl("/api/objects/upload")).toBe("/api/objects/upload");
    expect(redactUrl("/x?X-Amz-Signature=abc&page=2")).toBe("/x?X-Amz-Signature=[redacted]&page=2");
  });
});
