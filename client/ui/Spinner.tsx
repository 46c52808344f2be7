/**
 * Classes of a spinner's three parts. Each bundle keeps its own look: the public site's is the
 * default, and the admin portal passes its own, so the portal's classes stay out of the public
 * stylesheet (which scans client/ui but not client/admin).
 */
export interface SpinnerLook {
  /** Spacing around the ring and label. */
  box: string;
  /** The turning ring: size and colours. */
  ring: string;
  label: string;
}

const siteLook: SpinnerLook = {
  box: "py-20",
  ring: "h-10 w-10 animate-spin rounded-full border-4 border-gray-200 border-t-primary",
  label: "text-sm text-gray-600",
};

/** The loading state ("Loading..." unless told otherwise), announced politely. */
export function Spinner({
  label = "Loading...",
  className,
  look = siteLook,
}: {
  label?: string;
  className?: string;
  look?: SpinnerLook;
}) {
  const box = `flex flex-col items-center justify-center gap-3 ${look.box}`;
  return (
    <div className={className ? `${box} ${className}` : box} role="status">
      <span className={look.ring} aria-hidden="true" />
      <span className={look.label}>{label}</span>
    </div>
  );
}
