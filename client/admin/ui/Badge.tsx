import type { HTMLAttributes } from "react";
import { cn } from "./cn.ts";

export type BadgeVariant = "default" | "secondary" | "success" | "warning" | "outline" | "destructive";

const variants: Record<BadgeVariant, string> = {
  default: "bg-green-700 text-white",
  secondary: "bg-gray-100 text-gray-800",
  success: "bg-green-100 text-green-900",
  warning: "bg-orange-100 text-orange-900 border border-orange-300",
  outline: "border border-gray-300 text-gray-800",
  destructive: "bg-red-100 text-red-900",
};

export function Badge({
  variant = "default",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
