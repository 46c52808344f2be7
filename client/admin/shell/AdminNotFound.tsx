import { Link } from "react-router";
import { buttonClass } from "../ui/Button.tsx";
import { useAdminTitle } from "./useAdminTitle.ts";

/** An unknown address inside the portal: the shell stays, with a way back. */
export function AdminNotFound() {
  useAdminTitle("Page Not Found");
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
      <p className="mt-2 text-gray-700">There is no admin page at this address.</p>
      <Link to="/admin" className={buttonClass("primary", "md", "mt-6")}>
        Back to Dashboard
      </Link>
    </div>
  );
}
