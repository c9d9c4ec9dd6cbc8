import { BlockList, isIP } from 'node:net';

/*
 * Which IP addresses a webhook may connect to: those on the public internet. The ranges are IANA's
 * special-purpose registries (IPv4 and IPv6) that are not globally reachable, and the IPv6 forms that
 * carry an IPv4 address the packet ends up at (v4-mapped, SIIT, NAT64, 6to4), judged by that address.
 */

const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}

const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // NAT64 for local use: translated inside the operator's network
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address in dotted form from two 16-bit groups. */
const dotted = (high: number, low: number): string => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The eight 16-bit groups of an IPv6 address `isIP` took (a dotted IPv4 tail becomes the last two). */
const groupsOf = (address: string): readonly number[] => {
  const part = (text: string): number[] =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = part(head);
  if (tail === undefined) return left;
  const right = part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
};

/**
 * The IPv4 address an IPv6 one delivers to, for the forms that embed one: v4-mapped (::ffff:0:0/96),
 * SIIT's IPv4-translated (::ffff:0:0:0/96), NAT64's well-known prefix (64:ff9b::/96, RFC 6052) and
 * 6to4 (2002::/16, the IPv4 in bits 16-47). null for other addresses.
 */
const embeddedIpv4 = (groups: readonly number[]): string | null => {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (...gs: (number | undefined)[]) => gs.every((g) => g === 0);
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return dotted(g6, g7);
  if (zeros(g0, g1, g2, g3, g5) && g4 === 0xffff) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1 ?? 0, g2 ?? 0);
  return null;
};

/** Whether an IP address (v4, or v6 with or without a zone index) is on the public internet. */
export const isPublicAddress = (text: string): boolean => {
  const address = text.replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  const ipv4 = embeddedIpv4(groupsOf(address));
  if (ipv4 !== null) return !NOT_PUBLIC_V4.check(ipv4, 'ipv4');
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
};
