import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A button in the toast, such as "Undo" after moving something to the trash. */
  action?: { label: string; onClick: () => void };
}

type ShowToast = (message: ToastMessage) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** What a toast view draws: the toast showing (none when null), and how to close it. */
export interface ToastViewProps {
  current: (ToastMessage & { id: number }) | null;
  onClose: () => void;
}

/**
 * Toasts: one visible at a time (a new one replaces it). The view that draws them is given: the
 * portal passes client/ui/ToastView.tsx itself; the public site a lazy one, so that pages whose
 * visitors never see a toast do not load Radix Toast.
 */
export function ToastProvider({
  children,
  view: View,
}: {
  children: ReactNode;
  view: ComponentType<ToastViewProps>;
}) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setCurrent({ ...message, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const close = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <View current={current} onClose={close} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
