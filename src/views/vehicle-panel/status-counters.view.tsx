import { useTranslation } from 'react-i18next';
import type { SelectGroup, StatusCounters as Counts } from '../../machines/fleet/fleet.types';
import { COUNTER_GROUPS, type CounterGroup } from './panel-logic';

export interface StatusCountersProps {
  readonly counts: Counts;
  /** The group whose exclusive select-all is on, if any. */
  readonly activeGroup: SelectGroup | null;
  readonly onGroupToggle: (group: CounterGroup) => void;
  /** Single-select views disable the group toggles (spec 000 §2). */
  readonly disabled: boolean;
}

/**
 * The status counters per group (driving, standing, equipped, off, cranes). Each is also the exclusive
 * select-all toggle of its group.
 */
export function StatusCounters({ counts, activeGroup, onGroupToggle, disabled }: StatusCountersProps) {
  const { t } = useTranslation('fleet');
  return (
    <div role="group" aria-label={t('panel.counters')} className="status-counters">
      {COUNTER_GROUPS.map((group) => (
        <button
          key={group}
          type="button"
          className="status-counter"
          data-group={group}
          aria-pressed={activeGroup === group}
          aria-label={t('panel.selectGroup', { group: t(`groups.${group}`), count: counts[group] })}
          title={t('panel.selectGroup', { group: t(`groups.${group}`), count: counts[group] })}
          disabled={disabled}
          onClick={() => onGroupToggle(group)}
        >
          <span className="status-counter-count">{counts[group]}</span>
          <span className="status-counter-label" aria-hidden="true">
            {t(`groups.${group}`)}
          </span>
        </button>
      ))}
    </div>
  );
}
