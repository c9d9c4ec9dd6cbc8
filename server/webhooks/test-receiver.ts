import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One POST a test receiver got, with whether its signature is right for the secret it was given. */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly signed: boolean;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: it records every POST, checks its signature with the
 * Standard Webhooks reference library (by signing again: the library's verify also checks the
 * timestamp against the machine's clock, and tests run on a clock of their own), and answers what
 * `answer` says (204 by default).
 */
export const startTestReceiver = async () => {
  const received: Received[] = [];
  let secret = '';
  let answer: (n: number) => number = () => 204;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      const timestamp = new Date(Number(req.headers['webhook-timestamp']) * 1000);
      const expected = secret ? new Webhook(secret).sign(id, timestamp, body) : '';
      received.push({ headers: req.headers, body, signed: req.headers['webhook-signature'] === expected });
      res.writeHead(answer(received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fleet`;
  return {
    url,
    received,
    /** The secret the next POSTs are checked with. */
    expectSecret(value: string) {
      secret = value;
    },
    answerWith(fn: (n: number) => number) {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type TestReceiver = Awaited<ReturnType<typeof startTestReceiver>>;
