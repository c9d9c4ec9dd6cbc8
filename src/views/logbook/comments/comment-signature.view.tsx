import { Skeleton } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The default image when a signature cannot be shown (spec 001 §8 Image load failure). */
export const DEFAULT_SIGNATURE_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">' +
      '<rect width="240" height="80" rx="6" fill="#f3f3f3"/>' +
      '<path d="M40 52c14-22 26-26 30-14s-8 20 4 10 18-28 26-14 10 14 22 2 22-8 30 4" fill="none" ' +
      'stroke="#b5b5b5" stroke-width="3" stroke-linecap="round"/>' +
      '<path d="M36 62h168" stroke="#cfcfcf" stroke-width="2"/></svg>',
  );

export interface CommentSignatureProps {
  /** The image URL; null: failed (default image); undefined: still loading. */
  readonly url: string | null | undefined;
  readonly name: string;
}

/** A comment's signature image; the default image when it failed to load or fails to show. */
export function CommentSignature({ url, name }: CommentSignatureProps) {
  const { t } = useTranslation('logbookComments');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url === undefined)
    return (
      <Skeleton className="entry-comment-signature" role="img" aria-label={t('list.signatureLoading')} />
    );
  const usable = url !== null && url !== failedUrl;
  return (
    <img
      className="entry-comment-signature"
      src={usable ? url : DEFAULT_SIGNATURE_IMAGE}
      alt={usable ? t('list.signatureAlt', { name }) : t('list.signatureDefaultAlt')}
      data-default={usable ? undefined : ''}
      onError={() => {
        if (usable) setFailedUrl(url);
      }}
    />
  );
}
