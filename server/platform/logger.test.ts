import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides signed upload tokens in the path and secret query parameters", () => {
    expect(redactUrl("/api/objects/upload/AbC_123-xyz?x=1")).toBe("/api/objects/upload/[redacted]?x=1");
    expect(redactUrl("/api/objects/upload")).toBe("/api/objects/upload");
    expect(redactUrl("/x?X-Amz-Signature=abc&page=2")).toBe("/x?X-Amz-Signature=[redacted]&page=2");
    expect(redactUrl("/API/Objects/Upload/AbC")).toBe("/API/Objects/Upload/[redacted]");
    expect(redactUrl("/a/x&token=abc")).toBe("/a/x&token=[redacted]");
    expect(redactUrl("/a/pitching-a-tent")).toBe("/a/pitching-a-tent");
  });
});
