import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the portal are trusted to report the client (`TRUST_PROXY`, issue 34 §5):
 * - off (the default): `X-Forwarded-For` and `X-Forwarded-Proto` are ignored, the socket's peer is the
 *   client; any client can send those headers, so believing them would let it pick its own address;
 * - a hop count n: n proxies stand in front of the portal; the client is the address the outermost one
 *   saw, the n-th from the right of the chain (the header's addresses, then the socket's peer);
 * - addresses and subnets (`10.0.0.5, 192.168.0.0/16, ::1`, `loopback`): walking the chain from the
 *   right, every trusted address is skipped; the first that is not is the client.
 */
export type TrustProxy =
  | { readonly kind: 'off' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly trusted: BlockList };

const OFF_WORDS: ReadonlySet<string> = new Set(['', '0', 'off', 'false', 'no']);
const MAX_HOPS = 10;

const trustError = (raw: string, part: string) =>
  new Error(
    `TRUST_PROXY must be off, a hop count from 1 to ${MAX_HOPS}, or proxy addresses and subnets such as ` +
      `"10.0.0.5, 192.168.0.0/16" or "loopback"; "${part}" in "${raw}" is none of them`,
  );

/** Adds one entry of the list: an address, a subnet in CIDR notation, or `loopback`. */
const addTrusted = (list: BlockList, entry: string, raw: string): void => {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return;
  }
  const [address = '', prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) throw trustError(raw, entry);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) throw trustError(raw, entry);
  list.addSubnet(address, prefix, type);
};

/** Reads `TRUST_PROXY`; anything it cannot read stops the start, naming the variable and the part. */
export const parseTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF_WORDS.has(value)) return { kind: 'off' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw trustError(raw ?? '', value);
    return { kind: 'hops', hops };
  }
  const trusted = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) addTrusted(trusted, entry, raw ?? '');
  return { kind: 'addresses', trusted };
};

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1; other text as it is. */
export const plainAddress = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

const isTrusted = (list: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The addresses of `X-Forwarded-For` (all its lines), left to right, as written. */
const forwardedChain = (forwardedFor: string | undefined): string[] =>
  (forwardedFor ?? '')
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter((part) => part !== '');

/** Whether the socket's peer is a proxy whose forwarding headers count. */
const peerIsTrusted = (trust: TrustProxy, peer: string): boolean =>
  trust.kind === 'hops' || (trust.kind === 'addresses' && isTrusted(trust.trusted, peer));

/**
 * The client's address: the socket's peer (null when the request came through no socket, as the
 * server's in-process requests do), or, behind trusted proxies, the address they report.
 */
export const clientAddressOf = (
  trust: TrustProxy,
  socketAddress: string | null,
  forwardedFor: string | undefined,
): string | null => {
  if (socketAddress === null) return null;
  const peer = plainAddress(socketAddress);
  if (!peerIsTrusted(trust, peer)) return peer;
  const chain = [...forwardedChain(forwardedFor), peer];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  if (trust.kind !== 'addresses') return peer;
  let index = chain.length - 1;
  while (index > 0 && isTrusted(trust.trusted, chain[index] ?? '')) index -= 1;
  return chain[index] ?? peer;
};

/**
 * Whether the client reached the portal over https: the request's own scheme, or, from a trusted
 * proxy, the first scheme in `X-Forwarded-Proto` (a chain of proxies appends: the first is the one
 * the outermost proxy's client used).
 */
export const reachedOverHttps = (
  trust: TrustProxy,
  socketAddress: string | null,
  requestUrl: string,
  forwardedProto: string | undefined,
): boolean => {
  if (new URL(requestUrl).protocol === 'https:') return true;
  if (socketAddress === null || !peerIsTrusted(trust, plainAddress(socketAddress))) return false;
  const schemes = (forwardedProto ?? '').split(',').map((part) => part.trim().toLowerCase());
  return schemes[0] === 'https';
};

/**
 * The socket's peer address of a request served by `@hono/node-server` (it hands the Node request as
 * `env.incoming`); null for a request made in-process (`app.request`), which has no socket.
 */
export const socketAddressOf = (c: { readonly env: unknown }): string | null => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
};
