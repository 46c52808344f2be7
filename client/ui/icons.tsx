import type { ReactElement } from "react";

interface IconProps {
  className?: string;
  /** Icons are decorative unless told otherwise, as lucide's are. */
  "aria-hidden"?: boolean | "true" | "false";
}

/**
 * An icon of the public pages (and of the admin sidebar's logo): lucide-react's shapes and
 * classes (copied from lucide-react 1.75), without lucide's Icon component, which works its
 * attributes out again on every render (about 15 µs an icon, a tenth of a page's server render).
 * Lucide's drawing attributes (size, stroke, no fill) are in the `.lucide` rule of the stylesheet
 * both bundles share (siteTheme.css) instead of on each icon: a page carries a dozen icons, and
 * they were 175 bytes each of every page's HTML.
 */
function lucideIcon(name: string, shapes: ReactElement[]) {
  const classes = `lucide lucide-${name}`;
  return function Icon({ className, "aria-hidden": ariaHidden = "true" }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from assistive technology unless a caller says otherwise
      <svg
        viewBox="0 0 24 24"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={ariaHidden}
      >
        {shapes}
      </svg>
    );
  };
}

export const ArrowLeft = lucideIcon("arrow-left", [
  <path key="1" d="m12 19-7-7 7-7" />,
  <path key="2" d="M19 12H5" />,
]);

export const Calendar = lucideIcon("calendar", [
  <path key="1" d="M8 2v3" />,
  <path key="2" d="M16 2v3" />,
  <rect key="3" x="3" y="3" width="18" height="18" rx="2" />,
  <path key="4" d="M3 9h18" />,
]);

export const ChevronLeft = lucideIcon("chevron-left", [<path key="1" d="m15 18-6-6 6-6" />]);

export const ChevronRight = lucideIcon("chevron-right", [<path key="1" d="m9 18 6-6-6-6" />]);

export const Clock = lucideIcon("clock", [
  <circle key="1" cx="12" cy="12" r="10" />,
  <path key="2" d="M12 6v6l4 2" />,
]);

export const Folder = lucideIcon("folder", [
  <path
    key="1"
    d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z"
  />,
]);

export const Search = lucideIcon("search", [
  <path key="1" d="m21 21-4.34-4.34" />,
  <circle key="2" cx="11" cy="11" r="8" />,
]);

export const SearchX = lucideIcon("search-x", [
  <path key="1" d="m13.5 8.5-5 5" />,
  <path key="2" d="m8.5 8.5 5 5" />,
  <circle key="3" cx="11" cy="11" r="8" />,
  <path key="4" d="m21 21-4.3-4.3" />,
]);

export const Tent = lucideIcon("tent", [
  <path key="1" d="M3.5 21 14 3" />,
  <path key="2" d="M20.5 21 10 3" />,
  <path key="3" d="M15.5 21 12 15l-3.5 6" />,
  <path key="4" d="M2 21h20" />,
]);

export const ThumbsDown = lucideIcon("thumbs-down", [
  <path
    key="1"
    d="M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z"
  />,
  <path key="2" d="M17 14V2" />,
]);

export const ThumbsUp = lucideIcon("thumbs-up", [
  <path
    key="1"
    d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z"
  />,
  <path key="2" d="M7 10v12" />,
]);
