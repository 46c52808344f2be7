import { expect, it } from "vitest";
import { clampDragWidth, mediaSizing, widthFromStyle } from "./mediaSizes.ts";

it("keeps the agreed presets and defaults for images and videos", () => {
  expect(mediaSizing.image.presets.map((preset) => preset.width)).toEqual([200, 400, 600]);
  expect(mediaSizing.video.presets.map((preset) => preset.width)).toEqual([300, 500, 700]);
  expect(mediaSizing.image.defaultWidth).toBe(300);
  expect(mediaSizing.video.defaultWidth).toBe(400);
});

it("clamps dragging to 200-800 and stored widths to the kind's minimum", () => {
  expect(clampDragWidth(50)).toBe(200);
  expect(clampDragWidth(1200)).toBe(800);
  expect(clampDragWidth(333.4)).toBe(333);
  expect(widthFromStyle("image", "width:50px")).toBe(100);
  expect(widthFromStyle("video", "width: 50px")).toBe(200);
  expect(widthFromStyle("image", null)).toBe(300);
  expect(widthFromStyle("video", "text-align:center")).toBe(400);
  expect(widthFromStyle("image", "width:450px")).toBe(450);
});
