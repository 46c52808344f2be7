/** True when the address carries embed=true (SPEC §1). */
export function embedRequested(search: string): boolean {
  return new URLSearchParams(search).get("embed") === "true";
}
