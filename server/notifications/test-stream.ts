import type { Hono } from 'hono';
import { expect } from 'vitest';
import { NOTIFICATION_STREAM_PATH } from '../../src/api/contract';
import { sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import type { Db } from '../db/db';

/** One frame of a Server-Sent Events stream as the test reads it. */
export interface SseFrame {
  readonly id?: string;
  readonly event?: string;
  readonly data?: string;
  readonly retry?: number;
  /** A comment line (`: ping`) without the colon and space. */
  readonly comment?: string;
}

/** Parses one frame (the lines between blank lines). */
export const parseFrame = (text: string): SseFrame => {
  const frame: Record<string, string | number> = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame['comment'] = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (!match) continue;
    const [, field = '', value = ''] = match;
    if (field === 'retry') frame['retry'] = Number(value);
    else if (field === 'data' && typeof frame['data'] === 'string') frame['data'] += `\n${value}`;
    else frame[field] = value;
  }
  return frame;
};

/** A notification frame's event id and parsed data. */
export const notificationsOf = (frames: readonly SseFrame[]) =>
  frames
    .filter((f) => f.event === 'notification')
    .map((f) => ({
      id: Number(f.id),
      event: JSON.parse(f.data ?? 'null') as { id: number; vehicleId: number },
    }));

/** An open stream: every frame read so far, and ways to wait for more. */
export interface TestStream {
  readonly status: number;
  readonly frames: SseFrame[];
  /** Resolves once `predicate` holds for the frames read; fails the test after `timeoutMs`. */
  until(predicate: (frames: readonly SseFrame[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  /** Ids of the notification frames read so far, in order. */
  ids(): number[];
  close(): Promise<void>;
}

/**
 * Opens the stream on an app (in-process `app.request`) or a URL (real HTTP) and reads frames in
 * the background. A non-200 answer is returned with its JSON body and no frames.
 */
export const openTestStream = async (
  target: Hono | string,
  headers: Record<string, string>,
  query = '',
): Promise<TestStream & { readonly body: unknown }> => {
  const url = `${typeof target === 'string' ? target : 'http://portal.test'}${NOTIFICATION_STREAM_PATH}${query}`;
  const controller = new AbortController();
  const init = { headers, signal: controller.signal };
  const response = typeof target === 'string' ? await fetch(url, init) : await target.request(url, init);
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let body: unknown = null;
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.status !== 200) {
    body = await response.json();
  } else {
    reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const open = reader;
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await open.read();
          if (done) {
            markEnded();
            break;
          }
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            frames.push(parseFrame(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
          }
          for (const w of waiters) w();
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return {
    status: response.status,
    body,
    frames,
    ended,
    until: (predicate, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(frames)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The stream did not get there; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    ids: () => notificationsOf(frames).map((n) => n.id),
    close: async () => {
      await reader?.cancel().catch(() => {});
      controller.abort();
    },
  };
};

/** The `ready` frame's resume point. */
export const readyIdOf = (frames: readonly SseFrame[]): number => {
  const ready = frames.find((f) => f.event === 'ready');
  expect(ready, 'a ready frame').toBeDefined();
  return (JSON.parse(ready?.data ?? '{}') as { lastEventId: number }).lastEventId;
};

/** A new account of `organisationId` that may read telematics, logged in on `app`: its bearer header. */
export const readerHeaders = async (
  db: Db,
  app: Hono,
  organisationId: string,
): Promise<{ accountId: string; headers: Record<string, string> }> => {
  const account = await createTestAccount(db, {
    organisations: [organisationId],
    rights: { 'gateway/telematics': { read: true, create: false } },
  });
  const { accessToken } = await sessionFor(app, account.accountName, account.password);
  return { accountId: account.accountId, headers: { authorization: `Bearer ${accessToken}` } };
};
