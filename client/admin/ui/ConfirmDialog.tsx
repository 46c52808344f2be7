import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { buttonClass } from "./Button.tsx";
import { closeOnEarlyEscape } from "./closeOnEarlyEscape.ts";
import { cn } from "./cn.ts";
import { overlayClass, panelClass } from "./Dialog.tsx";
import { useReturnFocus } from "./useReturnFocus.ts";

/**
 * Asks before a destructive action (Radix AlertDialog: focus starts on Cancel, Escape cancels).
 * The dialog stays open while `pending`; the caller closes it when the action has finished.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = "Are you sure?",
  description,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  cancelLabel = "Cancel",
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: string;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          className={cn(panelClass, "max-w-md")}
          {...returnFocus}
          onKeyDown={closeOnEarlyEscape(onOpenChange)}
        >
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass("outline")} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass("destructive")}
              disabled={pending}
              onClick={(event) => {
                // AlertDialog.Action would close at once; we close when the action has succeeded.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
