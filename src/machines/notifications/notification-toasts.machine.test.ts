import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { notificationToastsFixtures, serializeNotificationToasts } from './notification-toasts.fixtures';
import {
  notificationToastsMachine,
  TOAST_MS,
  type NotificationToastsContext,
} from './notification-toasts.machine';

const NOW = Date.UTC(2026, 10, 23, 5, 0, 0);
const ctx = contextOf<NotificationToastsContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'visible exactly while a toast is shown',
    holds: (o) => tagged(o, 'visible') === ctx(o).toasts.length > 0,
  },
  {
    name: 'never more than the stack holds, each event once, oldest first',
    holds: (o) => {
      const { toasts, max } = ctx(o);
      const ids = toasts.map((t) => t.id);
      return (
        toasts.length <= max &&
        new Set(ids).size === ids.length &&
        toasts.every((t, i) => i === 0 || (toasts[i - 1]?.shownAt ?? 0) <= t.shownAt)
      );
    },
  },
  {
    name: 'no toast stays longer than 3 s',
    holds: (o) =>
      implies(
        tagged(o, 'visible'),
        ctx(o).toasts.every((t) => Date.now() - t.shownAt <= TOAST_MS),
      ),
  },
];

describeModel('notification toasts machine (model-based)', {
  machine: notificationToastsMachine,
  inputs: notificationToastsFixtures.inputs,
  eventVariants: notificationToastsFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeNotificationToasts,
});

describe('the toasts over time (simulated clock)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps each toast 3 s from its own start, stacked, and closes one on request', async () => {
    vi.useFakeTimers({ now: NOW });
    const actor = createActor(notificationToastsMachine).start();
    const ids = () => actor.getSnapshot().context.toasts.map((t) => t.id);
    actor.send({ type: 'live.toast', toast: { id: 1, vehicleName: 'A', label: 'NSFlatSpot' } });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'live.toast', toast: { id: 2, vehicleName: 'B', label: 'NSFlatSpot' } });
    actor.send({ type: 'live.toast', toast: { id: 3, vehicleName: 'C', label: 'NSFlatSpot' } });
    expect(ids()).toEqual([1, 2, 3]);
    actor.send({ type: 'user.closeToast', id: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(ids()).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids()).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.stop();
  });

  it('stacks at most 5: a burst pushes the oldest out', () => {
    vi.useFakeTimers({ now: NOW });
    const actor = createActor(notificationToastsMachine).start();
    for (let id = 1; id <= 7; id += 1)
      actor.send({ type: 'live.toast', toast: { id, vehicleName: 'A', label: 'NSFlatSpot' } });
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
    actor.stop();
  });
});
