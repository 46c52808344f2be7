import { useQuery } from "@tanstack/react-query";
import type { Category } from "../../../shared/schemas/category.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** GET /api/admin/categories, for the list filter and the editor's Category field. */
export function useAdminCategoryOptions() {
  return useQuery({
    queryKey: adminQueryKeys.categories,
    queryFn: () => apiFetch<Category[]>("/api/admin/categories"),
  });
}
