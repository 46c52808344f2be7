import type { SingleSignOnOffer } from "../../../shared/singleSignOn.ts";
import type { AppConfig } from "../../platform/config.ts";

/** What the sign-in page offers for single sign-on: the button's name and OIDC_ONLY; null when not configured. */
export function singleSignOnOffer(
  config: Pick<AppConfig, "singleSignOn" | "oidcOnly">,
): SingleSignOnOffer | null {
  return config.singleSignOn ? { displayName: config.singleSignOn.displayName, only: config.oidcOnly } : null;
}
