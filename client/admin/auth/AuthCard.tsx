import type { ReactNode } from "react";

/** The small centred card of the sign-in side pages (forgotten and reset password). */
export function AuthCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        {icon}
        <h1 className="mt-3 text-xl font-bold text-gray-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
