import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { serveOnLoopback } from '../test-support/loopback-server';

const MiB = 1024 * 1024;
const LOGIN = '/um/v1/refresh-tokens';

/** One raw connection: what was received so far, and whether the server ended it. */
const open = (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', ended: false, error: undefined as Error | undefined };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('latin1')));
  socket.on('end', () => (state.ended = true));
  socket.on('error', (error) => (state.error = error));
  /** Resolves once `count` complete answers (head and Content-Length body) arrived. */
  const answers = (count: number) =>
    expect
      .poll(() => splitAnswers(state.received).length, { timeout: 10_000, interval: 20 })
      .toBeGreaterThanOrEqual(count)
      .then(() => splitAnswers(state.received));
  return { socket, state, answers };
};

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const splitAnswers = (text: string): RawAnswer[] => {
  const answers: RawAnswer[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return answers;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
};

const postHead = (length: number) =>
  `POST ${LOGIN} HTTP/1.1\r\nHost: portal.test\r\nConnection: keep-alive\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: portal.test\r\nConnection: keep-alive\r\n\r\n';

describeEachDatabase(
  'the body limit on a real connection',
  (getCtx) => {
    const portOf = serveOnLoopback(() => getCtx().app);

    it('answers 413 and keeps a keep-alive connection usable for the next request', async () => {
      const { socket, state, answers } = open(portOf());
      const body = `{"accountName":"${'a'.repeat(2 * MiB)}","passkey":"x"}`;
      socket.write(postHead(body.length));
      socket.write(body);
      socket.write(healthRequest);
      const [refused, next] = await answers(2);
      expect(refused?.status).toBe(413);
      expect(JSON.parse(refused?.body ?? '')).toMatchObject({ error: 'payload_too_large', field: 'body' });
      expect(refused?.headers['connection']).toBe('keep-alive');
      expect(next?.status).toBe(200);
      expect(JSON.parse(next?.body ?? '')).toMatchObject({ status: 'ok' });
      expect(state.error).toBeUndefined();
      socket.end();
    });

    it('answers 413 with Connection: close to a body too large to read, and closes cleanly', async () => {
      const { socket, state, answers } = open(portOf());
      socket.write(postHead(100 * MiB));
      socket.write('{"accountName":"');
      const [refused] = await answers(1);
      expect(refused?.status).toBe(413);
      expect(refused?.headers['connection']).toBe('close');
      await expect.poll(() => state.ended, { timeout: 10_000 }).toBe(true);
      expect(state.error).toBeUndefined();
      socket.destroy();
    });

    it('answers 413 to a chunked body over the limit without logging a failure', async () => {
      const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 40) controller.enqueue(chunk);
          else controller.close();
        },
      });
      // `duplex` is required by Node for a streamed body, but missing from the DOM-less RequestInit type.
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      };
      const response = await getCtx().app.request(`http://portal.test${LOGIN}`, init);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(getCtx().logs).toEqual([]);
    });

    it('still accepts a body within the limit', async () => {
      const response = await call(getCtx().app, 'POST', LOGIN, { body: { accountName: 'a', passkey: 'x' } });
      expect(response.status).toBe(401);
    });
  },
  { seed: false },
);
