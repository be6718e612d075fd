import { BlockList, isIP } from "node:net";

/**
 * Which addresses the image fetcher may connect to (docs/product.md 8.4, decision 026): a sheet
 * may name any URL, so without this check a row could make the server read its own admin ports,
 * the cloud's metadata service or the office network. Everything that is not a public unicast
 * address is refused: loopback, private, shared, link-local, unique-local, documentation,
 * multicast and reserved ranges, and the IPv6 forms that carry an IPv4 address inside.
 */
// Two lists: Node's BlockList matches IPv4 addresses against IPv6 ranges too (as IPv4-mapped
// addresses), so one list with "::/96" would refuse every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED_V4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible form
  ["64:ff9b::", 96], // NAT64 carries an IPv4 address
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32], // Teredo
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4 carries an IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(network, prefix, "ipv6");
}

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address an IPv4-mapped IPv6 address carries ("::ffff:127.0.0.1", "::ffff:7f00:1"). */
function mappedIpv4(address: string): string | undefined {
  const dotted = MAPPED_DOTTED.exec(address);
  if (dotted) return dotted[1];
  const hex = MAPPED_HEX.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an IP address the fetcher may connect to; false for anything else, non-addresses included. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const version = isIP(bare);
  if (version === 4) return !BLOCKED_V4.check(bare, "ipv4");
  if (version !== 6) return false;
  const inner = mappedIpv4(bare);
  // IPv4-mapped: checked as the IPv4 address it carries.
  if (inner !== undefined) return isIP(inner) === 4 && !BLOCKED_V4.check(inner, "ipv4");
  return !BLOCKED_V6.check(bare, "ipv6");
}

/** "host:port" of a URL as IMAGE_PRIVATE_HOSTS names it: lower case, the scheme's port when none is written. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** Refused by the address rules (not a network failure): the image is never fetched. */
export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AddressRefusedError";
  }
}

/**
 * The addresses a URL's host may be reached at: every address the name resolves to is checked
 * (one private answer refuses the host, so a name cannot hide a private address among public
 * ones), unless `allowedPrivate` names the URL's host:port. The caller connects to one of exactly
 * these addresses, so a second resolution cannot swap in another one.
 */
export async function checkedAddresses(
  url: URL,
  allowedPrivate: ReadonlySet<string>,
  resolve: Resolve,
): Promise<ResolvedAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AddressRefusedError(`only http and https images are fetched, not ${url.protocol}`);
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(hostname);
  const addresses = literal !== 0 ? [{ address: hostname, family: literal }] : await resolve(hostname);
  if (addresses.length === 0) throw new AddressRefusedError(`${hostname} has no address`);
  if (allowedPrivate.has(hostPortOf(url))) return addresses;
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) throw new AddressRefusedError(`${hostname} resolves to ${refused.address}, not a public address`);
  return addresses;
}
