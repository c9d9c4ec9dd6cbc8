import { useTranslation } from 'react-i18next';
import type { SelectAllFlags, StatusCounters as Counts } from '../../machines/fleet/fleet.types';
import { COUNTER_GROUPS, type CounterGroup } from './panel-logic';

export interface StatusCountersProps {
  readonly counts: Counts;
  /** The select-all flag per group: a counter whose group's flag is on shows pressed. */
  readonly selectAll: SelectAllFlags;
  readonly onGroupToggle: (group: CounterGroup) => void;
  /** Single-select views disable the group toggles (spec 000 §2). */
  readonly disabled: boolean;
}

/**
 * The status counters per group (driving, standing, equipped, off, cranes). Each is also the exclusive
 * select-all toggle of its group.
 */
export function StatusCounters({ counts, selectAll, onGroupToggle, disabled }: StatusCountersProps) {
  const { t } = useTranslation('fleet');
  return (
    <div role="group" aria-label={t('panel.counters')} className="status-counters">
      {COUNTER_GROUPS.map((group) => {
        const label = t('panel.selectGroup', { group: t(`groups.${group}`), count: counts[group] });
        // The accessible name starts with what the button shows, in the same order ("Driving 12"; the
        // CSS puts the count on top), so someone who says what they see (voice control) reaches it.
        return (
          <button
            key={group}
            type="button"
            className="status-counter"
            data-group={group}
            aria-pressed={selectAll[group]}
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => onGroupToggle(group)}
          >
            <span className="status-counter-label">{t(`groups.${group}`)}</span>{' '}
            <span className="status-counter-count">{counts[group]}</span>
          </button>
        );
      })}
    </div>
  );
}
