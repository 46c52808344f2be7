import { type RelevanceQuery, SILENT_KINDS } from "./relevanceSets.ts";

/** What one query's `results` were: the slugs, best first. */
export interface RelevanceAnswer {
  query: RelevanceQuery;
  slugs: string[];
  /** How long the API took to answer, in milliseconds (the query's first search, in process). */
  milliseconds?: number;
}

/** Figures of a group of queries: answerable ones score ranks, silent ones score silence. */
export interface RelevanceFigures {
  answerable: number;
  mrr5: number;
  s1: number;
  s5: number;
  silentQueries: number;
  silentShare: number;
}

function rankOf(answer: RelevanceAnswer): number {
  return answer.slugs.slice(0, 5).findIndex((slug) => answer.query.expect.includes(slug));
}

/** MRR@5, success at 1 and 5 over the answerable queries; the share of silent-kind queries that got nothing. */
export function figuresOf(answers: RelevanceAnswer[]): RelevanceFigures {
  const answerable = answers.filter((a) => !SILENT_KINDS.has(a.query.kind));
  const silent = answers.filter((a) => SILENT_KINDS.has(a.query.kind));
  const ranks = answerable.map(rankOf);
  const share = (n: number, of: number) => (of ? n / of : Number.NaN);
  return {
    answerable: answerable.length,
    mrr5: share(
      ranks.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0),
      answerable.length,
    ),
    s1: share(ranks.filter((rank) => rank === 0).length, answerable.length),
    s5: share(ranks.filter((rank) => rank >= 0).length, answerable.length),
    silentQueries: silent.length,
    silentShare: share(silent.filter((a) => a.slugs.length === 0).length, silent.length),
  };
}

/** Whether a query's answer was what it wanted (an expected article in the top five, or nothing). */
export function answeredWell(answer: RelevanceAnswer): boolean {
  return SILENT_KINDS.has(answer.query.kind) ? answer.slugs.length === 0 : rankOf(answer) >= 0;
}

const number = (value: number) => (Number.isNaN(value) ? "    -" : value.toFixed(3));

/** A table: one row per kind and one for all, the figures that apply to each. */
export function formatFigures(answers: RelevanceAnswer[]): string {
  const kinds = [...new Set(answers.map((a) => a.query.kind))];
  const row = (label: string, group: RelevanceAnswer[]) => {
    const f = figuresOf(group);
    return (
      `    ${label.padEnd(11)} ${String(group.length).padStart(4)}  ` +
      `MRR@5 ${number(f.mrr5)}  S@1 ${number(f.s1)}  S@5 ${number(f.s5)}  silent ${number(f.silentShare)}`
    );
  };
  return [
    ...kinds.map((kind) =>
      row(
        kind,
        answers.filter((a) => a.query.kind === kind),
      ),
    ),
    row("all", answers),
  ].join("\n");
}
