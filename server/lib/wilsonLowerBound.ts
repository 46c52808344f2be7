/** z for a 95 % two-sided interval. */
const Z = 1.959964;

/**
 * The lower bound of the Wilson score interval of a share (`positive` out of `total`): how
 * helpful an article surely is, given how few votes it has. One vote of one cannot put an
 * article on top, nor one vote of none at the bottom: both bounds move towards the middle
 * when the votes are few. 0 when there are no votes.
 */
export function wilsonLowerBound(positive: number, total: number): number {
  if (total <= 0) return 0;
  const share = positive / total;
  const z2 = Z * Z;
  const centre = share + z2 / (2 * total);
  const spread = Z * Math.sqrt((share * (1 - share) + z2 / (4 * total)) / total);
  return Math.max(0, (centre - spread) / (1 + z2 / total));
}
