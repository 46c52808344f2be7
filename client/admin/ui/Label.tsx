import type { LabelHTMLAttributes } from "react";
import { cn } from "./cn.ts";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label className={cn("block text-sm font-medium text-gray-800", className)} {...props} />;
}
