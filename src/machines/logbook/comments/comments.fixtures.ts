import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LogbookComment } from '../../../api/contract';
import { httpError, networkError } from '../../session/session.fixtures';
import { done, failed } from '../../fleet/fleet.fixtures';
import { isDraftValid } from './comment-form.rules';
import type {
  CommentFormContext,
  CommentFormInput,
  CommentsListContext,
  CommentsListInput,
} from './comments.types';

/** Test and story data for the comment machines. Not imported by the app. */

export const FIXTURE_ORGANISATION_ID = 'org-1';
export const FIXTURE_ENTRY_ID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

/** A 1×1 transparent PNG as base64 (what a drawn signature looks like on the wire). */
export const FIXTURE_SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A comment as the server answers it. */
export const fixtureComment = (overrides: Partial<LogbookComment> = {}): LogbookComment => ({
  logbookEntryCommentId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  remarks: 'Brake pads replaced, tested on the siding.',
  newEntryState: 'resolved',
  resolveAllPriorDefects: false,
  hasSignatureImage: true,
  creatorAccountFirstName: 'Erika',
  creatorAccountLastName: 'Mustermann',
  createTimestamp: '2026-11-20T07:45:00.000Z',
  ...overrides,
});

/** Three comments: one setting the state open, one resolving, one plain (no state, no signature). */
export const fixtureComments: readonly LogbookComment[] = [
  fixtureComment({
    logbookEntryCommentId: '11111111-1111-4111-8111-111111111111',
    remarks: 'Defect confirmed, workshop informed.',
    newEntryState: 'open',
    creatorAccountFirstName: 'Max',
    creatorAccountLastName: 'Weber',
    createTimestamp: '2026-11-19T16:05:00.000Z',
  }),
  fixtureComment({ logbookEntryCommentId: '22222222-2222-4222-8222-222222222222' }),
  fixtureComment({
    logbookEntryCommentId: '33333333-3333-4333-8333-333333333333',
    remarks: null,
    newEntryState: null,
    hasSignatureImage: false,
    creatorAccountFirstName: 'Jana',
    creatorAccountLastName: 'Schulz',
    createTimestamp: '2026-11-21T10:30:00.000Z',
  }),
];

const target = { organisationId: FIXTURE_ORGANISATION_ID, entryId: FIXTURE_ENTRY_ID };

export const commentFormFixtures: {
  readonly inputs: Readonly<Record<'withDefects' | 'withoutDefects', CommentFormInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    withDefects: { ...target, entryHasDefects: true },
    withoutDefects: { ...target, entryHasDefects: false },
  },
  eventVariants: {
    'user.editRemarks': [
      { type: 'user.editRemarks', remarks: 'Checked, defect fixed.' },
      { type: 'user.editRemarks', remarks: '   ' },
      { type: 'user.editRemarks', remarks: 'x'.repeat(4001) },
    ],
    'user.chooseEntryState': [
      { type: 'user.chooseEntryState', state: 'resolved' },
      { type: 'user.chooseEntryState', state: 'open' },
    ],
    'user.toggleResolveAll': [
      { type: 'user.toggleResolveAll', checked: true },
      { type: 'user.toggleResolveAll', checked: false },
    ],
    'user.saveSignature': [
      { type: 'user.saveSignature', pngBase64: FIXTURE_SIGNATURE_PNG },
      { type: 'user.saveSignature', pngBase64: '' },
    ],
    'xstate.done.actor.sendComment': [done('sendComment', { resourceId: FIXTURE_ENTRY_ID })],
    'xstate.error.actor.sendComment': [
      failed('sendComment', httpError(400)),
      failed('sendComment', networkError()),
    ],
  },
};

/** The form model's "same state": the value and what the guards read. */
export const serializeCommentForm = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as CommentFormContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    defects: c.entryHasDefects,
    valid: isDraftValid(c, c.entryHasDefects),
    state: c.newEntryState,
    resolveAll: c.resolveAllPriorDefects,
  });
};

export const commentsListFixtures: {
  readonly inputs: Readonly<Record<'entry', CommentsListInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { entry: target },
  eventVariants: {
    'xstate.done.actor.loadComments': [done('loadComments', fixtureComments), done('loadComments', [])],
    'xstate.error.actor.loadComments': [
      failed('loadComments', httpError(500)),
      failed('loadComments', networkError()),
    ],
    'xstate.done.actor.loadSignatures': [
      done('loadSignatures', {
        '11111111-1111-4111-8111-111111111111': 'blob:signature-1',
        '22222222-2222-4222-8222-222222222222': null,
      }),
    ],
    'xstate.error.actor.loadSignatures': [failed('loadSignatures', new Error('decode'))],
  },
};

/** The list model's "same state": the value and whether there are signed comments (a guard reads it). */
export const serializeCommentsList = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as CommentsListContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    signed: c.comments.some((comment) => comment.hasSignatureImage),
  });
};
