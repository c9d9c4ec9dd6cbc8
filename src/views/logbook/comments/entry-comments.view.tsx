import { Callout, Separator } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentsSnackbar } from '../../../machines/logbook/comments/comments.types';
import { LockIcon } from '../../shared/icons';
import { Snackbar } from '../../shared/snackbar/snackbar.view';
import './entry-comments.css';

export interface EntryCommentsViewProps {
  /** The comments list, or null without the comments read right (spec 001 §6). */
  readonly list: ReactNode;
  /** The add-comment form, or null without the comments create right. */
  readonly form: ReactNode;
}

/** The Comments tab of a finalised entry: the list, then the form below it. */
export function EntryCommentsView({ list, form }: EntryCommentsViewProps) {
  const { t } = useTranslation('logbookComments');
  return (
    <div className="entry-comments" data-testid="entry-comments">
      {list ?? (
        <Callout.Root color="gray" variant="surface" size="1" data-testid="comments-no-read-right">
          <Callout.Icon>
            <LockIcon />
          </Callout.Icon>
          <Callout.Text>{t('list.noReadRight')}</Callout.Text>
        </Callout.Root>
      )}
      {form !== null && (
        <>
          <Separator size="4" my="4" />
          {form}
        </>
      )}
    </div>
  );
}

/** A machine's snackbar with the status filled in ("(status)"; no answer at all says so). */
export function CommentsSnackbarView({
  snackbar,
  onDismiss,
  testId,
}: {
  readonly snackbar: CommentsSnackbar | null;
  readonly onDismiss: () => void;
  readonly testId: string;
}) {
  const { t } = useTranslation('logbookComments');
  const message =
    snackbar === null
      ? null
      : t(snackbar.key, {
          status: snackbar.status === null ? t('labels.noAnswer') : String(snackbar.status),
        });
  return <Snackbar message={message} tone={snackbar?.tone ?? 'info'} onDismiss={onDismiss} testId={testId} />;
}
