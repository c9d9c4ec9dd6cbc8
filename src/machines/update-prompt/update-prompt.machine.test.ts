import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { UpdateCheck } from '../../api/contract';
import {
  FIXTURE_LOCKED_MESSAGE,
  FIXTURE_NOTHING,
  FIXTURE_NOW,
  FIXTURE_UPDATE_AND_MESSAGE,
  serializeUpdatePrompt,
  updatePromptFixtures,
} from './update-prompt.fixtures';
import { updatePromptMachine } from './update-prompt.machine';
import { checkRequestOf, isSnoozed } from './update-prompt.rules';
import {
  HIDE_RELOAD_MS,
  REFRESH_RELOAD_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type PromptStamps,
  type UpdateCheckRequest,
  type UpdatePromptContext,
} from './update-prompt.types';

const ctx = (o: Parameters<typeof tagged>[0]) => contextOf<UpdatePromptContext>(o);
const checking = (o: Parameters<typeof tagged>[0]) => o.pending.some((call) => call.id === 'checkForUpdate');

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the update prompt never shows while Later hides it',
    holds: (o) => !tagged(o, 'updateShown') || !isSnoozed(ctx(o).stamps, Date.now()),
  },
  {
    name: 'the message prompt (details closed) shows only a message not yet seen',
    holds: (o) => {
      const { stamps, answer } = ctx(o);
      if (!tagged(o, 'messageShown') || tagged(o, 'details')) return true;
      return answer !== null && (stamps.userMsgTs ?? 0) < answer.userMsgTs;
    },
  },
  {
    name: 'logged out or refreshing, no check runs and no prompt shows',
    holds: (o) => {
      const active = o.snapshot.matches('loggedIn');
      return active || (!checking(o) && !tagged(o, 'updateShown') && !tagged(o, 'messageShown'));
    },
  },
];

describeModel('update prompt machine (model-based)', {
  machine: updatePromptMachine,
  inputs: updatePromptFixtures.inputs,
  eventVariants: updatePromptFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeUpdatePrompt,
  onCoverage: (report) =>
    console.info(
      `update-prompt coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const LOADED: PromptStamps = { userSuggestReloadTs: FIXTURE_NOW - 1000, userMsgTs: null, hideReload: null };
const READY = { type: 'session.changed', ready: true, organisationId: 'o', liveData: true } as const;

/** A running prompt whose server answers `answers` in turn (the last one repeats). */
const start = (answers: readonly (UpdateCheck | Error)[], stamps: PromptStamps = LOADED) => {
  const requests: UpdateCheckRequest[] = [];
  const persisted: PromptStamps[] = [];
  const effects: string[] = [];
  const machine = updatePromptMachine.provide({
    actors: {
      checkForUpdate: fromPromise<UpdateCheck, UpdateCheckRequest>(({ input }) => {
        requests.push(input);
        const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }),
      clearCaches: fromPromise<void>(() => {
        effects.push('clearCaches');
        return Promise.resolve();
      }),
    },
    actions: {
      persist: (_, next: PromptStamps) => void persisted.push(next),
      removeReloadStamp: () => void effects.push('removeReloadStamp'),
      reload: () => void effects.push('reload'),
    },
  });
  const actor = createActor(machine, { input: { stamps } }).start();
  actor.send(READY);
  return { actor, requests, persisted, effects };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('update prompt (rules and timing)', () => {
  it('checks on login with the stored stamps and again every 30 s; a failure shows nothing', async () => {
    const { actor, requests } = start([new Error('down'), FIXTURE_NOTHING]);
    await settle();
    expect(requests).toEqual([{ userSuggestReloadTs: FIXTURE_NOW - 1000 }]);
    expect(actor.getSnapshot().hasTag('updateShown')).toBe(false);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(requests).toHaveLength(3);
  });

  it('sends only the stamps it has', () => {
    expect(checkRequestOf({ userSuggestReloadTs: null, userMsgTs: null, hideReload: 5 })).toEqual({});
    expect(checkRequestOf({ userSuggestReloadTs: 1, userMsgTs: 2, hideReload: null })).toEqual({
      userSuggestReloadTs: 1,
      userMsgTs: 2,
    });
  });

  it('Later hides the update prompt for 24 h and stores hideReload', async () => {
    const { actor, persisted } = start([FIXTURE_UPDATE_AND_MESSAGE]);
    await settle();
    expect(actor.getSnapshot().hasTag('updateShown')).toBe(true);
    actor.send({ type: 'user.later' });
    expect(actor.getSnapshot().hasTag('updateShown')).toBe(false);
    expect(persisted.at(-1)?.hideReload).toBe(FIXTURE_NOW + HIDE_RELOAD_MS);
    // Still suggested by every check, yet hidden until the 24 h are over.
    await vi.advanceTimersByTimeAsync(HIDE_RELOAD_MS - UPDATE_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().hasTag('updateShown')).toBe(false);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().hasTag('updateShown')).toBe(true);
  });

  it('Refresh removes the load stamp, clears the caches, and reloads 0.7 s later; no check runs meanwhile', async () => {
    const { actor, effects, requests } = start([FIXTURE_UPDATE_AND_MESSAGE]);
    await settle();
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(effects).toEqual(['removeReloadStamp', 'clearCaches']);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    await vi.advanceTimersByTimeAsync(REFRESH_RELOAD_MS - 1);
    expect(effects).not.toContain('reload');
    await vi.advanceTimersByTimeAsync(1);
    expect(effects).toEqual(['removeReloadStamp', 'clearCaches', 'reload']);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(requests).toHaveLength(1);
  });

  it('dismiss stores the message stamp; the message does not come back', async () => {
    const { actor, persisted, requests } = start([FIXTURE_UPDATE_AND_MESSAGE]);
    await settle();
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(true);
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(false);
    expect(persisted.at(-1)?.userMsgTs).toBe(FIXTURE_UPDATE_AND_MESSAGE.userMsgTs);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(requests.at(-1)?.userMsgTs).toBe(FIXTURE_UPDATE_AND_MESSAGE.userMsgTs);
    // Even a server still sending it (an older instance) does not bring it back.
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(false);
  });

  it('with disable-dismiss there is no dismiss; opening the details marks it seen, closing ends it', async () => {
    const { actor, persisted } = start([FIXTURE_LOCKED_MESSAGE]);
    await settle();
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(true);
    expect(persisted).toEqual([]);
    actor.send({ type: 'user.openDetails' });
    expect(actor.getSnapshot().hasTag('details')).toBe(true);
    expect(persisted.at(-1)?.userMsgTs).toBe(FIXTURE_LOCKED_MESSAGE.userMsgTs);
    actor.send({ type: 'user.closeDetails' });
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(false);
  });

  it('without disable-dismiss the details do not mark it seen: closing them keeps the message', async () => {
    const { actor, persisted } = start([FIXTURE_UPDATE_AND_MESSAGE]);
    await settle();
    actor.send({ type: 'user.openDetails' });
    actor.send({ type: 'user.closeDetails' });
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(true);
    expect(persisted).toEqual([]);
  });

  it('a message the server withdraws (its period ended) goes away; logging out stops the checks', async () => {
    const { actor, requests } = start([FIXTURE_LOCKED_MESSAGE, FIXTURE_NOTHING]);
    await settle();
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().hasTag('messageShown')).toBe(false);
    actor.send({ type: 'session.changed', ready: false, organisationId: null, liveData: false });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(requests).toHaveLength(2);
  });
});
