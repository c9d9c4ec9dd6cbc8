import { createActor, type AnyMachineSnapshot } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { contextOf, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import type { EntryNotice } from './entry-drawer.types';
import { FIXTURE_NOW, entryNoticeFixtures } from './entry.fixtures';
import { entryNoticeMachine } from './entry-notice.machine';
import { setMessageTime, type MessageTime } from '../../shared/message-time';

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a notice is held exactly while visible',
    holds: (o) => (contextOf<{ notice: EntryNotice | null }>(o).notice !== null) === tagged(o, 'visible'),
  },
];

describeModel('entry notice machine (model-based)', {
  machine: entryNoticeMachine,
  inputs: entryNoticeFixtures.inputs,
  eventVariants: entryNoticeFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
  setMessageTime('standard');
});

describe('entry notice (timing)', () => {
  it('shows a notice 3000 ms; a newer one starts the 3 s again', async () => {
    const actor = createActor(entryNoticeMachine).start();
    const saved: EntryNotice = { key: 'labels.logbookEntrySaved', tone: 'success', status: null };
    actor.send({ type: 'notice.show', notice: saved });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'notice.show', notice: { ...saved, key: 'labels.logbookEntryFinalized' } });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().context.notice?.key).toBe('labels.logbookEntryFinalized');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});

describe('entry notice: the message time of the device (issue 36, WCAG 2.2.1)', () => {
  it.each([
    ['standard', 3000],
    ['long', 30_000],
  ] as const)('%s: a notice stays %i ms', async (time: MessageTime, ms) => {
    setMessageTime(time);
    const actor = createActor(entryNoticeMachine).start();
    actor.send({
      type: 'notice.show',
      notice: { key: 'labels.logbookEntrySaved', tone: 'success', status: null },
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('a change holds from the next notice on; the one shown keeps its time', async () => {
    const actor = createActor(entryNoticeMachine).start();
    const saved: EntryNotice = { key: 'labels.logbookEntrySaved', tone: 'success', status: null };
    actor.send({ type: 'notice.show', notice: saved });
    setMessageTime('long');
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'notice.show', notice: saved });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });
});
