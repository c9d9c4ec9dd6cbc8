import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserVehicleSetting, UserVehicleSettingBody } from '../../api/contract';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';

export interface UserVehiclesViewProps extends Omit<
  AdminTableViewProps<UserVehicleSetting>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  readonly userName: string;
  /** The row being saved or whose save failed (by vehicle id), with the failure text. */
  readonly pendingKey: string | null;
  readonly saving: boolean;
  readonly saveFailure: string | null;
  readonly savedKey: string | null;
  readonly onSave: (vehicleId: number, change: UserVehicleSettingBody) => void;
}

const orNull = (day: string): string | null => (day === '' ? null : day);

/** One vehicle's window: two day fields ("Not Limited" when empty), save and lift. */
function WindowEditor(props: {
  readonly row: UserVehicleSetting;
  readonly busy: boolean;
  readonly onSave: (change: UserVehicleSettingBody) => void;
}) {
  const { t } = useTranslation('administration');
  const { row } = props;
  const [start, setStart] = useState(row.startDate ?? '');
  const [end, setEnd] = useState(row.endDate ?? '');
  const changed = start !== (row.startDate ?? '') || end !== (row.endDate ?? '');
  const endBeforeStart = start !== '' && end !== '' && end < start;
  const label = `${row.locName} (${row.vehicleId})`;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <TextField.Root
        type="date"
        aria-label={`${t('users.startDate')} ${label}`}
        value={start}
        onChange={(e) => setStart(e.target.value)}
      />
      <TextField.Root
        type="date"
        aria-label={`${t('users.endDate')} ${label}`}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
      />
      <Button
        size="1"
        disabled={!changed || endBeforeStart || props.busy}
        onClick={() => props.onSave({ startDate: orNull(start), endDate: orNull(end) })}
      >
        {t('users.save')}
      </Button>
      <Button
        size="1"
        variant="soft"
        disabled={(row.startDate === null && row.endDate === null) || props.busy}
        onClick={() => {
          setStart('');
          setEnd('');
          props.onSave({ startDate: null, endDate: null });
        }}
      >
        {t('users.removeLimit')}
      </Button>
      {endBeforeStart && (
        <Text size="1" color="red" role="alert">
          {t('users.endBeforeStart')}
        </Text>
      )}
    </Flex>
  );
}

const dayText = (day: string | null, notLimited: string): string =>
  day === null ? notLimited : `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** A user's vehicle windows (spec 001 §2 User tab): locName, vehicleId, start and end, editable. */
export function UserVehiclesView(props: UserVehiclesViewProps) {
  const { t } = useTranslation('administration');
  const columns: readonly AdminColumn<UserVehicleSetting>[] = [
    { id: 'locName', header: t('users.locName'), cell: (r) => r.locName },
    { id: 'vehicleId', header: t('users.vehicleId'), cell: (r) => r.vehicleId },
    {
      id: 'startDate',
      header: t('users.startDate'),
      cell: (r) => dayText(r.startDate, t('users.notLimited')),
    },
    { id: 'endDate', header: t('users.endDate'), cell: (r) => dayText(r.endDate, t('users.notLimited')) },
    {
      id: 'edit',
      header: '',
      cell: (r) => {
        const key = String(r.vehicleId);
        return (
          <Flex direction="column" gap="1">
            {/* Keyed by the stored window: a save that lands resets the fields to it. */}
            <WindowEditor
              key={`${r.startDate}-${r.endDate}`}
              row={r}
              busy={props.saving}
              onSave={(change) => props.onSave(r.vehicleId, change)}
            />
            {props.pendingKey === key && props.saveFailure !== null && (
              <Text size="1" color="red" role="alert">
                {props.saveFailure}
              </Text>
            )}
            {props.savedKey === key && (
              <Text size="1" color="green" role="status">
                {t('users.saved')}
              </Text>
            )}
          </Flex>
        );
      },
    },
  ];
  return (
    <AdminTableView
      {...props}
      label={t('users.vehiclesOf', { name: props.userName })}
      testId="admin-user-vehicles"
      columns={columns}
      keyOf={(r) => String(r.vehicleId)}
    />
  );
}
