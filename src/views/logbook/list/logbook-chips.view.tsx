import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DeviceState } from '../../../machines/logbook/offline/device-rows';
import { useChipLabel } from '../../shared/use-chip-label';

const DEVICE_COLOR = {
  savedLocally: 'blue',
  unsynced: 'orange',
  syncing: 'blue',
  synced: 'green',
  error: 'red',
  unknownEntry: 'red',
} as const;

const STATE_COLOR = { open: 'red', resolved: 'green' } as const;
const STATUS_COLOR = { created: 'amber', finalized: 'green' } as const;

const knownIn = <K extends string>(colours: Readonly<Record<K, string>>, value: string): value is K =>
  Object.hasOwn(colours, value);

/**
 * The state chip: open, resolved, or none (spec 001 §4 entry-state labels). A state this client does not
 * know (an entry kept on the device by an older version) reads 'STATE NOT SET', a known one whose label
 * is blank 'LABEL NOT SET' (spec 001 §8).
 */
export function StateChip({ state }: { readonly state: string | null | undefined }) {
  const { t } = useTranslation('logbook');
  const labelOf = useChipLabel('logbook', 'labels.labelNotSet');
  if (!state)
    return (
      <Text size="1" color="gray">
        {labelOf('entryState.none')}
      </Text>
    );
  if (!knownIn(STATE_COLOR, state))
    return (
      <Badge color="red" variant="soft" data-state="unknown">
        {t('labels.stateNotSet')}
      </Badge>
    );
  return (
    <Badge color={STATE_COLOR[state]} variant="soft" data-state={state}>
      {labelOf(`entryState.${state}`)}
    </Badge>
  );
}

/**
 * An entry's status (started or finalised), its entry state when it has one, and where it stands on
 * this device (issue 8) when it was made or changed here: the table's status cell and a card's corner.
 */
export function StatusBadges(props: {
  readonly status: string;
  readonly entryState: string | null | undefined;
  readonly device: DeviceState | undefined;
}) {
  const { t } = useTranslation('logbook');
  const labelOf = useChipLabel('logbook', 'labels.labelNotSet');
  const status = knownIn(STATUS_COLOR, props.status) ? props.status : null;
  return (
    <>
      <Badge
        color={status ? STATUS_COLOR[status] : 'red'}
        variant="surface"
        data-status={status ?? 'unknown'}
      >
        {status ? labelOf(`status.${status}`) : t('labels.stateNotSet')}
      </Badge>
      {props.entryState && <StateChip state={props.entryState} />}
      {props.device !== undefined && (
        <Badge color={DEVICE_COLOR[props.device]} variant="soft" data-testid="device-state">
          {labelOf(`deviceState.${props.device}`)}
        </Badge>
      )}
    </>
  );
}
