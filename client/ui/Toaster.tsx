import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "../../shared/constants.ts";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A button in the toast, such as "Undo" after moving something to the trash. */
  action?: { label: string; onClick: () => void };
}

type ShowToast = (message: ToastMessage) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Toasts: one visible at a time (a new one replaces it), 5 s, swipe right to dismiss. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setCurrent({ ...message, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const destructive = current?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD}
        label="Notification"
      >
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
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
        <Toast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
