import type { CDPSession, Page } from 'playwright-core';
import type { Throttling } from './vitals-profiles';

/** What went over the wire for a window of a page's life. */
export interface WireCount {
  /** Requests that went to the network (not answered by the service worker or a cache). */
  readonly requests: number;
  /** Bytes received for them as encoded on the wire, headers included (loadingFinished). */
  readonly bytes: number;
  /** Requests the service worker answered (`fromServiceWorker`), whatever it did for them. */
  readonly servedByWorker: number;
  /** Requests answered from the HTTP or memory cache (cold: a file this document had already loaded). */
  readonly fromCache: number;
  /** Requests still under way when the window closed (a stream, a poll): not in the figures above. */
  readonly unfinished: number;
}

/** The throttling conditions in DevTools' terms. */
export const networkConditions = (t: Throttling) => ({
  offline: false,
  latency: t.latencyMs,
  downloadThroughput: t.downloadBps,
  uploadThroughput: t.uploadBps,
  connectionType: 'cellular4g' as const,
});

interface Pending {
  network: boolean;
}

/**
 * One DevTools session for the page's whole life (Chromium 156 keeps a condition per session: a
 * session per call would stack them): it throttles network and CPU, and counts what the page's
 * own target sent and received. `take()` answers the count since the last `take()` and forgets the
 * requests under way, so that a document's cancelled requests do not count in the next window.
 */
export const attachPageWire = async (page: Page, throttling: Throttling | null) => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Network.enable');
  if (throttling) {
    await cdp.send('Network.emulateNetworkConditions', networkConditions(throttling));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
  }
  const pending = new Map<string, Pending>();
  let count = { requests: 0, bytes: 0, servedByWorker: 0, fromCache: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/^https?:/.test(e.request.url)) pending.set(e.requestId, { network: true });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const p = pending.get(e.requestId);
    if (p) p.network = false;
    count.fromCache += 1;
  });
  cdp.on('Network.responseReceived', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    if (e.response.fromServiceWorker) {
      p.network = false;
      count.servedByWorker += 1;
    } else if (e.response.fromDiskCache || e.response.fromPrefetchCache) {
      if (p.network) count.fromCache += 1;
      p.network = false;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    if (!p.network) return;
    count.requests += 1;
    count.bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const p = pending.get(e.requestId);
    pending.delete(e.requestId);
    if (p?.network) count.requests += 1;
  });
  return {
    /** The page's browser context in DevTools' terms (to tell its service workers from others). */
    contextId: targetInfo.browserContextId,
    take(): WireCount {
      const taken = { ...count, unfinished: pending.size };
      count = { requests: 0, bytes: 0, servedByWorker: 0, fromCache: 0 };
      pending.clear();
      return taken;
    },
    detach: () => cdp.detach(),
  };
};

export type PageWire = Awaited<ReturnType<typeof attachPageWire>>;
