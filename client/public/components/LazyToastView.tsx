import { lazy, Suspense, useState } from "react";
import type { ToastViewProps } from "../../ui/Toaster.tsx";

const ToastView = lazy(() =>
  import("../../ui/ToastView.tsx").then((module) => ({ default: module.ToastView })),
);

/**
 * The public site's toast view: nothing until the first toast, then the portal's Radix view
 * (loaded then, and kept). Most visits show no toast, so Radix Toast stays out of the page's
 * JavaScript; server and first client render agree on drawing nothing.
 */
export function LazyToastView(props: ToastViewProps) {
  const [needed, setNeeded] = useState(false);
  if (props.current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView {...props} />
    </Suspense>
  );
}
