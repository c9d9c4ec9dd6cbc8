import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { ApiCallError } from '../../../api/api-failure';
import type { SendCommentRequest } from './comments.actors';
import {
  commentFormFixtures,
  FIXTURE_ENTRY_ID,
  FIXTURE_SIGNATURE_PNG,
  serializeCommentForm,
} from './comments.fixtures';
import { commentFormMachine } from './comment-form.machine';
import { commentBody, commentIssues, EMPTY_DRAFT, stripDataUrl } from './comment-form.rules';
import type { CommentFormContext, CommentFormInput } from './comments.types';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const ctx = contextOf<CommentFormContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'resolve-all is only set while resolved is chosen',
    holds: (o) => implies(ctx(o).resolveAllPriorDefects, ctx(o).newEntryState === 'resolved'),
  },
  {
    name: 'no entry state is chosen on an entry without defects',
    holds: (o) => implies(!ctx(o).entryHasDefects, ctx(o).newEntryState === null),
  },
  {
    name: 'the sending tag is on exactly while one send is in flight',
    holds: (o) => tagged(o, 'sending') === (callsOf(o, 'sendComment').length === 1),
  },
  {
    name: 'a sent comment is valid, signed and without the data: prefix',
    holds: (o) =>
      callsOf(o, 'sendComment').every((call) => {
        const { comment } = call.input as SendCommentRequest;
        return (
          comment.signatureImage !== '' &&
          !comment.signatureImage.startsWith('data:') &&
          implies(
            ctx(o).entryHasDefects,
            comment.remarks !== undefined && comment.newEntryState !== undefined,
          )
        );
      }),
  },
  {
    name: 'a snackbar message shows exactly while notifying',
    holds: (o) => (ctx(o).snackbar !== null) === tagged(o, 'notifying'),
  },
  { name: 'nothing is sent while signing', holds: (o) => implies(tagged(o, 'signing'), noCall(o)) },
];

describeModel('comment form machine (model-based)', {
  machine: commentFormMachine,
  inputs: commentFormFixtures.inputs,
  eventVariants: commentFormFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeCommentForm,
});

const start = (entryHasDefects = true, status = 201) => {
  const sent: SendCommentRequest[] = [];
  const commented = vi.fn();
  const input: CommentFormInput = { ...commentFormFixtures.inputs.withDefects, entryHasDefects };
  const actor = createActor(
    commentFormMachine.provide({
      actors: {
        sendComment: fromPromise<{ resourceId: string }, SendCommentRequest>(async ({ input: request }) => {
          sent.push(request);
          if (status !== 201)
            throw new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds: null });
          return { resourceId: FIXTURE_ENTRY_ID };
        }),
      },
    }),
    { input },
  );
  actor.on('commented', commented);
  actor.start();
  return { actor, sent, commented };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('comment form (rules)', () => {
  it('on an entry with defects, remarks and a new entry state are required before signing', () => {
    const { actor } = start();
    actor.send({ type: 'user.sign' });
    expect(actor.getSnapshot().hasTag('signing')).toBe(false);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(commentIssues(actor.getSnapshot().context, true)).toEqual({
      remarks: 'required',
      newEntryState: 'required',
    });
    actor.send({ type: 'user.editRemarks', remarks: 'Fixed' });
    actor.send({ type: 'user.chooseEntryState', state: 'open' });
    actor.send({ type: 'user.sign' });
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
  });

  it('without defects a comment needs no remarks and offers no entry state', () => {
    const { actor } = start(false);
    actor.send({ type: 'user.chooseEntryState', state: 'resolved' });
    expect(actor.getSnapshot().context.newEntryState).toBeNull();
    actor.send({ type: 'user.sign' });
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
  });

  it('remarks are at most 4000 characters', () => {
    expect(commentIssues({ ...EMPTY_DRAFT, remarks: 'x'.repeat(4000) }, false)).toEqual({});
    expect(commentIssues({ ...EMPTY_DRAFT, remarks: 'x'.repeat(4001) }, false)).toEqual({
      remarks: 'maxLength:4000',
    });
  });

  it('resolve-all is offered only while resolved is chosen, and open clears it', () => {
    const { actor } = start();
    actor.send({ type: 'user.toggleResolveAll', checked: true });
    expect(actor.getSnapshot().context.resolveAllPriorDefects).toBe(false);
    actor.send({ type: 'user.chooseEntryState', state: 'resolved' });
    actor.send({ type: 'user.toggleResolveAll', checked: true });
    expect(actor.getSnapshot().context.resolveAllPriorDefects).toBe(true);
    actor.send({ type: 'user.chooseEntryState', state: 'open' });
    expect(actor.getSnapshot().context.resolveAllPriorDefects).toBe(false);
  });

  it('an empty signature is refused; a drawn one is sent without the data: prefix', async () => {
    const { actor, sent, commented } = start();
    actor.send({ type: 'user.editRemarks', remarks: 'Fixed' });
    actor.send({ type: 'user.chooseEntryState', state: 'resolved' });
    actor.send({ type: 'user.toggleResolveAll', checked: true });
    actor.send({ type: 'user.sign' });
    actor.send({ type: 'user.saveSignature', pngBase64: 'data:image/png;base64,' });
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
    actor.send({ type: 'user.saveSignature', pngBase64: `data:image/png;base64,${FIXTURE_SIGNATURE_PNG}` });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      {
        organisationId: 'org-1',
        entryId: FIXTURE_ENTRY_ID,
        comment: {
          remarks: 'Fixed',
          newEntryState: 'resolved',
          resolveAllPriorDefects: true,
          signatureImage: FIXTURE_SIGNATURE_PNG,
        },
      },
    ]);
    expect(commented).toHaveBeenCalledTimes(1);
    const { context } = actor.getSnapshot();
    expect(context.snackbar).toEqual({ key: 'labels.commentSaved', tone: 'success', status: null });
    expect(context.remarks).toBe('');
    expect(context.newEntryState).toBeNull();
  });

  it('the saved snackbar shows for 3000 ms', async () => {
    const { actor } = start(false);
    actor.send({ type: 'user.sign' });
    actor.send({ type: 'user.saveSignature', pngBase64: FIXTURE_SIGNATURE_PNG });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('notifying')).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().hasTag('notifying')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('notifying')).toBe(false);
    expect(actor.getSnapshot().context.snackbar).toBeNull();
  });

  it('a failed send keeps the draft and shows "error saving log entry (status)" for 3000 ms', async () => {
    const { actor, commented } = start(true, 409);
    actor.send({ type: 'user.editRemarks', remarks: 'Fixed' });
    actor.send({ type: 'user.chooseEntryState', state: 'open' });
    actor.send({ type: 'user.sign' });
    actor.send({ type: 'user.saveSignature', pngBase64: FIXTURE_SIGNATURE_PNG });
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.snackbar).toEqual({ key: 'labels.errorSavingLogEntry', tone: 'error', status: 409 });
    expect(context.remarks).toBe('Fixed');
    expect(commented).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.snackbar).toBeNull();
  });

  it('builds the body: blank remarks left out, no state without defects, resolve-all only with resolved', () => {
    const draft = { remarks: '  ', newEntryState: 'open', resolveAllPriorDefects: true } as const;
    expect(commentBody(draft, true, 'AAAA')).toEqual({ newEntryState: 'open', signatureImage: 'AAAA' });
    expect(commentBody(draft, false, 'AAAA')).toEqual({ signatureImage: 'AAAA' });
    expect(stripDataUrl('data:image/png;base64,QUJD')).toBe('QUJD');
  });
});
