/** True when the address carries embed=true (embed mode: no header, footer or page metadata). */
export function embedRequested(search: string): boolean {
  return new URLSearchParams(search).get("embed") === "true";
}
