import { Link } from "react-router";

/** "View all" beside a dashboard list: its full list on its own page. */
export function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-green-800 underline-offset-2 hover:underline">
      View all<span className="sr-only"> {label}</span>
    </Link>
  );
}
