/**
 * Said when what a page or panel shows could not be loaded: "Failed to load {what}: {reason}",
 * announced at once. A page's main content gets the boxed form; a list inside a page the plain one.
 */
export function LoadFailure({
  what,
  reason,
  boxed = false,
}: {
  what: string;
  reason: string;
  boxed?: boolean;
}) {
  return (
    <p
      role="alert"
      className={
        boxed ? "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800" : "text-sm text-red-800"
      }
    >
      Failed to load {what}: {reason}
    </p>
  );
}
