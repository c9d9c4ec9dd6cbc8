import type { Browser, CDPSession } from 'playwright-core';
import { networkConditions } from './page-wire';
import type { Throttling } from './vitals-profiles';

/** What the service workers fetched themselves (precaching, passing requests on) in a window. */
export interface WorkerWireCount {
  /** Requests that went to the network (as the page's figures: not those the HTTP cache answered). */
  readonly requests: number;
  /** Bytes received for them as encoded on the wire, headers included (loadingFinished). */
  readonly bytes: number;
  /** Requests the HTTP cache answered (a hashed file the page had just loaded): no byte on the wire. */
  readonly fromCache: number;
  /** Service worker targets attached (throttled and counted) so far. */
  readonly workers: number;
}

interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: {
    readonly requestId?: string;
    readonly encodedDataLength?: number;
    readonly request?: { readonly url: string };
    readonly response?: {
      readonly status: number;
      readonly protocol?: string;
      readonly fromDiskCache?: boolean;
      readonly headers?: Readonly<Record<string, string>>;
    };
  };
  readonly error?: { readonly message: string };
}

/** `BENCH_VITALS_TRACE=1`: one line per request a service worker made (where from, coding, bytes). */
const TRACE = process.env['BENCH_VITALS_TRACE'] === '1';

interface Pending {
  readonly url: string;
  network: boolean;
  detail: string;
}

/**
 * The service workers' own network, seen from one browser-level DevTools session: each service
 * worker target is attached as it appears (Playwright's CDP sessions reach pages and frames only; its
 * browser session relays a target's messages when attached without `flatten`), given the page's
 * network conditions (a page's throttling does not reach its worker, whose fetches would otherwise
 * not compete with the page as on a real link) and its Network events counted. A worker starts
 * fetching a few milliseconds before it is attached; those first requests go unthrottled and uncounted.
 * As for the page, a request the HTTP cache answered costs no byte and is counted apart: the worker's
 * precache takes the hashed files the page has just loaded from there (`cache: 'default'`).
 */
export const attachWorkerWire = async (
  browser: Browser,
  throttling: Throttling | null,
  /** Only this browser context's workers (another context's worker may still be ending). */
  contextId: string | undefined,
) => {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const attached = new Set<string>();
  const pending = new Map<string, Pending>();
  const errors: string[] = [];
  let count = { requests: 0, bytes: 0, fromCache: 0 };
  let nextId = 1;
  const sendTo = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const m = JSON.parse(message) as Message;
    if (m.error) errors.push(m.error.message);
    const id = m.params?.requestId;
    if (id === undefined) return;
    const url = m.params?.request?.url ?? '';
    if (m.method === 'Network.requestWillBeSent' && /^https?:/.test(url))
      pending.set(id, { url: new URL(url).pathname, network: true, detail: '' });
    const p = pending.get(id);
    if (!p) return;
    const response = m.params?.response;
    if (m.method === 'Network.requestServedFromCache') p.network = false;
    else if (m.method === 'Network.responseReceived' && response) {
      if (response.fromDiskCache) p.network = false;
      const coding = Object.entries(response.headers ?? {}).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      );
      p.detail = `${response.status} ${response.protocol ?? ''} ${coding?.[1] ?? 'identity'}`;
    } else if (m.method === 'Network.loadingFinished' || m.method === 'Network.loadingFailed') {
      pending.delete(id);
      const bytes = m.method === 'Network.loadingFinished' ? (m.params?.encodedDataLength ?? 0) : 0;
      if (p.network) {
        count.requests += 1;
        count.bytes += bytes;
      } else count.fromCache += 1;
      if (TRACE)
        console.log(`    SW ${p.url} ${p.detail || 'failed'} ${p.network ? `${bytes} B` : 'HTTP cache'}`);
    }
  });
  const attach = async (targetId: string) => {
    if (attached.has(targetId)) return;
    attached.add(targetId);
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
      await sendTo(sessionId, 'Network.enable');
      if (throttling)
        await sendTo(sessionId, 'Network.emulateNetworkConditions', networkConditions(throttling));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  };
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type === 'service_worker' && targetInfo.browserContextId === contextId)
      void attach(targetInfo.targetId);
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return {
    take(): WorkerWireCount {
      const taken = { ...count, workers: attached.size };
      count = { requests: 0, bytes: 0, fromCache: 0 };
      return taken;
    },
    /** Protocol errors so far (an attach the browser refused): the figures miss that worker. */
    errors: (): readonly string[] => errors,
    detach: () => cdp.detach(),
  };
};

export type WorkerWire = Awaited<ReturnType<typeof attachWorkerWire>>;
