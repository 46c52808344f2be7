import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "./cn.ts";

export const fieldClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:border-green-700 focus:outline-2 focus:outline-green-700 aria-[invalid=true]:border-red-700 disabled:bg-gray-100";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClass, "h-10", className)} {...props} />;
});
