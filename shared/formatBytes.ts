const units = ["Bytes", "KB", "MB", "GB"] as const;

/** Sizes in Bytes, KB, MB, GB with 2 decimals. */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return "0 Bytes";
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${units[exponent]}`;
}
