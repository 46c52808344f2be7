import { expect, it } from "vitest";
import { browserName } from "./browserName.ts";

it("names browsers and systems as people do", () => {
  expect(browserName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
    "Firefox on Linux",
  );
  expect(
    browserName(
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ),
  ).toBe("Chrome on Linux");
  expect(
    browserName(
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    ),
  ).toBe("Edge on Windows");
  expect(
    browserName(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    ),
  ).toBe("Safari on macOS");
  expect(browserName(null)).toBe("Unknown browser");
  expect(browserName("curl/8.5.0")).toBe("Unknown browser");
});
