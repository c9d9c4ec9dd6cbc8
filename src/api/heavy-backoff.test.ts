import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiCallError, type ApiFailure } from './api-failure';
import { exportById, getLiveData, type ExportByIdPage } from './contract';

const PAGE: ExportByIdPage = {
  period: { startDate: '2026-11-01', endDate: '2026-11-07' },
  total: 0,
  skip: 0,
  top: 10,
  statusCodes: { standByHours: 2, idleHours: 3, drivingHours: 4 },
  items: [],
};

/** An answer the fake server gives: 200 with the page, or 429 with an optional Retry-After. */
type Answer = 200 | { readonly status: 429; readonly retryAfter?: string };

const json = (value: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const answerOf = (answer: Answer): Response =>
  answer === 200
    ? json(PAGE, 200)
    : json(
        { error: 'too_many_requests', message: 'Too much heavy work.', retryAfterSeconds: 5 },
        429,
        answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter },
      );

const busy = (retryAfter?: string): Answer =>
  retryAfter === undefined ? { status: 429 } : { status: 429, retryAfter };

interface Case {
  readonly name: string;
  readonly heavy: boolean;
  readonly answers: readonly Answer[];
  /** `fake`: records and resolves at once; `hang`: never ends and ignores the signal; `real`: the default. */
  readonly sleep: 'fake' | 'hang' | 'real';
  /** Abort the call as soon as its first wait starts. */
  readonly abortInWait?: boolean;
  readonly result?: unknown;
  readonly failure?: ApiFailure;
  /** What the injected sleep was asked to wait (none with the default sleep). */
  readonly sleptMs: readonly number[];
  /** What `onWait` was told. */
  readonly waitedSeconds: readonly number[];
  readonly fetches: number;
}

const tooMany = (retryAfterSeconds: number | null): ApiFailure => ({
  _tag: 'HttpError',
  status: 429,
  body: { error: 'too_many_requests', message: 'Too much heavy work.', retryAfterSeconds: 5 },
  retryAfterSeconds,
});

const cases: readonly Case[] = [
  {
    name: 'heavy: 429 then 200 resolves with the 200 after waiting Retry-After',
    heavy: true,
    answers: [busy('3'), 200],
    sleep: 'fake',
    result: PAGE,
    sleptMs: [3000],
    waitedSeconds: [3],
    fetches: 2,
  },
  {
    name: 'heavy: 429 without Retry-After waits 1 s',
    heavy: true,
    answers: [busy(), 200],
    sleep: 'fake',
    result: PAGE,
    sleptMs: [1000],
    waitedSeconds: [1],
    fetches: 2,
  },
  {
    name: 'heavy: an invalid Retry-After waits 1 s, a long one 60 s at most',
    heavy: true,
    answers: [busy('soon'), busy('600'), 200],
    sleep: 'fake',
    result: PAGE,
    sleptMs: [1000, 60_000],
    waitedSeconds: [1, 60],
    fetches: 3,
  },
  {
    name: 'heavy: 6 consecutive 429s throw the last one after 5 waits',
    heavy: true,
    answers: [busy('2'), busy('2'), busy('2'), busy('2'), busy('2'), busy('2'), 200],
    sleep: 'fake',
    failure: tooMany(2),
    sleptMs: [2000, 2000, 2000, 2000, 2000],
    waitedSeconds: [2, 2, 2, 2, 2],
    fetches: 6,
  },
  {
    name: 'not heavy: a 429 is thrown at once, without waiting',
    heavy: false,
    answers: [busy('30'), 200],
    sleep: 'fake',
    failure: tooMany(30),
    sleptMs: [],
    waitedSeconds: [],
    fetches: 1,
  },
  {
    name: 'heavy: aborting during the wait rejects at once (a sleep that ignores the signal)',
    heavy: true,
    answers: [busy('3'), 200],
    sleep: 'hang',
    abortInWait: true,
    failure: { _tag: 'Aborted' },
    sleptMs: [3000],
    waitedSeconds: [3],
    fetches: 1,
  },
  {
    name: 'heavy: aborting during the wait rejects at once (the default setTimeout sleep)',
    heavy: true,
    answers: [busy('60'), 200],
    sleep: 'real',
    abortInWait: true,
    failure: { _tag: 'Aborted' },
    sleptMs: [],
    waitedSeconds: [60],
    fetches: 1,
  },
];

describe('the API client backs off on 429 for heavy endpoints (issue 38)', () => {
  it.each(cases)('$name', async (c) => {
    const queue = [...c.answers];
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      answerOf(queue.shift() ?? 200),
    );
    const sleptMs: number[] = [];
    const sleep =
      c.sleep === 'real'
        ? undefined
        : async (ms: number) => {
            sleptMs.push(ms);
            if (c.sleep === 'hang') await new Promise<void>(() => {});
          };
    const controller = new AbortController();
    const waitedSeconds: number[] = [];
    const onWait = (seconds: number) => {
      waitedSeconds.push(seconds);
      if (c.abortInWait) setTimeout(() => controller.abort(), 0);
    };
    const client = createApiClient({ fetch, ...(sleep ? { sleep } : {}) });
    const call = c.heavy
      ? client.call(exportById, {
          query: { start: '2026-11-01', end: '2026-11-07', vehicleIds: '1,2', skip: 0, top: 10 },
          signal: controller.signal,
          onWait,
        })
      : client.call(getLiveData, { query: { vehicleIds: '1,2' }, signal: controller.signal, onWait });
    const outcome = await call.then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    if (c.failure) {
      expect('error' in outcome && outcome.error).toBeInstanceOf(ApiCallError);
      expect('error' in outcome && (outcome.error as ApiCallError).failure).toEqual(c.failure);
    } else expect(outcome).toEqual({ result: c.result });
    expect(sleptMs).toEqual(c.sleptMs);
    expect(waitedSeconds).toEqual(c.waitedSeconds);
    expect(fetch).toHaveBeenCalledTimes(c.fetches);
    // Every request sent again is the same request.
    const urls = new Set(fetch.mock.calls.map(([url]) => url));
    expect(urls.size).toBe(1);
  });
});
