import { diffWordsWithSpace } from "diff";
import { useMemo } from "react";

interface WordDiffProps {
  /** The saved version's text. */
  before: string;
  /** The article's current text. */
  after: string;
}

/**
 * A readable word-level diff: words only in the version are struck through in red, words added
 * since are underlined in green; screen readers hear "removed" and "added" before each change.
 */
export function WordDiff({ before, after }: WordDiffProps) {
  const parts = useMemo(() => diffWordsWithSpace(before, after), [before, after]);
  if (before === after) return <p className="text-sm text-gray-500 italic">No changes</p>;
  return (
    <div className="whitespace-pre-wrap rounded border border-gray-200 bg-gray-50 p-3 text-sm leading-relaxed">
      {parts.map((part, index) => {
        const key = `${index}-${part.added ? "a" : part.removed ? "r" : "s"}`;
        if (part.added)
          return (
            <ins key={key} className="bg-green-100 text-green-900 underline decoration-green-700">
              <span className="sr-only">added: </span>
              {part.value}
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className="bg-red-100 text-red-900 line-through decoration-red-700">
              <span className="sr-only">removed: </span>
              {part.value}
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </div>
  );
}
