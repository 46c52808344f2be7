/**
 * An email as log lines may show it: enough to tell accounts apart while reading a log, not
 * enough to hand anyone who reads the log a list of sign-in names. "casey@example.com" →
 * "c***@e***.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return `${email.slice(0, 1)}***`;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${email.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}
