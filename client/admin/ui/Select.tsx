import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "./cn.ts";
import { fieldClass } from "./Input.tsx";

/** A native select: fully keyboard and screen-reader friendly, styled like the inputs. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(fieldClass, "h-10", className)} {...props} />;
});
