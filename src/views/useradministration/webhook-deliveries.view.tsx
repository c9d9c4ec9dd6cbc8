import { Badge, Button, Code, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookDeliveryStatus } from '../../api/contract';
import { formatDateTime } from '../../i18n/format';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface WebhookDeliveriesViewProps extends Omit<
  AdminTableViewProps<WebhookDelivery>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  /** The endpoint whose deliveries these are. */
  readonly url: string;
  /** A delivery is being sent again: every "Send again" waits. */
  readonly saving: boolean;
  /** The delivery sent again, or the one whose resend failed. */
  readonly pendingKey: string | null;
  /** The failed resend in the user's language (its row shows it); null otherwise. */
  readonly saveFailure: string | null;
  /** The zone of the times; the organisation's (Europe/Berlin) unless given. */
  readonly timeZone?: string;
  readonly onResend: (deliveryId: number) => void;
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}

const STATUS_COLOURS: Readonly<Record<WebhookDeliveryStatus, 'amber' | 'green' | 'red'>> = {
  pending: 'amber',
  delivered: 'green',
  failed: 'red',
};

/** No value (yet): a dash, not a word. */
const NONE = '–';

/**
 * One endpoint's deliveries in a dialog (issue 27 §6), the newest first: when each was created, its
 * event, status, attempts, the last attempt with the receiver's answer code or the error, and the
 * next attempt; a delivery given up after 24 hours can be sent again. Props in, callbacks out.
 */
export function WebhookDeliveriesView(props: WebhookDeliveriesViewProps) {
  const { t } = useTranslation('administration');
  const at = (iso: string | null) => (iso === null ? NONE : formatDateTime(Date.parse(iso), props.timeZone));
  const columns: readonly AdminColumn<WebhookDelivery>[] = [
    { id: 'createdAt', header: t('webhooks.deliveryList.createdAt'), cell: (r) => at(r.createdAt) },
    {
      id: 'eventType',
      header: t('webhooks.deliveryList.eventType'),
      cell: (r) => <Code variant="ghost">{r.eventType}</Code>,
    },
    {
      id: 'status',
      header: t('webhooks.deliveryList.status'),
      cell: (r) => (
        <Badge color={STATUS_COLOURS[r.status]}>{t(`webhooks.deliveryList.statuses.${r.status}`)}</Badge>
      ),
    },
    { id: 'attempts', header: t('webhooks.deliveryList.attempts'), cell: (r) => r.attempts },
    {
      id: 'lastAttemptAt',
      header: t('webhooks.deliveryList.lastAttemptAt'),
      cell: (r) => at(r.lastAttemptAt),
    },
    {
      id: 'statusCode',
      header: t('webhooks.deliveryList.statusCode'),
      cell: (r) => r.lastStatusCode ?? NONE,
    },
    {
      id: 'error',
      header: t('webhooks.deliveryList.error'),
      cell: (r) => (
        <Text as="div" className="admin-webhook-error">
          {r.lastError ?? NONE}
        </Text>
      ),
    },
    {
      id: 'nextAttemptAt',
      header: t('webhooks.deliveryList.nextAttemptAt'),
      cell: (r) => at(r.nextAttemptAt),
    },
    {
      id: 'actions',
      header: '',
      cell: (r) =>
        r.status === 'failed' ? (
          <Flex direction="column" gap="1" align="start">
            <Button
              size="1"
              variant="soft"
              aria-label={t('webhooks.deliveryList.retryLabel', { id: r.messageId })}
              disabled={props.saving}
              onClick={() => props.onResend(r.id)}
            >
              {t('webhooks.deliveryList.retry')}
            </Button>
            {props.pendingKey === String(r.id) && props.saveFailure !== null && (
              <Text size="1" color="red" role="alert">
                {props.saveFailure}
              </Text>
            )}
          </Flex>
        ) : null,
    },
  ];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="admin-dialog"
        maxWidth="1100px"
        data-testid="webhook-deliveries"
      >
        <Dialog.Title className="admin-webhook-title">
          {t('webhooks.deliveryList.title', { url: props.url })}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('webhooks.deliveryList.hint')}
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <Flex justify="end">
            <Button size="1" variant="soft" disabled={props.loading || props.held} onClick={props.onRefresh}>
              {t('webhooks.deliveryList.refresh')}
            </Button>
          </Flex>
          <AdminTableView
            {...props}
            label={t('webhooks.deliveryList.title', { url: props.url })}
            testId="admin-webhook-deliveries"
            columns={columns}
            keyOf={(r) => String(r.id)}
          />
          <Flex justify="end">
            <Dialog.Close>
              <Button variant="soft">{t('webhooks.deliveryList.close')}</Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
