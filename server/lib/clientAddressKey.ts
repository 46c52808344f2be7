import { isIPv6 } from "node:net";

/** Groups of 16 bits an IPv6 address is written in; the first four make its /64. */
function expandIPv6(address: string): string[] | null {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return null;
  const part = (text: string) => (text === "" ? [] : text.split(":"));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for two groups.
  const last = right.length > 0 ? right : left;
  const dotted = last[last.length - 1];
  if (dotted?.includes(".")) {
    const bytes = dotted.split(".").map(Number);
    last.splice(
      last.length - 1,
      1,
      ((bytes[0] ?? 0) * 256 + (bytes[1] ?? 0)).toString(16),
      ((bytes[2] ?? 0) * 256 + (bytes[3] ?? 0)).toString(16),
    );
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
}

/**
 * The key a client address counts under in every per-address rule (rate limits, votes, visitor
 * counts, sign-in throttling, sessions shown to their owner). One IPv6 subscriber is handed a
 * whole /64 and can pick any address in it, so an IPv6 address counts as its /64; an
 * IPv4-mapped IPv6 address is its IPv4 address; IPv4 addresses count one by one.
 */
export function clientAddressKey(address: string): string {
  // Every IPv6 address has a colon, and an IPv4 one none: the common case skips isIPv6's pattern,
  // which showed in the profile of a cached page (every request counts against a rate budget).
  if (!address.includes(":") || !isIPv6(address)) return address;
  const withoutZone = address.split("%")[0] ?? address;
  const groups = expandIPv6(withoutZone.toLowerCase());
  if (!groups) return address;
  const numbers = groups.map((group) => Number.parseInt(group, 16));
  const isMappedIPv4 = numbers.slice(0, 5).every((n) => n === 0) && numbers[5] === 0xffff;
  if (isMappedIPv4) {
    const high = numbers[6] ?? 0;
    const low = numbers[7] ?? 0;
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${numbers
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`;
}
