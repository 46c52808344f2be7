import { expect, it } from "vitest";
import { youtubeVideoId } from "./youtubeVideoId.ts";

it("finds the id in watch, short and embed addresses", () => {
  expect(youtubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
  expect(youtubeVideoId("https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=4")).toBe("dQw4w9WgXcQ");
  expect(youtubeVideoId("youtu.be/dQw4w9WgXcQ?t=10")).toBe("dQw4w9WgXcQ");
  expect(youtubeVideoId(" https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ")).toBe("dQw4w9WgXcQ");
});

it("refuses addresses without a recognisable id or from other sites", () => {
  expect(youtubeVideoId("https://www.youtube.com/")).toBeNull();
  expect(youtubeVideoId("https://www.youtube.com/watch?v=short")).toBeNull();
  expect(youtubeVideoId("https://vimeo.com/watch?v=dQw4w9WgXcQ")).toBeNull();
  expect(youtubeVideoId("https://evil.example/youtu.be/dQw4w9WgXcQ")).toBeNull();
  expect(youtubeVideoId("not a url")).toBeNull();
});
