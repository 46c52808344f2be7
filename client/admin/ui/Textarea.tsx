import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn.ts";
import { fieldClass } from "./Input.tsx";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(fieldClass, className)} {...props} />;
  },
);
