import type { SpinnerLook } from "../../ui/Spinner.tsx";

/** The admin portal's spinner: a smaller ring in the portal's green, darker label. */
export const portalSpinnerLook: SpinnerLook = {
  box: "py-16",
  ring: "h-9 w-9 animate-spin rounded-full border-4 border-gray-200 border-t-green-700",
  label: "text-sm text-gray-700",
};
