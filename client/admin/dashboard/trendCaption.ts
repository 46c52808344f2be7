/** "+12% vs previous 30 days", or a plain sentence when there is nothing to compare with. */
export function changeCaption(current: number | null, previous: number | null, days: number): string {
  if (current === null) return "Nothing to compare yet";
  if (previous === null || previous === 0) return `None in the previous ${days} days`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent >= 0 ? "+" : ""}${percent}% vs previous ${days} days`;
}

/** For figures that are themselves percentages: "+4 points vs previous 30 days". */
export function pointsCaption(current: number | null, previous: number | null, days: number): string {
  if (current === null) return `No figures in the last ${days} days`;
  if (previous === null) return `None in the previous ${days} days`;
  const points = current - previous;
  return `${points >= 0 ? "+" : ""}${points} points vs previous ${days} days`;
}
