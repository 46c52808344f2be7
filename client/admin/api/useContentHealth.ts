import { useQuery } from "@tanstack/react-query";
import type { ContentHealthReport } from "../../../shared/schemas/contentHealth.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";

/** The content-health report: every problem found, and how many of each kind. */
export function useContentHealth() {
  return useQuery({
    queryKey: ["admin", "content-health"],
    queryFn: () => apiFetch<ContentHealthReport>("/api/admin/content-health"),
  });
}
