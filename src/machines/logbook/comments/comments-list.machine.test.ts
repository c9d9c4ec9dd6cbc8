import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { ApiCallError } from '../../../api/api-failure';
import type { LogbookComment } from '../../../api/contract';
import {
  createLogbookCommentsApiActors,
  holdSignatureUrls,
  type LoadSignaturesRequest,
} from './comments.actors';
import {
  commentsListFixtures,
  FIXTURE_ENTRY_ID,
  fixtureComments,
  serializeCommentsList,
} from './comments.fixtures';
import { commentsListMachine } from './comments-list.machine';
import type { CommentsListContext, CommentsTarget, SignatureUrls } from './comments.types';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const ctx = contextOf<CommentsListContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the loading tag is on exactly while the list loads',
    holds: (o) => tagged(o, 'loading') === (callsOf(o, 'loadComments').length === 1),
  },
  {
    name: 'signature images are asked for only for signed comments of the loaded list',
    holds: (o) =>
      callsOf(o, 'loadSignatures').every((call) => {
        const ids = (call.input as LoadSignaturesRequest).commentIds;
        return (
          tagged(o, 'loaded') &&
          ids.length > 0 &&
          ids.every((id) =>
            ctx(o).comments.some((c) => c.logbookEntryCommentId === id && c.hasSignatureImage),
          )
        );
      }),
  },
  {
    name: 'a snackbar message shows exactly while notifying, and only after a failure',
    holds: (o) =>
      (ctx(o).snackbar !== null) === tagged(o, 'notifying') &&
      implies(tagged(o, 'notifying'), tagged(o, 'failed')),
  },
  {
    name: 'no signature URLs are kept outside the loaded list',
    holds: (o) => implies(!tagged(o, 'loaded'), Object.keys(ctx(o).signatures).length === 0),
  },
];

describeModel('comments list machine (model-based)', {
  machine: commentsListMachine,
  inputs: commentsListFixtures.inputs,
  eventVariants: commentsListFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeCommentsList,
});

const httpError = (status: number) =>
  new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds: null });

const start = (answer: () => Promise<readonly LogbookComment[]>) => {
  const released: string[] = [];
  const actor = createActor(
    commentsListMachine.provide({
      actors: {
        loadComments: fromPromise<readonly LogbookComment[], CommentsTarget>(answer),
        loadSignatures: fromPromise<SignatureUrls, LoadSignaturesRequest>(async ({ input }) =>
          Object.fromEntries(input.commentIds.map((id) => [id, `blob:${id}`])),
        ),
        holdSignatures: holdSignatureUrls((url) => released.push(url)),
      },
    }),
    { input: commentsListFixtures.inputs.entry },
  );
  actor.start();
  return { actor, released };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('comments list (rules)', () => {
  it('loads the comments, then the signature images of the signed ones', async () => {
    const { actor } = start(async () => fixtureComments);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.comments).toHaveLength(3);
    expect(context.signatures).toEqual({
      '11111111-1111-4111-8111-111111111111': 'blob:11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222': 'blob:22222222-2222-4222-8222-222222222222',
    });
  });

  it('a saved comment reloads the list and gives the old image URLs back; so does stopping', async () => {
    const { actor, released } = start(async () => fixtureComments);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.commented' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.comments).toHaveLength(3);
    expect(released).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    actor.stop();
    expect(released).toHaveLength(4);
  });

  it('a failure shows "generic error label (status)" for 3000 ms and can be retried', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw httpError(503);
      return [];
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.snackbar).toEqual({
      key: 'labels.genericError',
      tone: 'error',
      status: 503,
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().hasTag('notifying')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('notifying')).toBe(false);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
  });
});

describe('comments API actors', () => {
  const target = { organisationId: 'org-1', entryId: FIXTURE_ENTRY_ID };

  it('asks for the first page of 100, offset 0, and answers data.items', async () => {
    const call = vi.fn().mockResolvedValue({ data: { items: fixtureComments } });
    const actors = createLogbookCommentsApiActors({ call }, () => 'token');
    const actor = createActor(actors.commentsList.loadComments, { input: target });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual(fixtureComments);
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      accessToken: 'token',
      params: target,
      query: { top: 100, skip: 0 },
    });
  });

  it('turns each signature blob into an object URL; a failed one is null', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(new Blob(['png']))
      .mockRejectedValueOnce(httpError(404));
    const created: Blob[] = [];
    const actors = createLogbookCommentsApiActors({ call }, () => null, {
      create: (blob) => {
        created.push(blob);
        return 'blob:one';
      },
      revoke: () => {},
    });
    const actor = createActor(actors.commentsList.loadSignatures, {
      input: { ...target, commentIds: ['a', 'b'] },
    });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ a: 'blob:one', b: null });
    expect(created).toHaveLength(1);
  });
});
