import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useChipLabel } from '../../shared/use-chip-label';
import { HIGH_CONTRAST } from '../../shared/high-contrast';

const COLOURS = { none: 'gray', open: 'amber', resolved: 'grass' } as const;
type Known = keyof typeof COLOURS;

const known = (state: string | null): Known | null =>
  state === null ? 'none' : state === 'open' || state === 'resolved' ? state : null;

/**
 * A comment's new entry state as a chip: none, open, resolved; anything else 'STATE NOT SET', a known
 * state whose label is blank 'LABEL NOT SET' (spec 001 §4, §8).
 */
export function EntryStateChip({ state }: { readonly state: string | null }) {
  const { t } = useTranslation('logbookComments');
  const labelOf = useChipLabel('logbookComments', 'entryState.labelNotSet');
  const shown = known(state);
  return (
    <Badge
      color={shown ? COLOURS[shown] : 'red'}
      variant="soft"
      radius="full"
      className={HIGH_CONTRAST}
      data-state={shown ?? 'unknown'}
    >
      {shown ? labelOf(`entryState.${shown}`) : t('entryState.unknown')}
    </Badge>
  );
}
