import { describe, expect, it } from "vitest";
import { providerConfirmedSecondFactor } from "./providerSecondFactor.ts";

describe("providerConfirmedSecondFactor", () => {
  it("takes amr that says mfa, or names methods of two kinds", () => {
    // Microsoft Entra ID and Okta send these after a password and an app prompt.
    expect(providerConfirmedSecondFactor({ amr: ["pwd", "mfa"] }, [])).toBe(true);
    expect(providerConfirmedSecondFactor({ amr: ["pwd", "otp"] }, [])).toBe(true);
    expect(providerConfirmedSecondFactor({ amr: ["hwk", "fpt"] }, [])).toBe(true);
    expect(providerConfirmedSecondFactor({ amr: ["mca"] }, [])).toBe(true);
  });

  it("counts one factor for a password alone, two of one kind, unknown methods or no claims", () => {
    expect(providerConfirmedSecondFactor({ amr: ["pwd"] }, [])).toBe(false);
    expect(providerConfirmedSecondFactor({ amr: ["pwd", "kba"] }, [])).toBe(false);
    expect(providerConfirmedSecondFactor({ amr: ["pwd", "custom-push"] }, [])).toBe(false);
    expect(providerConfirmedSecondFactor({ amr: "pwd mfa" }, [])).toBe(false);
    expect(providerConfirmedSecondFactor({}, [])).toBe(false);
  });

  it("takes an acr only when the configuration trusts that value", () => {
    const trusted = ["http://schemas.openid.net/pape/policies/2007/06/multi-factor", "gold"];
    expect(providerConfirmedSecondFactor({ acr: "gold" }, trusted)).toBe(true);
    expect(providerConfirmedSecondFactor({ acr: "silver" }, trusted)).toBe(false);
    expect(providerConfirmedSecondFactor({ acr: "gold" }, [])).toBe(false);
  });
});
