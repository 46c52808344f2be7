import { cn } from "./cn.ts";

/** A grey placeholder block while content loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-gray-200", className)} />;
}
