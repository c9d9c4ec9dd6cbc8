import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { knownStatus } from './vehicle-status';

const COLOURS = { driving: 'grass', idle: 'amber', standby: 'blue', off: 'gray' } as const;

/** A vehicle's live status as a coloured chip; an unknown state reads 'STATE NOT SET' (spec 000 §8). */
export function StatusChip({ status }: { readonly status: string | null }) {
  const { t } = useTranslation('fleet');
  const known = knownStatus(status);
  return (
    <Badge
      color={known ? COLOURS[known] : 'red'}
      variant={known === 'off' ? 'soft' : 'surface'}
      radius="full"
      data-status={known ?? 'unknown'}
      className="fleet-status-chip"
    >
      <span className="fleet-status-dot" aria-hidden="true" />
      {known ? t(`status.${known}`) : t('status.unknown')}
    </Badge>
  );
}
