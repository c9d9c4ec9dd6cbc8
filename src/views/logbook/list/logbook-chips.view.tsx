import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DeviceState } from '../../../machines/logbook/offline/device-rows';
import type { EntryStatus, OpenState } from '../../../api/contract/logbook-entry.contract';

const DEVICE_COLOR = {
  savedLocally: 'blue',
  unsynced: 'orange',
  syncing: 'blue',
  synced: 'green',
  error: 'red',
  unknownEntry: 'red',
} as const;

const STATE_COLOR = { open: 'red', resolved: 'green' } as const;

/** The state chip: open, resolved, or none (spec 001 §4 entry-state labels). */
export function StateChip({ state }: { readonly state: OpenState | null | undefined }) {
  const { t } = useTranslation('logbook');
  if (!state)
    return (
      <Text size="1" color="gray">
        {t('entryState.none')}
      </Text>
    );
  return (
    <Badge color={STATE_COLOR[state]} variant="soft">
      {t(`entryState.${state}`)}
    </Badge>
  );
}

/**
 * An entry's status (started or finalised), its entry state when it has one, and where it stands on
 * this device (issue 8) when it was made or changed here: the table's status cell and a card's corner.
 */
export function StatusBadges(props: {
  readonly status: EntryStatus;
  readonly entryState: OpenState | null | undefined;
  readonly device: DeviceState | undefined;
}) {
  const { t } = useTranslation('logbook');
  return (
    <>
      <Badge color={props.status === 'finalized' ? 'green' : 'amber'} variant="surface">
        {t(`status.${props.status}`)}
      </Badge>
      {props.entryState && <StateChip state={props.entryState} />}
      {props.device !== undefined && (
        <Badge color={DEVICE_COLOR[props.device]} variant="soft" data-testid="device-state">
          {t(`deviceState.${props.device}`)}
        </Badge>
      )}
    </>
  );
}
