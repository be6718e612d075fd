import { isIPv6 } from "node:net";

/**
 * The part of an address that identifies one sender for the rate limit: an IPv4 address (also
 * when written IPv4-mapped, `::ffff:203.0.113.7`), or the /64 network of an IPv6 address, since
 * one IPv6 host can use any of the 2^64 addresses of its network.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address.split("%")[0]!)) return address;
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
