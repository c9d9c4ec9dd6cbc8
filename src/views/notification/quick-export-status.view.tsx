import { Button, Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** Where the Quick Export is: loading pages, writing the file, saved, or failed. */
export type QuickExportStatus =
  | { readonly phase: 'fetching'; readonly done: number; readonly total: number }
  | { readonly phase: 'building' }
  | { readonly phase: 'done'; readonly fileName: string }
  | { readonly phase: 'failed' };

export interface QuickExportStatusViewProps {
  readonly status: QuickExportStatus;
  readonly onStop: () => void;
  readonly onRetry: () => void;
  readonly onDismiss: () => void;
}

/** The development-only Quick Export's line under the toolbar: progress, the file saved, or the failure. */
export function QuickExportStatusView({ status, onStop, onRetry, onDismiss }: QuickExportStatusViewProps) {
  const { t } = useTranslation('notifications');
  const busy = status.phase === 'fetching' || status.phase === 'building';
  const color = status.phase === 'failed' ? 'red' : status.phase === 'done' ? 'green' : 'gray';
  const text =
    status.phase === 'fetching'
      ? t('quick.fetching', { done: status.done, total: status.total })
      : status.phase === 'building'
        ? t('quick.building')
        : status.phase === 'done'
          ? t('quick.done', { fileName: status.fileName })
          : t('quick.failed');
  return (
    <Callout.Root
      color={color}
      variant="surface"
      size="1"
      role={status.phase === 'failed' ? 'alert' : 'status'}
      data-testid="notification-quick-status"
    >
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>{text}</Callout.Text>
        <Flex gap="2">
          {status.phase === 'failed' && (
            <Button size="1" variant="soft" color="red" onClick={onRetry}>
              {t('quick.retry')}
            </Button>
          )}
          <Button size="1" variant="soft" color="gray" onClick={busy ? onStop : onDismiss}>
            {busy ? t('quick.stop') : t('quick.dismiss')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
