import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { handedOver } from './heavy-turn';
import { createHeavyWork, type HeavyCaller } from './heavy-work';

const who = (caller: string, organisation = caller): HeavyCaller => ({ caller, organisation });

const refusal = async (admitted: Promise<unknown>) => {
  const error = await admitted.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, body, headers } = error as ApiError;
  return { status, error: body.error, retryAfter: Number(headers['retry-after']) };
};

describe('the heavy-work gate (issue 38)', () => {
  it('refuses a caller over its in-flight limit with Retry-After 1, and admits it again once one is answered', async () => {
    const refused: string[] = [];
    const gate = createHeavyWork(
      { inFlightPerCaller: 2, perMinutePerCaller: 100, running: 10 },
      { onRefused: (r) => refused.push(r) },
    );
    const first = await gate.admit(who('a'));
    await gate.admit(who('a'));
    expect(await refusal(gate.admit(who('a')))).toEqual({
      status: 429,
      error: 'too_many_requests',
      retryAfter: 1,
    });
    await gate.admit(who('b'));
    first();
    first(); // a second call gives nothing back twice
    await gate.admit(who('a'));
    expect(await refusal(gate.admit(who('a')))).toMatchObject({ status: 429 });
    expect(refused).toEqual(['in_flight', 'in_flight']);
  });

  it('refuses a caller over its budget of the last minute until the oldest request is a minute old', async () => {
    let now = 1_000_000;
    const gate = createHeavyWork(
      { inFlightPerCaller: 10, perMinutePerCaller: 3, running: 10 },
      { now: () => now },
    );
    for (const step of [0, 10_000, 20_000]) {
      now = 1_000_000 + step;
      (await gate.admit(who('a')))();
    }
    now = 1_000_000 + 45_500;
    expect(await refusal(gate.admit(who('a')))).toEqual({
      status: 429,
      error: 'too_many_requests',
      retryAfter: 15,
    });
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    now = 1_000_000 + 60_000;
    (await gate.admit(who('a')))();
  });

  it('lets organisations, and callers within one, take turns for the running places', async () => {
    const gate = createHeavyWork({ inFlightPerCaller: 10, perMinutePerCaller: 100, running: 1 });
    const order: string[] = [];
    const running = await gate.admit(who('flood-1', 'A'));
    const ask = (caller: string, organisation: string) =>
      gate.admit(who(caller, organisation)).then((release) => {
        order.push(caller);
        release();
      });
    // Organisation A queues five requests of one caller and one of another before B and C ask.
    const asked = [
      ...Array.from({ length: 5 }, () => ask('flood-1', 'A')),
      ask('flood-2', 'A'),
      ask('b', 'B'),
      ask('c', 'C'),
    ];
    expect(gate.load()).toEqual({ running: 1, waiting: 8 });
    running();
    await Promise.all(asked);
    expect(order).toEqual(['flood-1', 'b', 'c', 'flood-2', 'flood-1', 'flood-1', 'flood-1', 'flood-1']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a streamed answer’s turn back at its end, on its failure and when the client goes away, held bytes’ at once', async () => {
    const stream = (fail: boolean) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1, 2]));
          if (fail) controller.error(new Error('broken'));
          else controller.close();
        },
      });
    const file = { contentType: 'text/csv' };
    for (const [how, end] of [
      ['read to its end', (s: ReadableStream<Uint8Array>) => new Response(s).arrayBuffer()],
      ['failed', (s: ReadableStream<Uint8Array>) => new Response(s).arrayBuffer().catch(() => null)],
      ['cancelled', (s: ReadableStream<Uint8Array>) => s.cancel('gone')],
    ] as const) {
      let released = 0;
      const answer = handedOver({ ...file, stream: stream(how === 'failed') }, () => (released += 1));
      expect(released, how).toBe(0);
      if (!('stream' in answer)) throw new Error('a stream was expected');
      await end(answer.stream);
      expect(released, how).toBe(1);
    }
    let held = 0;
    handedOver({ ...file, bytes: new Uint8Array(1) }, () => (held += 1));
    expect(held).toBe(1);
  });
});
