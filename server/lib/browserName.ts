const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/Chrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone|iPad|iPod\b/, "iOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A browser as people name it, from its User-Agent: "Firefox on Linux", "Safari on iOS";
 * "Unknown browser" when there is none to read. Only a label for the sessions list, never a check.
 */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `A browser on ${system}` : "Unknown browser";
  return system ? `${browser} on ${system}` : browser;
}
