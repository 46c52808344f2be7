import { cn } from "./cn.ts";

/** SPEC §2: the loading state ("Loading..." unless told otherwise), announced politely. */
export function Spinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 py-16", className)} role="status">
      <span
        className="h-9 w-9 animate-spin rounded-full border-4 border-gray-200 border-t-green-700"
        aria-hidden="true"
      />
      <span className="text-sm text-gray-700">{label}</span>
    </div>
  );
}
