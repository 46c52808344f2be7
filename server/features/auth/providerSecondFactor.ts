/**
 * Authentication method references (RFC 8176) by the kind of proof they are: something known,
 * something held, something one is. "mfa" and "mca" say outright that more than one was used.
 */
const METHOD_KINDS: Record<string, "knowledge" | "possession" | "inherence"> = {
  pwd: "knowledge",
  pin: "knowledge",
  kba: "knowledge",
  otp: "possession",
  hwk: "possession",
  swk: "possession",
  sc: "possession",
  sms: "possession",
  tel: "possession",
  fpt: "inherence",
  face: "inherence",
  iris: "inherence",
  retina: "inherence",
  vbm: "inherence",
};

/**
 * Whether the identity provider's ID token shows that the person proved who they are with more
 * than one factor: its `acr` is one of the values the configuration trusts for that
 * (OIDC_MFA_ACR), or its `amr` says "mfa"/"mca" or names methods of two different kinds
 * (a password and a one-time code). A token with neither claim counts as one factor, the least
 * a provider may have asked for.
 */
export function providerConfirmedSecondFactor(
  claims: { acr?: unknown; amr?: unknown },
  trustedAcrValues: readonly string[],
): boolean {
  if (typeof claims.acr === "string" && trustedAcrValues.includes(claims.acr)) return true;
  if (!Array.isArray(claims.amr)) return false;
  const methods = claims.amr.filter((method): method is string => typeof method === "string");
  if (methods.includes("mfa") || methods.includes("mca")) return true;
  const kinds = new Set(methods.map((method) => METHOD_KINDS[method]).filter(Boolean));
  return kinds.size >= 2;
}
