import { fromPromise } from 'xstate';
import type { ReactNode } from 'react';
import type { AccessRights, LogbookComment } from '../../../api/contract';
import {
  holdSignatureUrls,
  type LoadSignaturesRequest,
  type SendCommentRequest,
} from '../../../machines/logbook/comments/comments.actors';
import { provideLogbookCommentMachines } from '../../../machines/logbook/comments/comment-machines';
import type { CommentsTarget, SignatureUrls } from '../../../machines/logbook/comments/comments.types';
import { createFakeSession } from '../../shared/testing/fake-actors';
import { ADMIN, readyContext } from '../../shared/testing/fixtures';
import { EntryCommentsServicesContext, type EntryCommentsServices } from './entry-comments.services';

/** Fake calls for the comment screen (tests and stories); each records what it was asked. */
export interface FakeCommentCalls {
  readonly loadComments: (target: CommentsTarget) => Promise<readonly LogbookComment[]>;
  readonly loadSignatures?: (request: LoadSignaturesRequest) => Promise<SignatureUrls>;
  readonly sendComment?: (request: SendCommentRequest) => Promise<{ readonly resourceId: string }>;
}

const never = <T,>() => new Promise<T>(() => {});

/** Services around a fake session with `rights` and the real machines with fake calls. */
export const fakeCommentServices = (
  rights: AccessRights,
  calls: FakeCommentCalls,
): EntryCommentsServices => ({
  session: createFakeSession(readyContext(ADMIN, rights)),
  timeZone: 'Europe/Berlin',
  machines: provideLogbookCommentMachines({
    commentsList: {
      loadComments: fromPromise<readonly LogbookComment[], CommentsTarget>(({ input }) =>
        calls.loadComments(input),
      ),
      loadSignatures: fromPromise<SignatureUrls, LoadSignaturesRequest>(({ input }) =>
        calls.loadSignatures ? calls.loadSignatures(input) : never<SignatureUrls>(),
      ),
      holdSignatures: holdSignatureUrls(() => {}),
    },
    commentForm: {
      sendComment: fromPromise<{ readonly resourceId: string }, SendCommentRequest>(({ input }) =>
        calls.sendComment ? calls.sendComment(input) : never<{ readonly resourceId: string }>(),
      ),
    },
  }),
});

export function CommentServices({
  services,
  children,
}: {
  readonly services: EntryCommentsServices;
  readonly children: ReactNode;
}) {
  return (
    <EntryCommentsServicesContext.Provider value={services}>{children}</EntryCommentsServicesContext.Provider>
  );
}
