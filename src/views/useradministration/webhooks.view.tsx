import { Badge, Button, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LABELS, type WebhookEndpoint } from '../../api/contract';
import type { WebhookAction, WebhookItem } from '../../machines/administration/webhooks.table';
import { useNotificationLabel } from '../shared/use-notification-label';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';

export interface WebhooksViewProps extends Omit<
  AdminTableViewProps<WebhookItem>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  /** A row action runs: every action button waits. */
  readonly saving: boolean;
  /** The endpoint whose action runs, or whose action failed. */
  readonly pendingKey: string | null;
  /** The failed action in the user's language (its row shows it); null otherwise. */
  readonly saveFailure: string | null;
  /** The names of the vehicles the user sees, by id (an endpoint's others show by id). */
  readonly vehicleNames: ReadonlyMap<number, string>;
  readonly onAdd: () => void;
  readonly onEdit: (endpoint: WebhookEndpoint) => void;
  readonly onDeliveries: (endpoint: WebhookEndpoint) => void;
  readonly onAction: (endpointId: number, action: WebhookAction) => void;
}

/** What an endpoint's row offers; a removed one only says so. */
function EndpointActions(props: {
  readonly row: WebhookItem;
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onDeliveries: () => void;
  readonly onAction: (action: WebhookAction) => void;
}) {
  const { t } = useTranslation('administration');
  const { row } = props;
  if (row.deleted) return <Badge color="gray">{t('webhooks.removed')}</Badge>;
  const url = row.url;
  const toggle = row.enabled ? ('disable' as const) : ('enable' as const);
  // Edit and the deliveries open a dialog and never wait; the others call the server, one at a time.
  const buttons: readonly {
    readonly key: string;
    readonly label: 'edit' | 'deliveries' | 'test' | 'disable' | 'enable' | 'delete';
    readonly color?: 'gray' | 'red';
    readonly waits: boolean;
    readonly onClick: () => void;
  }[] = [
    { key: 'edit', label: 'edit', color: 'gray', waits: false, onClick: props.onEdit },
    { key: 'deliveries', label: 'deliveries', color: 'gray', waits: false, onClick: props.onDeliveries },
    { key: 'test', label: 'test', waits: true, onClick: () => props.onAction({ action: 'test' }) },
    { key: 'toggle', label: toggle, waits: true, onClick: () => props.onAction({ action: 'toggle' }) },
    {
      key: 'delete',
      label: 'delete',
      color: 'red',
      waits: true,
      onClick: () => props.onAction({ action: 'delete' }),
    },
  ];
  return (
    <Flex gap="2" wrap="wrap" className="admin-webhook-actions">
      {buttons.map((button) => (
        <Button
          key={button.key}
          size="1"
          variant="soft"
          {...(button.color && { color: button.color })}
          aria-label={t(`webhooks.${button.label}Label`, { url })}
          disabled={button.waits && props.busy}
          onClick={button.onClick}
        >
          {t(`webhooks.${button.label}`)}
        </Button>
      ))}
    </Flex>
  );
}

/**
 * The Webhooks tab (issue 27 §6): what the receiving system gets and how it checks it, a button to
 * add an endpoint, and the organisation's endpoints with their types, vehicles, state, secret hint
 * and waiting and given-up deliveries; per row edit, deliveries, a test event, enable or disable,
 * and delete. Props in, callbacks out.
 */
export function WebhooksView(props: WebhooksViewProps) {
  const { t } = useTranslation('administration');
  const labelOf = useNotificationLabel();
  const { vehicleNames } = props;
  const typesOf = (row: WebhookEndpoint) =>
    NOTIFICATION_LABELS.every((label) => row.types.includes(label))
      ? t('webhooks.allTypes')
      : row.types.map(labelOf).join(', ');
  const vehiclesOf = (row: WebhookEndpoint) =>
    row.vehicleIds === null
      ? t('webhooks.allVehicles')
      : row.vehicleIds.map((id) => vehicleNames.get(id) ?? t('webhooks.vehicleId', { id })).join(', ');
  const columns: readonly AdminColumn<WebhookItem>[] = [
    {
      id: 'url',
      header: t('webhooks.url'),
      cell: (r) => (
        <Text as="div" className="admin-webhook-url">
          {r.url}
        </Text>
      ),
    },
    { id: 'description', header: t('webhooks.description'), cell: (r) => r.description },
    { id: 'types', header: t('webhooks.types'), cell: typesOf },
    { id: 'vehicles', header: t('webhooks.vehicles'), cell: vehiclesOf },
    {
      id: 'status',
      header: t('webhooks.status'),
      cell: (r) => (
        <Badge color={r.enabled ? 'green' : 'gray'}>
          {t(r.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
        </Badge>
      ),
    },
    {
      id: 'secret',
      header: t('webhooks.secret'),
      cell: (r) => <Code variant="ghost">{t('webhooks.secretEnding', { hint: r.secretHint })}</Code>,
    },
    { id: 'pending', header: t('webhooks.pending'), cell: (r) => r.pending },
    {
      id: 'failed',
      header: t('webhooks.failed'),
      cell: (r) => (r.failed > 0 ? <Badge color="red">{r.failed}</Badge> : r.failed),
    },
    {
      id: 'actions',
      header: '',
      cell: (r) => (
        <Flex direction="column" gap="1" align="start">
          <EndpointActions
            row={r}
            busy={props.saving}
            onEdit={() => props.onEdit(r)}
            onDeliveries={() => props.onDeliveries(r)}
            onAction={(action) => props.onAction(r.id, action)}
          />
          {r.testSent && !r.deleted && (
            <Text size="1" color="green" role="status">
              {t('webhooks.testSent')}
            </Text>
          )}
          {props.pendingKey === String(r.id) && props.saveFailure !== null && (
            <Text size="1" color="red" role="alert">
              {props.saveFailure}
            </Text>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Heading as="h2" size="3">
          {t('webhooks.title')}
        </Heading>
        <Button size="2" onClick={props.onAdd}>
          {t('webhooks.add')}
        </Button>
      </Flex>
      <Text size="2" color="gray" className="admin-webhook-intro">
        {t('webhooks.intro')}
      </Text>
      <AdminTableView
        {...props}
        label={t('webhooks.title')}
        testId="admin-webhooks"
        columns={columns}
        keyOf={(r) => String(r.id)}
      />
    </Flex>
  );
}
