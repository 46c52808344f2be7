import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlighted, matchRanges } from "./Highlighted.tsx";

describe("matchRanges", () => {
  it("finds every word of the query, case-insensitively, merging overlaps", () => {
    expect(matchRanges("Tent care for tents", "TENT care")).toEqual([
      [0, 4],
      [5, 9],
      [14, 18],
    ]);
    expect(matchRanges("anything", "   ")).toEqual([]);
  });
});

describe("Highlighted", () => {
  it("marks the ranges and escapes the text", () => {
    const html = renderToStaticMarkup(<Highlighted text="<b>tent</b> care" ranges={[[3, 7]]} />);
    expect(html).toBe("&lt;b&gt;<mark>tent</mark>&lt;/b&gt; care");
  });

  it("ignores ranges outside the text", () => {
    expect(
      renderToStaticMarkup(
        <Highlighted
          text="tent"
          ranges={[
            [2, 99],
            [50, 60],
          ]}
        />,
      ),
    ).toBe("te<mark>nt</mark>");
  });
});
