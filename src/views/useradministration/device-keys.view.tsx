import { Badge, Button, Callout, Code, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import type { UnknownDeviceRow } from '../../api/contract';
import type { DeviceKeyAction, DeviceKeyItem } from '../../machines/administration/device-keys.table';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';
import { TrackerForm } from './tracker-form.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface DeviceKeysViewProps extends Omit<
  AdminTableViewProps<DeviceKeyItem>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  readonly saving: boolean;
  readonly pendingKey: string | null;
  readonly saveFailure: string | null;
  /** The key just issued (shown once) and for which vehicle. */
  readonly issued: { readonly vehicleName: string; readonly key: string } | null;
  readonly onAction: (vehicleId: number, action: DeviceKeyAction) => void;
  readonly onCloseIssued: () => void;
  /** An unknown tracker chosen for assignment: each vehicle without a working device offers it. */
  readonly picked?: UnknownDeviceRow | null;
  readonly onCancelPick?: () => void;
}

function RegisterForm(props: {
  readonly row: DeviceKeyItem;
  readonly busy: boolean;
  readonly onRegister: (label: string) => void;
}) {
  const { t } = useTranslation('administration');
  const [label, setLabel] = useState('');
  return (
    <Flex gap="2" align="center">
      <TextField.Root
        size="1"
        aria-label={t('deviceKeys.labelInput', { vehicle: props.row.vehicleName })}
        placeholder={t('deviceKeys.label')}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
      />
      <Button
        size="1"
        disabled={label.trim() === '' || props.busy}
        onClick={() => props.onRegister(label.trim())}
      >
        {t('deviceKeys.register')}
      </Button>
    </Flex>
  );
}

/**
 * What a vehicle's row offers: a working key is rotated or revoked, a working tracker revoked; a
 * vehicle without a working device takes the chosen unknown tracker in one click, or a new key or a
 * tracker typed in.
 */
function DeviceActions(props: {
  readonly row: DeviceKeyItem;
  readonly picked: UnknownDeviceRow | null;
  readonly busy: boolean;
  readonly onAction: (action: DeviceKeyAction) => void;
}) {
  const { t } = useTranslation('administration');
  const { row, picked } = props;
  const button = (action: DeviceKeyAction, label: string, look: 'soft' | 'danger' | 'solid' = 'soft') => (
    <Button
      size="1"
      variant={look === 'solid' ? 'solid' : 'soft'}
      {...(look === 'danger' ? { color: 'red' as const } : {})}
      disabled={props.busy}
      onClick={() => props.onAction(action)}
    >
      {label}
    </Button>
  );
  if (row.status === 'active' && row.kind !== 'key') {
    return button({ action: 'revokeTracker' }, t('deviceKeys.revokeTracker'), 'danger');
  }
  if (row.status === 'active') {
    return (
      <Flex gap="2">
        {button({ action: 'rotate' }, t('deviceKeys.rotate'))}
        {button({ action: 'revoke' }, t('deviceKeys.revoke'), 'danger')}
      </Flex>
    );
  }
  if (picked) {
    const { protocol, identifier } = picked;
    return button(
      { action: 'assignTracker', protocol, identifier, label: '' },
      t('deviceKeys.assignPicked', { identifier }),
      'solid',
    );
  }
  return (
    <>
      <RegisterForm
        row={row}
        busy={props.busy}
        onRegister={(label) => props.onAction({ action: 'register', label })}
      />
      <TrackerForm
        vehicleName={row.vehicleName}
        busy={props.busy}
        onAssign={(protocol, identifier) =>
          props.onAction({ action: 'assignTracker', protocol, identifier, label: '' })
        }
      />
    </>
  );
}

/**
 * Devices of the organisation's vehicles: register, rotate and revoke keys (issue 11); assign and revoke
 * Teltonika boxes and phones, also one chosen from the unknown trackers (issue 27).
 */
export function DeviceKeysView(props: DeviceKeysViewProps) {
  const { t } = useTranslation('administration');
  const picked = props.picked ?? null;
  const columns: readonly AdminColumn<DeviceKeyItem>[] = [
    { id: 'vehicle', header: t('deviceKeys.vehicle'), cell: (r) => r.vehicleName },
    { id: 'vehicleId', header: t('deviceKeys.vehicleId'), cell: (r) => r.vehicleId },
    { id: 'label', header: t('deviceKeys.label'), cell: (r) => r.label ?? '' },
    {
      id: 'device',
      header: t('deviceKeys.device'),
      cell: (r) =>
        r.kind === 'teltonika' || r.kind === 'osmand' ? (
          <Text>
            {t(`deviceKeys.kinds.${r.kind}`)} <Code variant="ghost">{r.identifier}</Code>
          </Text>
        ) : r.keyHint ? (
          <Code variant="ghost">{r.keyHint}…</Code>
        ) : (
          ''
        ),
    },
    {
      id: 'issuedAt',
      header: t('deviceKeys.issuedAt'),
      cell: (r) => (r.keyIssuedAt ? formatDateTime(Date.parse(r.keyIssuedAt)) : ''),
    },
    {
      id: 'status',
      header: t('deviceKeys.status'),
      cell: (r) => (
        <Badge color={r.status === 'active' ? 'green' : r.status === 'revoked' ? 'red' : 'gray'}>
          {t(`deviceKeys.statuses.${r.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: (r) => (
        <Flex direction="column" gap="1">
          <DeviceActions
            row={r}
            picked={picked}
            busy={props.saving}
            onAction={(action) => props.onAction(r.vehicleId, action)}
          />
          {props.pendingKey === String(r.vehicleId) && props.saveFailure !== null && (
            <Text size="1" color="red" role="alert">
              {props.saveFailure}
            </Text>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('deviceKeys.cliHint')}
      </Text>
      {picked && (
        <Callout.Root color="blue" role="status">
          <Flex gap="3" align="center" wrap="wrap">
            <Callout.Text>
              {t('deviceKeys.picked', {
                kind: t(`deviceKeys.kinds.${picked.protocol}`),
                identifier: picked.identifier,
              })}
            </Callout.Text>
            <Button size="1" variant="soft" onClick={() => props.onCancelPick?.()}>
              {t('deviceKeys.cancelPick')}
            </Button>
          </Flex>
        </Callout.Root>
      )}
      <AdminTableView
        {...props}
        label={t('tabs.deviceKeys')}
        testId="admin-device-keys"
        columns={columns}
        keyOf={(r) => String(r.vehicleId)}
      />
      <Dialog.Root open={props.issued !== null} onOpenChange={(open) => !open && props.onCloseIssued()}>
        <Dialog.Content {...MODAL_DIALOG} className="admin-dialog" maxWidth="560px">
          <Dialog.Title>{t('deviceKeys.newKeyTitle')}</Dialog.Title>
          <Dialog.Description size="2">{props.issued?.vehicleName ?? ''}</Dialog.Description>
          <Flex direction="column" gap="3" mt="3">
            <Code size="3" data-testid="admin-issued-key" className="admin-json">
              {props.issued?.key ?? ''}
            </Code>
            <Text size="2" color="gray">
              {t('deviceKeys.newKeyHint')}
            </Text>
            <Flex justify="end">
              <Dialog.Close>
                <Button>{t('deviceKeys.close')}</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
