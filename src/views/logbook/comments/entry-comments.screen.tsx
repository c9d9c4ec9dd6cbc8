import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { commentIssues } from '../../../machines/logbook/comments/comment-form.rules';
import { CommentForm } from './comment-form.view';
import { CommentList, type CommentListStatus } from './comment-list.view';
import { CommentsSnackbarView, EntryCommentsView } from './entry-comments.view';
import { COMMENTS_RESOURCE, useEntryCommentsServices } from './entry-comments.services';

export interface EntryCommentsScreenProps {
  readonly organisationId: string;
  readonly entryId: string;
  readonly entryHasDefects: boolean;
  /** A comment was saved (the drawer refreshes the entry: its state and comment count). */
  readonly onCommented: () => void;
}

const NO_ISSUES = {};

/** The comments list with its own actor; `reloads` counts saved comments (each one reloads it). */
function CommentsListPane({
  organisationId,
  entryId,
  reloads,
}: Omit<EntryCommentsScreenProps, 'entryHasDefects' | 'onCommented'> & { readonly reloads: number }) {
  const { machines, timeZone } = useEntryCommentsServices();
  const list = useActorRef(machines.commentsList, { input: { organisationId, entryId } });
  const status = useSelector(list, (s): CommentListStatus =>
    s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'loaded',
  );
  const comments = useSelector(list, (s) => s.context.comments);
  const signatures = useSelector(list, (s) => s.context.signatures);
  const snackbar = useSelector(list, (s) => s.context.snackbar);
  useEffect(() => {
    if (reloads > 0) list.send({ type: 'form.commented' });
  }, [list, reloads]);
  return (
    <>
      <CommentList
        status={status}
        comments={comments}
        signatures={signatures}
        onRetry={() => list.send({ type: 'user.retry' })}
        {...(timeZone === undefined ? {} : { timeZone })}
      />
      <CommentsSnackbarView
        snackbar={snackbar}
        onDismiss={() => list.send({ type: 'user.dismissSnackbar' })}
        testId="comments-list-snackbar"
      />
    </>
  );
}

/** The add-comment form with its own actor; tells `onCommented` after every saved comment. */
function CommentFormPane({
  organisationId,
  entryId,
  entryHasDefects,
  onCommented,
}: EntryCommentsScreenProps) {
  const { machines } = useEntryCommentsServices();
  const form = useActorRef(machines.commentForm, { input: { organisationId, entryId, entryHasDefects } });
  const remarks = useSelector(form, (s) => s.context.remarks);
  const newEntryState = useSelector(form, (s) => s.context.newEntryState);
  const resolveAll = useSelector(form, (s) => s.context.resolveAllPriorDefects);
  const attempted = useSelector(form, (s) => s.context.attempted);
  const signing = useSelector(form, (s) => s.hasTag('signing'));
  const sending = useSelector(form, (s) => s.hasTag('sending'));
  const snackbar = useSelector(form, (s) => s.context.snackbar);
  const latest = useRef(onCommented);
  useEffect(() => {
    latest.current = onCommented;
  }, [onCommented]);
  useEffect(() => {
    const subscription = form.on('commented', () => latest.current());
    return () => subscription.unsubscribe();
  }, [form]);
  const issues = attempted
    ? commentIssues({ remarks, newEntryState, resolveAllPriorDefects: resolveAll }, entryHasDefects)
    : NO_ISSUES;
  return (
    <>
      <CommentForm
        entryHasDefects={entryHasDefects}
        remarks={remarks}
        newEntryState={newEntryState}
        resolveAllPriorDefects={resolveAll}
        issues={issues}
        signing={signing}
        sending={sending}
        onRemarksChange={(text) => form.send({ type: 'user.editRemarks', remarks: text })}
        onEntryStateChange={(state) => form.send({ type: 'user.chooseEntryState', state })}
        onResolveAllChange={(checked) => form.send({ type: 'user.toggleResolveAll', checked })}
        onSign={() => form.send({ type: 'user.sign' })}
        onCancelSignature={() => form.send({ type: 'user.cancelSignature' })}
        onSaveSignature={(pngBase64) => form.send({ type: 'user.saveSignature', pngBase64 })}
      />
      <CommentsSnackbarView
        snackbar={snackbar}
        onDismiss={() => form.send({ type: 'user.dismissSnackbar' })}
        testId="comment-form-snackbar"
      />
    </>
  );
}

/**
 * The Comments tab of a finalised entry (spec 001 §2, §6): the list needs the comments read right,
 * the form the create right (read from the session's rights of the active organisation). Each part
 * runs its own machine (provided at the composition root through `EntryCommentsServicesContext`);
 * another entry starts both afresh.
 */
export function EntryCommentsScreen(props: EntryCommentsScreenProps) {
  const { session } = useEntryCommentsServices();
  const canRead = useSelector(session, (s) => s.context.accessRights[COMMENTS_RESOURCE]?.canRead === true);
  const canCreate = useSelector(
    session,
    (s) => s.context.accessRights[COMMENTS_RESOURCE]?.canCreate === true,
  );
  const [reloads, setReloads] = useState(0);
  const { onCommented } = props;
  const key = `${props.organisationId}/${props.entryId}`;
  return (
    <EntryCommentsView
      list={
        canRead ? (
          <CommentsListPane
            key={key}
            organisationId={props.organisationId}
            entryId={props.entryId}
            reloads={reloads}
          />
        ) : null
      }
      form={
        canCreate ? (
          <CommentFormPane
            key={`${key}/${String(props.entryHasDefects)}`}
            {...props}
            onCommented={() => {
              setReloads((n) => n + 1);
              onCommented();
            }}
          />
        ) : null
      }
    />
  );
}
