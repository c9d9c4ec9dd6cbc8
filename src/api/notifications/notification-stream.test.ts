import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api-failure';
import { NOTIFICATION_STREAM_PATH } from '../contract/notifications.contract';
import { createNotificationStream, type NotificationStreamMessage } from './notification-stream';

/** A response body the test writes to, chunk by chunk, and may end or break. */
const controlledBody = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    writeBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
};

const EVENT = {
  id: 42,
  timestamp: '2026-11-23T05:00:00.000Z',
  vehicleId: 101,
  type: 'NSSpeedlimitExeeded',
  note: '80 km/h',
  location: { lat: 50.94, lng: 6.96, placeName: 'Köln Hbf' },
} as const;

const setup = (status = 200) => {
  const stream = controlledBody();
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(status === 200 ? stream.body : '{"error":"x"}', { status })),
  );
  const messages: NotificationStreamMessage[] = [];
  const invalid: string[] = [];
  const open = createNotificationStream({
    fetch,
    base: { host: 'https://api.portal.test', umVersion: 'v1', logbookVersion: 'v3' },
    onInvalidFrame: (_, reason) => invalid.push(reason),
  });
  return { stream, fetch, messages, invalid, open };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification stream opener', () => {
  it('sends the bearer token and Last-Event-ID, and hands on the frames as they arrive', async () => {
    const { stream, fetch, messages, open } = setup();
    const controller = new AbortController();
    const done = open({
      accessToken: 'at-1',
      lastEventId: 41,
      signal: controller.signal,
      onMessage: (m) => messages.push(m),
    });
    stream.write('retry: 2000\n\nevent: ready\ndata: {"lastEventId":41}\n\n: pi');
    await tick();
    expect(messages).toEqual([
      { type: 'stream.retry', ms: 2000 },
      { type: 'stream.ready', lastEventId: 41 },
    ]);
    // The place name's "ö" split between two chunks.
    const frame = new TextEncoder().encode(
      `ng\n\nid: 42\nevent: notification\ndata: ${JSON.stringify(EVENT)}\n\n`,
    );
    const split = frame.indexOf(0xc3) + 1;
    stream.writeBytes(frame.subarray(0, split));
    stream.writeBytes(frame.subarray(split));
    stream.end();
    await done;
    expect(messages.slice(2)).toEqual([
      { type: 'stream.ping' },
      { type: 'stream.notification', event: EVENT },
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(
      `https://api.portal.test${NOTIFICATION_STREAM_PATH.replace('/logbook/api/logbook/v1/', '/logbook/api/logbook/v3/')}`,
    );
    expect(init?.headers).toMatchObject({ authorization: 'Bearer at-1', 'last-event-id': '41' });
  });

  it('sends neither header when it has no token and no resume point', async () => {
    const { stream, fetch, open } = setup();
    const done = open({
      accessToken: null,
      lastEventId: null,
      signal: new AbortController().signal,
      onMessage: () => {},
    });
    stream.end();
    await done;
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(Object.keys(headers)).not.toContain('authorization');
    expect(Object.keys(headers)).not.toContain('last-event-id');
  });

  it('rejects with the HTTP status of a refused stream (401)', async () => {
    const { open } = setup(401);
    const error = await open({
      accessToken: 'old',
      lastEventId: null,
      signal: new AbortController().signal,
      onMessage: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).failure).toMatchObject({ _tag: 'HttpError', status: 401 });
  });

  it('rejects with a network error when the body breaks, and Aborted when the caller aborts', async () => {
    const first = setup();
    const broken = first.open({
      accessToken: 'a',
      lastEventId: null,
      signal: new AbortController().signal,
      onMessage: () => {},
    });
    await tick();
    first.stream.fail(new TypeError('network error'));
    expect(((await broken.catch((e: unknown) => e)) as ApiCallError).failure).toMatchObject({
      _tag: 'NetworkError',
    });

    const second = setup();
    const controller = new AbortController();
    const aborted = second.open({
      accessToken: 'a',
      lastEventId: null,
      signal: controller.signal,
      onMessage: () => {},
    });
    await tick();
    controller.abort();
    second.stream.fail(new DOMException('aborted', 'AbortError'));
    expect(((await aborted.catch((e: unknown) => e)) as ApiCallError).failure).toEqual({ _tag: 'Aborted' });
  });

  it('hands on alarm changes and skips a malformed one', async () => {
    const { stream, messages, invalid, open } = setup();
    const done = open({
      accessToken: 'a',
      lastEventId: null,
      signal: new AbortController().signal,
      onMessage: (m) => messages.push(m),
    });
    const alarm = {
      id: 7,
      vehicleId: 101,
      type: 'NSSpeedlimitExeeded',
      state: 'acknowledged',
      firstTimestamp: '2026-11-23T05:00:00.000Z',
      lastTimestamp: '2026-11-23T05:02:00.000Z',
      count: 2,
      lastNote: null,
      lastLocation: null,
      clearAfterMinutes: 10,
      conditionFalseSince: null,
      clearsAt: null,
      acknowledged: { at: '2026-11-23T05:03:00.000Z', by: { accountId: 'a-1', name: 'Dana' }, remark: '' },
      cleared: null,
      defect: null,
    };
    stream.write(`event: alarm\ndata: ${JSON.stringify(alarm)}\n\nevent: alarm\ndata: {"id":7}\n\n`);
    stream.end();
    await done;
    expect(messages).toEqual([{ type: 'stream.alarm', alarm }]);
    expect(invalid).toEqual(['unexpected alarm frame']);
  });

  it('skips frames the contract does not know and goes on', async () => {
    const { stream, messages, invalid, open } = setup();
    const done = open({
      accessToken: 'a',
      lastEventId: null,
      signal: new AbortController().signal,
      onMessage: (m) => messages.push(m),
    });
    stream.write(
      'event: notification\ndata: {"id":"x"}\n\nevent: other\ndata: 1\n\nevent: ready\ndata: {"lastEventId":0}\n\n',
    );
    stream.end();
    await done;
    expect(messages).toEqual([{ type: 'stream.ready', lastEventId: 0 }]);
    expect(invalid).toEqual(['unexpected notification frame', 'unexpected other frame']);
  });
});
