import { Fragment } from "react";

type Range = [number, number];

/** Ranges of `text` where a word of the query appears (case-insensitive). */
export function matchRanges(text: string, query: string): Range[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return [];
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const word of words) {
    let from = lower.indexOf(word);
    while (from !== -1) {
      ranges.push([from, from + word.length]);
      from = lower.indexOf(word, from + word.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Text with the given ranges wrapped in <mark>: matched words, highlighted without HTML injection. */
export function Highlighted({ text, ranges }: { text: string; ranges: Range[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
