/**
 * Development-only features show only on localhost or a configured dev host (spec 000 §2 Header dev
 * tools; spec 001 §6 the notifications page's settings button and Quick Export).
 */
export const isDevHost = (hostname: string, devHosts: readonly string[]): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || devHosts.includes(hostname);
