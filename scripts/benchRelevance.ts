/**
 * `npm run bench:relevance`: the demo help center searched through GET /api/public/search with
 * every graded query of the customers' set (its tuning half and its held-out half, see
 * isHeldOut) and of the original suite, on SQLite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on a throw-away PostgreSQL database. Prints, per kind and overall,
 * MRR@5, S@1 and S@5 of `results` and the share of unrelated queries answered with nothing.
 * Each half is also searched with one slip of the keys in each of its questions, synonym and
 * unrelated queries (withSlipsOfTheKeys): typos made by rule in the words customers use; and
 * with those queries' last word cut short, as the dropdown sees them while it is typed
 * (withLastWordBeingTyped).
 * Under each table, the p50 and p95 of the API's answer time over the set's queries.
 *
 * RELEVANCE_FAILURES=1 also lists the tuning half's and the suite's misses. The held-out half's
 * misses are listed only with RELEVANCE_FAILURES=held-out: reading them while tuning turns the
 * held-out half into a second tuning half.
 */

import { withLastWordBeingTyped } from "./support/lastWordBeingTyped.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";
import { answeredWell, formatFigures, type RelevanceAnswer } from "./support/relevanceFigures.ts";
import { customerHalves, originalSuite } from "./support/relevanceSets.ts";
import { openRelevanceSite } from "./support/relevanceSite.ts";
import { withSlipsOfTheKeys } from "./support/slipsOfTheKeys.ts";

const failuresOf = process.env.RELEVANCE_FAILURES;

function misses(answers: RelevanceAnswer[]): string {
  return answers
    .filter((answer) => !answeredWell(answer))
    .map(
      ({ query, slugs }) =>
        `      [${query.kind}] "${query.query}" wanted ${query.expect.join(" | ") || "nothing"}, got ${slugs.slice(0, 3).join(", ") || "nothing"}`,
    )
    .join("\n");
}

/** p50 and p95 of the answers' times: each query's first search, so planned and ranked afresh. */
function answerTimes(answers: RelevanceAnswer[]): string {
  const times = answers.map((answer) => answer.milliseconds ?? 0).sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  return `    answer time (first search of each query, in process): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

await onEachBenchDatabase(async (label, databaseUrl) => {
  const site = await openRelevanceSite(databaseUrl);
  try {
    const { tuning, heldOut } = customerHalves();
    const heldOutVariants = [withSlipsOfTheKeys(heldOut), withLastWordBeingTyped(heldOut)];
    const sets = [
      tuning,
      withSlipsOfTheKeys(tuning),
      withLastWordBeingTyped(tuning),
      heldOut,
      ...heldOutVariants,
      originalSuite(),
    ];
    for (const set of sets) {
      const answers = await site.answer(set.queries);
      const left = set.draftsOnly ? `; ${set.draftsOnly} left out, answered only by demo drafts` : "";
      console.log(
        `\n${label}, ${set.name} (${set.queries.length} queries${left}):\n${formatFigures(answers)}\n${answerTimes(answers)}`,
      );
      const listed =
        set === heldOut || heldOutVariants.includes(set) ? failuresOf === "held-out" : failuresOf === "1";
      if (listed && misses(answers)) console.log(`    misses:\n${misses(answers)}`);
    }
  } finally {
    await site.close();
  }
});
