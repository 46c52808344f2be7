import { Search } from "lucide-react";
import type { Category } from "../../../shared/schemas/category.ts";
import type { ArticleListFilters } from "../api/adminArticleListUrl.ts";
import { Input } from "../ui/Input.tsx";
import { Select } from "../ui/Select.tsx";

interface ArticleListFiltersBarProps {
  filters: ArticleListFilters;
  searchText: string;
  categories: Category[];
  onSearchText: (text: string) => void;
  onStatus: (status: string) => void;
  onCategory: (categoryId: string) => void;
  onNeedsVerification: (on: boolean) => void;
  onSort: (sort: string) => void;
}

/**
 * Search box (server-side, debounced), status, category and "needs verification" filters, and the
 * order of the article list.
 */
export function ArticleListFiltersBar(props: ArticleListFiltersBarProps) {
  const { filters, searchText, categories } = props;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
        />
        <Input
          type="search"
          aria-label="Search articles"
          placeholder="Search articles..."
          className="pl-9"
          value={searchText}
          onChange={(event) => props.onSearchText(event.target.value)}
        />
      </div>
      <Select
        aria-label="Status"
        className="sm:w-44"
        value={filters.status}
        onChange={(event) => props.onStatus(event.target.value)}
      >
        <option value="">All statuses</option>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
        <option value="changes-pending">Changes pending</option>
        <option value="scheduled">Scheduled</option>
      </Select>
      <Select
        aria-label="Category"
        className="sm:w-52"
        value={filters.categoryId === null ? "" : String(filters.categoryId)}
        onChange={(event) => props.onCategory(event.target.value)}
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Sort by"
        className="sm:w-44"
        value={filters.sort}
        onChange={(event) => props.onSort(event.target.value)}
      >
        <option value="updated">Recently updated</option>
        <option value="title">Title A–Z</option>
        <option value="helpful">Most helpful</option>
      </Select>
      <label className="flex items-center gap-2 text-sm whitespace-nowrap text-gray-900">
        <input
          type="checkbox"
          className="h-4 w-4 accent-green-700"
          checked={filters.needsVerification}
          onChange={(event) => props.onNeedsVerification(event.target.checked)}
        />
        Needs verification
      </label>
    </div>
  );
}
