import type { LucideIcon } from "lucide-react";

interface ToolbarButtonProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Toggle state for marks, nodes and alignment; undefined for plain actions. */
  active?: boolean;
  /** Unavailable here: announced and ignored, but still reachable with the arrow keys. */
  unavailable?: boolean;
  /** The single Tab stop of the toolbar. */
  tabStop?: boolean;
  shortcut?: string;
}

export function ToolbarButton({
  label,
  icon: Icon,
  onClick,
  active,
  unavailable,
  tabStop,
  shortcut,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      tabIndex={tabStop ? 0 : -1}
      aria-label={label}
      aria-pressed={active}
      aria-disabled={unavailable || undefined}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!unavailable) onClick();
      }}
      className="inline-flex h-8 w-8 items-center justify-center rounded text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-pressed:bg-gray-200 aria-pressed:text-gray-900"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
