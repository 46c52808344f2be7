import { describe, expect, it } from "vitest";
import { decodeHtmlEntities } from "./decodeHtmlEntities.ts";

describe("decodeHtmlEntities", () => {
  it("decodes named and numeric entities once", () => {
    expect(decodeHtmlEntities("Size &lt;2 kg&gt; &#39;light&#39; &quot;A&amp;B&quot; &#x2019;s&nbsp;")).toBe(
      "Size <2 kg> 'light' \"A&B\" \u2019s\u00a0",
    );
    expect(decodeHtmlEntities("&amp;lt;")).toBe("&lt;");
  });

  it("leaves what is not an entity it knows as written", () => {
    expect(decodeHtmlEntities("&bogus; &#0; &#x110000; & alone")).toBe("&bogus; &#0; &#x110000; & alone");
  });
});
