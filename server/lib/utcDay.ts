/** The UTC day (YYYY-MM-DD) analytics file a moment under. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
