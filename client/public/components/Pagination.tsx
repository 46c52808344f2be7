import { ChevronLeft, ChevronRight } from "../../ui/icons.tsx";
import { AppLink } from "./AppLink.tsx";

const button =
  "inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:border-primary";

/**
 * Paging: previous, the current number, next only when more exist. Given addresses
 * (`previousTo`, `nextTo`) they are links, which crawlers follow; else buttons calling back.
 */
export function Pagination({
  page,
  hasMore,
  onPrevious,
  onNext,
  previousTo,
  nextTo,
}: {
  page: number;
  hasMore: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  previousTo?: string | undefined;
  nextTo?: string | undefined;
}) {
  if (page <= 1 && !hasMore) return null;
  const previous = (
    <>
      <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      Previous
    </>
  );
  const next = (
    <>
      Next
      <ChevronRight className="h-4 w-4" aria-hidden="true" />
    </>
  );
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 &&
        (previousTo ? (
          <AppLink to={previousTo} rel="prev" className={button}>
            {previous}
          </AppLink>
        ) : (
          <button type="button" className={button} onClick={onPrevious}>
            {previous}
          </button>
        ))}
      <span
        aria-current="page"
        className="rounded-md bg-primary px-3 py-2 text-sm font-semibold text-on-primary"
      >
        <span className="sr-only">Page </span>
        {page}
      </span>
      {hasMore &&
        (nextTo ? (
          <AppLink to={nextTo} rel="next" className={button}>
            {next}
          </AppLink>
        ) : (
          <button type="button" className={button} onClick={onNext}>
            {next}
          </button>
        ))}
    </nav>
  );
}
