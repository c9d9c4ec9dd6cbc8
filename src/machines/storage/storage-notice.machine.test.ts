import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { StorageLevel } from '../../api/contract/health.contract';
import { storageNoticeFixtures } from './storage-notice.fixtures';
import {
  CHECK_EVERY_MS,
  FIRST_CHECK_MS,
  FULL_CHECK_EVERY_MS,
  storageBanner,
  storageNoticeMachine,
} from './storage-notice.machine';
import { INSUFFICIENT_STORAGE, startStorageNotice } from './storage-notice.start';

const levels: readonly StorageLevel[] = ['ok', 'warning', 'full'];

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the level is one the server can report',
    holds: ({ snapshot }) => levels.includes((snapshot.context as { level: StorageLevel }).level),
  },
  {
    name: 'a health check is in flight exactly while checking',
    holds: ({ snapshot, pending }) => (snapshot.value === 'checking') === (pending.length === 1),
  },
];

describeModel('storage notice machine (model-based)', {
  machine: storageNoticeMachine,
  inputs: storageNoticeFixtures.inputs,
  eventVariants: storageNoticeFixtures.eventVariants,
  now: Date.UTC(2026, 10, 27, 8, 0, 0),
  // The same state: where it is and what it knows (the delay of the next check follows the level).
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value as unknown,
      level: (snapshot.context as { level: string }).level,
    }),
  invariants,
  onCoverage: (report) =>
    console.info(
      `storage notice coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

describe('storage notice (timing and wiring)', () => {
  afterEach(() => vi.useRealTimers());

  /** A started notice whose health checks answer the levels given, in turn. */
  const started = (answers: StorageLevel[]) => {
    const calls: number[] = [];
    const actor = createActor(
      storageNoticeMachine.provide({
        actors: {
          readStorage: fromPromise<StorageLevel>(() => {
            calls.push(Date.now());
            return Promise.resolve(answers.shift() ?? 'ok');
          }),
        },
      }),
    ).start();
    return { actor, calls };
  };

  it('checks 10 s after the start, then once a minute, every 15 s while full, and a minute again after', async () => {
    vi.useFakeTimers({ now: 0 });
    const { actor, calls } = started(['ok', 'full', 'full', 'ok', 'ok']);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(calls).toEqual([FIRST_CHECK_MS]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(actor.getSnapshot().context.level).toBe('full');
    await vi.advanceTimersByTimeAsync(2 * FULL_CHECK_EVERY_MS);
    expect(actor.getSnapshot().context.level).toBe('ok');
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    const first = FIRST_CHECK_MS + CHECK_EVERY_MS;
    expect(calls).toEqual([
      FIRST_CHECK_MS,
      first,
      first + FULL_CHECK_EVERY_MS,
      first + 2 * FULL_CHECK_EVERY_MS,
      first + 2 * FULL_CHECK_EVERY_MS + CHECK_EVERY_MS,
    ]);
    actor.stop();
  });

  it('turns full at once on a 507 (no other status) and checks again 15 s later, not a minute', async () => {
    vi.useFakeTimers({ now: 0 });
    const calls: number[] = [];
    const { actor, tell } = startStorageNotice({
      call: () => {
        calls.push(Date.now());
        return Promise.resolve({ status: 'ok', version: '1.1.8', storage: 'ok' }) as never;
      },
    });
    tell(500);
    tell(503);
    expect(actor.getSnapshot().context.level).toBe('ok');
    tell(INSUFFICIENT_STORAGE);
    expect(actor.getSnapshot().context.level).toBe('full');
    await vi.advanceTimersByTimeAsync(FULL_CHECK_EVERY_MS);
    expect(calls).toEqual([FULL_CHECK_EVERY_MS]);
    expect(actor.getSnapshot().context.level).toBe('ok');
    actor.stop();
  });

  it('shows full to everyone and the warning only to administrators', () => {
    expect(levels.map((l) => [storageBanner(l, false), storageBanner(l, true)])).toEqual([
      [null, null],
      [null, 'warning'],
      ['full', 'full'],
    ]);
  });
});
