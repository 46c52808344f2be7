import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { usePublicSettings } from "../../public/api/usePublicSettings.ts";
import { themeStyle } from "../../ui/theme.ts";
import { closeOnEarlyEscape } from "../ui/closeOnEarlyEscape.ts";
import { AdminSidebar } from "./AdminSidebar.tsx";

/**
 * The admin shell: a fixed sidebar beside the page on wide screens; on phones a top bar whose
 * menu button opens the same sidebar as a drawer (focus trapped, Escape closes).
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: settings } = usePublicSettings();
  return (
    <div className="min-h-screen bg-gray-50" style={themeStyle(settings ?? defaultSiteSettings)}>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-gray-200 md:block">
        <AdminSidebar />
      </aside>
      <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-3 md:hidden">
          <DialogPrimitive.Trigger
            aria-label="Open menu"
            className="rounded-md p-2 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Trigger>
          <span className="truncate font-semibold text-gray-900">{settings?.site_name || "Help Center"}</span>
        </header>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            onKeyDown={closeOnEarlyEscape(setMenuOpen)}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none md:hidden"
          >
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <AdminSidebar onNavigate={() => setMenuOpen(false)} />
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="absolute top-4 right-3 rounded p-1 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <main id="admin-main" tabIndex={-1} className="px-4 py-6 outline-none md:ml-64 md:px-8 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}
