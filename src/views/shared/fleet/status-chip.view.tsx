import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useChipLabel } from '../use-chip-label';
import { shownStatus } from './vehicle-status';

const COLOURS = { driving: 'grass', idle: 'amber', standby: 'blue', off: 'gray', crane: 'brown' } as const;

export interface StatusChipProps {
  /** The reported live status (any string: what the client does not know reads 'STATE NOT SET'). */
  readonly status: string | null;
  /** A crane shows its single status, whatever it reports (spec 000 §4). */
  readonly isCrane: boolean;
}

/**
 * A vehicle's status as a coloured chip (spec 000 §4, §8): a locomotive's live status or a crane's single
 * status. An unknown state reads 'STATE NOT SET'; a known state whose label the locale files lack or
 * leave blank (the published texts of the translation tab lay over them) reads 'LABEL NOT SET'.
 */
export function StatusChip({ status, isCrane }: StatusChipProps) {
  const { t } = useTranslation('fleet');
  const labelOf = useChipLabel('fleet', 'status.labelNotSet');
  const shown = shownStatus({ isCrane, status });
  return (
    <Badge
      color={shown ? COLOURS[shown] : 'red'}
      variant={shown === 'off' ? 'soft' : 'surface'}
      radius="full"
      data-status={shown ?? 'unknown'}
      className="fleet-status-chip"
    >
      <span className="fleet-status-dot" aria-hidden="true" />
      {shown ? labelOf(`status.${shown}`) : t('status.unknown')}
    </Badge>
  );
}
