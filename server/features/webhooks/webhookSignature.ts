import { createHmac } from "node:crypto";

/**
 * The Cairn-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed with
 * the endpoint's secret. The time inside the signed text lets a receiver refuse old replays.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}
