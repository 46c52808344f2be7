import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useCallback, useState } from "react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "../../shared/constants.ts";
import type { ToastViewProps } from "./Toaster.tsx";

/** The toast on screen (Radix Toast): 5 s, swipe right to dismiss, F8 reaches it. */
export function ToastView({ current, onClose }: ToastViewProps) {
  const destructive = current?.variant === "destructive";
  // Radix starts a toast's 5 s when the toast mounts but draws it only once its viewport is
  // known, a render later. Mounted together (the public site loads this view with its first
  // toast), the toast lost that render's time from its 5 s on screen (0.6 s on a busy machine),
  // so the toast mounts only after the viewport has.
  const [viewportMounted, setViewportMounted] = useState(false);
  const viewportRef = useCallback((viewport: HTMLOListElement | null) => {
    setViewportMounted(viewport !== null);
  }, []);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {current && viewportMounted && (
        <Toast.Root
          key={current.id}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            destructive ? "border-red-700 bg-red-700 text-white" : "border-gray-200 bg-white text-gray-900"
          }`}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
            {current.action && (
              <Toast.Action
                altText={current.action.label}
                onClick={current.action.onClick}
                className="mt-1 justify-self-start rounded border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-green-700"
              >
                {current.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewportRef}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
