import { Button, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { UnknownDeviceRow } from '../../api/contract';
import { formatDateTime } from '../../i18n/format';
import { unknownDeviceKey } from '../../machines/administration/device-keys.table';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';

export interface UnknownDevicesViewProps extends Omit<
  AdminTableViewProps<UnknownDeviceRow>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  /** The row chosen for assignment; its vehicle is chosen in the device table. */
  readonly pickedKey: string | null;
  readonly onPick: (row: UnknownDeviceRow) => void;
}

/** Trackers that connected unassigned (issue 27): choose one, then "Assign" on its vehicle's row. */
export function UnknownDevicesView(props: UnknownDevicesViewProps) {
  const { t } = useTranslation('administration');
  const columns: readonly AdminColumn<UnknownDeviceRow>[] = [
    {
      id: 'protocol',
      header: t('unknownDevices.protocol'),
      cell: (r) => t(`deviceKeys.kinds.${r.protocol}`),
    },
    {
      id: 'identifier',
      header: t('unknownDevices.identifier'),
      cell: (r) => <Code variant="ghost">{r.identifier}</Code>,
    },
    {
      id: 'firstSeen',
      header: t('unknownDevices.firstSeen'),
      cell: (r) => formatDateTime(Date.parse(r.firstSeen)),
    },
    {
      id: 'lastSeen',
      header: t('unknownDevices.lastSeen'),
      cell: (r) => formatDateTime(Date.parse(r.lastSeen)),
    },
    { id: 'attempts', header: t('unknownDevices.attempts'), cell: (r) => r.attempts },
    { id: 'address', header: t('unknownDevices.address'), cell: (r) => r.lastAddress ?? '' },
    {
      id: 'choose',
      header: '',
      cell: (r) => {
        const chosen = props.pickedKey === unknownDeviceKey(r);
        return (
          <Button
            size="1"
            variant={chosen ? 'solid' : 'soft'}
            aria-pressed={chosen}
            aria-label={`${chosen ? t('unknownDevices.chosen') : t('unknownDevices.choose')} ${r.identifier}`}
            onClick={() => props.onPick(r)}
          >
            {chosen ? t('unknownDevices.chosen') : t('unknownDevices.choose')}
          </Button>
        );
      },
    },
  ];
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="3">
        {t('unknownDevices.title')}
      </Heading>
      <Text size="2" color="gray">
        {t('unknownDevices.hint')}
      </Text>
      <AdminTableView
        {...props}
        label={t('unknownDevices.title')}
        testId="admin-unknown-devices"
        columns={columns}
        keyOf={unknownDeviceKey}
      />
    </Flex>
  );
}
