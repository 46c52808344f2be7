/** SPEC §2: the loading state. */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-20" role="status">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-gray-200 border-t-primary"
        aria-hidden="true"
      />
      <span className="text-sm text-gray-600">{label}</span>
    </div>
  );
}
