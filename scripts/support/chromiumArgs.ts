/**
 * Flags for Debian's Chromium on this kind of machine: no sandbox as root, no GPU, and no
 * background connections (the closed network refuses them, many at a time).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const CHROMIUM_PATH = "/usr/bin/chromium";
