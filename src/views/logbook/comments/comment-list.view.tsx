import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { LogbookComment } from '../../../api/contract';
import type { SignatureUrls } from '../../../machines/logbook/comments/comments.types';
import { formatDateTime } from '../../../i18n/format';
import { AlertIcon } from '../../shared/icons';
import { CommentSignature } from './comment-signature.view';
import { EntryStateChip } from './entry-state-chip.view';

export type CommentListStatus = 'loading' | 'loaded' | 'failed';

export interface CommentListProps {
  readonly status: CommentListStatus;
  readonly comments: readonly LogbookComment[];
  /** Object URLs of the signature images; a comment missing here is still loading. */
  readonly signatures: SignatureUrls;
  readonly onRetry: () => void;
  /** IANA zone for the times; the organisation's (Europe/Berlin) when left out. */
  readonly timeZone?: string;
}

/**
 * The comments of a finalised entry, oldest first (spec 001 §3 Comment): author, DD.MM.YYYY HH:mm,
 * remarks, the new entry state chip and the signature image. While a reload runs the old comments
 * stay, with a spinner beside the heading.
 */
export function CommentList({ status, comments, signatures, onRetry, timeZone }: CommentListProps) {
  const { t } = useTranslation('logbookComments');
  const busy = status === 'loading';
  return (
    <section className="entry-comments-list" aria-labelledby="entry-comments-heading" aria-busy={busy}>
      <Flex align="center" gap="2" mb="3">
        <Text as="p" size="3" weight="bold" id="entry-comments-heading">
          {t('list.title')}
        </Text>
        {busy && <Spinner size="1" role="status" aria-label={t('list.loading')} />}
      </Flex>
      {status === 'failed' && comments.length === 0 && (
        <Callout.Root color="red" variant="surface" size="1" data-testid="comments-failed">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Flex align="center" gap="3" justify="between" wrap="wrap">
            <Callout.Text>{t('list.failed')}</Callout.Text>
            <Button size="1" variant="soft" color="red" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {status === 'loaded' && comments.length === 0 && (
        <Text as="p" color="gray" size="2" data-testid="comments-empty">
          {t('list.empty')}
        </Text>
      )}
      {busy && comments.length === 0 && (
        <Text as="p" color="gray" size="2">
          {t('list.loading')}
        </Text>
      )}
      {comments.length > 0 && (
        <ol className="entry-comments-items">
          {comments.map((comment) => {
            const name = t('list.by', {
              firstName: comment.creatorAccountFirstName,
              lastName: comment.creatorAccountLastName,
            });
            return (
              <li key={comment.logbookEntryCommentId} className="entry-comment" data-testid="entry-comment">
                <Flex justify="between" align="start" gap="3" wrap="wrap">
                  <div>
                    <Text as="p" size="2" weight="bold">
                      {name}
                    </Text>
                    <Text as="p" size="1" color="gray">
                      <time dateTime={comment.createTimestamp}>
                        {formatDateTime(Date.parse(comment.createTimestamp), timeZone)}
                      </time>
                    </Text>
                  </div>
                  <Flex align="center" gap="2" wrap="wrap">
                    <Text size="1" color="gray">
                      {t('list.newEntryState')}
                    </Text>
                    <EntryStateChip state={comment.newEntryState} />
                  </Flex>
                </Flex>
                <Text
                  as="p"
                  size="2"
                  mt="2"
                  className="entry-comment-remarks"
                  color={comment.remarks ? undefined : 'gray'}
                >
                  {comment.remarks ?? t('list.noRemarks')}
                </Text>
                {comment.resolveAllPriorDefects && (
                  <Text as="p" size="1" mt="1" color="grass">
                    {t('list.resolvedAllPrior')}
                  </Text>
                )}
                {comment.hasSignatureImage && (
                  <CommentSignature url={signatures[comment.logbookEntryCommentId]} name={name} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
