import { ShieldAlert } from "lucide-react";
import { useAdminTitle } from "./useAdminTitle.ts";

/** What a signed-in user without the needed role sees. */
export function AccessDenied({ fullPage = false }: { fullPage?: boolean }) {
  useAdminTitle("Access Denied");
  const content = (
    <div className="mx-auto max-w-md py-16 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Access Denied</h1>
      <p className="mt-2 text-gray-700">You don't have permission to access this page.</p>
      {fullPage && (
        <a href="/" className="mt-6 inline-block text-green-800 underline">
          Back to Help Center
        </a>
      )}
    </div>
  );
  return fullPage ? <main className="min-h-screen bg-gray-50 px-4">{content}</main> : content;
}
