import { format } from "date-fns";

/** "Mar 5, 2026" ('MMM d, yyyy'), the portal's date format. */
export function formatAdminDate(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy");
}
