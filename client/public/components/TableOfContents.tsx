import type { ArticleHeading } from "../../../shared/headingAnchors.ts";

/** Articles with at least this many headings show a table of contents. */
export const TOC_MIN_HEADINGS = 3;

function TocList({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <ol className="space-y-1.5 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
          <a href={`#${heading.id}`} className="toc-link">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page": the article's h2 and h3 as links to their anchors. On wide screens beside the
 * text (sticky); on phones folded above it (a native disclosure, so keyboard and screen readers
 * work without script). Only one of the two is displayed at a time.
 */
export function TableOfContents({
  headings,
  placement,
}: {
  headings: readonly ArticleHeading[];
  placement: "side" | "top";
}) {
  if (placement === "side")
    return (
      <nav aria-label="On this page" className="sticky top-6 hidden lg:block" data-testid="toc-side">
        <h2 className="mb-3 text-xs font-semibold tracking-wide text-gray-700 uppercase">On this page</h2>
        <TocList headings={headings} />
      </nav>
    );
  return (
    <details className="mt-6 rounded-lg border border-gray-200 bg-white p-4 lg:hidden" data-testid="toc-top">
      <summary className="cursor-pointer font-semibold text-gray-900">On this page</summary>
      <nav aria-label="On this page" className="mt-3">
        <TocList headings={headings} />
      </nav>
    </details>
  );
}
