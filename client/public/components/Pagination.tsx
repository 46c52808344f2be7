import { ChevronLeft, ChevronRight } from "../../ui/icons.tsx";

/** Category paging: previous, the current number, next only when more exist. */
export function Pagination({
  page,
  hasMore,
  onPrevious,
  onNext,
}: {
  page: number;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (page <= 1 && !hasMore) return null;
  const button =
    "inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:border-primary";
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <button type="button" className={button} onClick={onPrevious}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </button>
      )}
      <span
        aria-current="page"
        className="rounded-md bg-primary px-3 py-2 text-sm font-semibold text-on-primary"
      >
        <span className="sr-only">Page </span>
        {page}
      </span>
      {hasMore && (
        <button type="button" className={button} onClick={onNext}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}
