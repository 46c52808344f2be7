import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage } from "../../../shared/schemas/audit.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";

export interface AuditFilters {
  actor: string;
  action: string;
  entityType: string;
}

/** The filters as the audit API's query (empty ones left out). */
export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  return params.toString();
}

/** GET /api/admin/audit, page after page (admins). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ["admin", "audit", filters],
    queryFn: ({ pageParam }) => {
      const query = auditQueryString(filters);
      const cursor = pageParam === null ? "" : `cursor=${pageParam}`;
      return apiFetch<AuditPage>(`/api/admin/audit?${[query, cursor].filter(Boolean).join("&")}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
