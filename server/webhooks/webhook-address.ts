import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/*
 * Where a webhook may go: the public internet, unless the operator allows private networks
 * (`WEBHOOKS_ALLOW_PRIVATE=true`, for a receiver in the same network). Otherwise a URL whose host is or
 * resolves to an address not on the public internet (`isPublicAddress`) is refused when it is
 * registered, and again when each attempt connects (the address connected to is the one checked, so
 * a name that resolves differently later cannot reach the inside either).
 */

/** Why a URL is refused, in English (the API's 400 message); null when it may be used. */
export type UrlRefusal = string | null;

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

const LOOKUP_TIMEOUT_MS = 5_000;

const resolveAll = (host: string): Promise<readonly LookupAddress[]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the name did not resolve in 5 s')), LOOKUP_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });

/** Checks a URL as it is registered: scheme, no credentials, a host that resolves to public addresses. */
export const refusalOfUrl = async (text: string, allowPrivate: boolean): Promise<UrlRefusal> => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Not a URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs.';
  if (url.username || url.password) return 'A URL with a user name or password: send the secret instead.';
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? null : privateRefusal(host, host);
  let addresses: readonly LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch (error) {
    return `The host ${host} was not found (${error instanceof Error ? error.message : String(error)}).`;
  }
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  return inside ? privateRefusal(host, inside.address) : null;
};

const privateRefusal = (host: string, address: string): string =>
  `${host} is ${address === host ? 'an address' : `at ${address}, an address`} on a loopback or private network; the server does not send there.`;

/**
 * A `lookup` for `http.request` that refuses names resolving to an address not public (when private
 * networks are not allowed): the check happens on the address the socket then connects to.
 */
export const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const inside = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (inside) {
        const refused: NodeJS.ErrnoException = new Error(privateRefusal(hostname, inside.address));
        refused.code = 'EPRIVATEADDRESS';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error(`No address for ${hostname}.`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
