import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may never reach: they lead into the server's own network rather than to a
 * receiver on the internet (loopback, private, link-local, carrier-grade NAT, unique-local IPv6,
 * the cloud metadata services, and the unroutable and multicast ranges). IPv4-mapped IPv6
 * addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
const forbiddenRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, with the metadata service at 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  forbiddenRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64: would reach any IPv4 address, private ones too
  ["fc00::", 7], // unique-local, with AWS's metadata service at fd00:ec2::254
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  forbiddenRanges.addSubnet(network, prefix, "ipv6");
}

/** True for an IP address a webhook may not be sent to. */
export function isForbiddenAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return forbiddenRanges.check(address, version === 4 ? "ipv4" : "ipv6");
}

/** The URL's host as an IP address when it is written as one ("[::1]" → "::1"), else null. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) === 0 ? null : host;
}

/** Why this URL may not be registered or sent to, or null when it may. */
export function refusalOfUrl(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "Only http:// and https:// addresses";
  if (allowPrivate) return null;
  const literal = literalAddressOf(url);
  if (literal && isForbiddenAddress(literal)) {
    return `${literal} is a loopback, private, link-local or metadata address; webhooks go to public addresses only`;
  }
  return null;
}

export class ForbiddenAddressError extends Error {
  readonly code = "WEBHOOK_FORBIDDEN_ADDRESS";
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves the name and hands the connection only the addresses
 * that passed the check, so what is connected to is what was checked (no second resolution that
 * could answer differently). A name with no public address fails.
 */
export function checkedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: LookupCallback,
  ) => {
    const family =
      options.family === "IPv6" ? 6 : options.family === "IPv4" ? 4 : Number(options.family ?? 0);
    dnsLookup(hostname, { all: true, family }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = allowPrivate
        ? addresses
        : addresses.filter((entry) => !isForbiddenAddress(entry.address));
      const first = allowed[0];
      if (!first) {
        return callback(
          new ForbiddenAddressError(
            `${hostname} resolves to a loopback, private, link-local or metadata address`,
          ) as NodeJS.ErrnoException,
          [],
        );
      }
      if (options.all) return callback(null, allowed);
      return callback(null, first.address, first.family);
    });
  };
}
