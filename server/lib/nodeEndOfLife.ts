/**
 * The day each Node.js release line stops receiving fixes, security fixes included (the
 * Node.js release schedule). Lines older than the first listed ended long ago; lines newer
 * than the last listed are still supported.
 */
const END_OF_LIFE: Record<number, string> = {
  18: "2025-04-30",
  19: "2023-06-01",
  20: "2026-04-30",
  21: "2024-06-01",
  22: "2027-04-30",
  23: "2025-06-01",
  24: "2028-04-30",
  25: "2026-06-01",
};
const OLDEST_LISTED = 18;

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A plain sentence for the operator when `version` (process.versions.node) is a Node.js release
 * past its end of life on `today`; undefined while it is supported.
 */
export function nodeEndOfLifeWarning(version: string, today: Date): string | undefined {
  const major = Number.parseInt(version, 10);
  const endOfLife = END_OF_LIFE[major];
  if (major >= OLDEST_LISTED && (endOfLife === undefined || today.toISOString().slice(0, 10) < endOfLife)) {
    return undefined;
  }
  const ended = endOfLife ? `reached its end of life on ${longDate(endOfLife)}` : "is past its end of life";
  return (
    `Warning: Cairn is running on Node.js ${version}, which ${ended} and no longer receives ` +
    "security fixes. Run Cairn on a supported release: Node.js 24 (recommended) or 22."
  );
}
