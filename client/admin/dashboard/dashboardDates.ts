import { format } from "date-fns";

/** "Mar 5, 2026" (SPEC §9 'MMM d, yyyy'). */
export function formatAdminDate(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy");
}
