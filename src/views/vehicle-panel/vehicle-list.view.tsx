import { Text } from '@radix-ui/themes';
import { useId, useState, type UIEvent } from 'react';
import { useRovingFocus } from '../shared/roving-focus';
import { useTranslation } from 'react-i18next';
import type { RestrictionsByVehicle } from '../../machines/restrictions/fleet-restrictions.types';
import { initialVisibleCount, nearScrollEnd, nextVisibleCount, type PanelVehicle } from './panel-logic';
import { VehicleCard, type PanelMode } from './vehicle-card.view';
import '../shared/visually-hidden.css';

export interface VehicleListProps {
  /** The vehicles left by the filter. */
  readonly vehicles: readonly PanelVehicle[];
  readonly mode: PanelMode;
  readonly onToggleActive: (vehicleId: number) => void;
  readonly onToggleFocus: (vehicleId: number) => void;
  /** Live status and focus on the cards (telematics read). */
  readonly showLiveStatus?: boolean;
  /** The active restriction notices by vehicle (issue 30 §2). */
  readonly restrictions?: RestrictionsByVehicle;
}

const NONE: RestrictionsByVehicle = {};

/**
 * The scrolling list with infinite scroll (19 entries, or all under 21, then 10 more per scroll). Give
 * it a `key` that changes with the filter, so a new filter starts again at the first batch.
 */
export function VehicleList({
  vehicles,
  mode,
  onToggleActive,
  onToggleFocus,
  showLiveStatus = true,
  restrictions = NONE,
}: VehicleListProps) {
  const { t } = useTranslation('fleet');
  const [count, setCount] = useState(() => initialVisibleCount(vehicles.length));
  // The list may grow while shown (vehicles loaded later): never show fewer than the first batch.
  const visible = Math.max(count, initialVisibleCount(vehicles.length));
  const more = () => setCount(nextVisibleCount(visible, vehicles.length));
  const shown = vehicles.slice(0, visible);
  // One tab stop for the whole list (and its current card's focus toggle); arrows move (issue 36).
  const roving = useRovingFocus(shown.map((v) => v.vehicleId));
  const hintId = useId();
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (visible < vehicles.length && nearScrollEnd(event.currentTarget)) more();
  };
  if (vehicles.length === 0)
    return (
      <Text as="p" size="2" color="gray" className="vehicle-list-empty">
        {t('panel.empty')}
      </Text>
    );
  return (
    <section
      className="vehicle-list"
      data-mode={mode}
      aria-label={t('panel.listLabel')}
      aria-describedby={hintId}
      onScroll={onScroll}
      onKeyDown={roving.onKeyDown}
    >
      <span id={hintId} className="visually-hidden">
        {t('panel.listKeys')}
      </span>
      <ul className="vehicle-list-items">
        {shown.map((vehicle) => (
          <li key={vehicle.vehicleId}>
            <VehicleCard
              vehicle={vehicle}
              mode={mode}
              onToggleActive={onToggleActive}
              onToggleFocus={onToggleFocus}
              showLiveStatus={showLiveStatus}
              roving={roving.itemProps(vehicle.vehicleId)}
              restrictions={restrictions[vehicle.vehicleId]}
            />
          </li>
        ))}
      </ul>
      {visible < vehicles.length && (
        <button type="button" className="vehicle-list-more" onClick={more}>
          {t('panel.showMore', { shown: visible, total: vehicles.length })}
        </button>
      )}
    </section>
  );
}
