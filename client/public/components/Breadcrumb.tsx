import { ChevronRight } from "../../ui/icons.tsx";
import { AppLink } from "./AppLink.tsx";

export interface Crumb {
  label: string;
  to?: string;
}

/** Help Center > … > current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${item.to ?? ""}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden="true" />}
            {item.to ? (
              <AppLink to={item.to} className="hover:text-primary-strong hover:underline">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current="page" className="font-medium text-gray-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
