import { Flex, Spinner } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectAllFlags, StatusCounters as Counts } from '../../machines/fleet/fleet.types';
import type { RestrictionsByVehicle } from '../../machines/restrictions/fleet-restrictions.types';
import type { CounterGroup, PanelVehicle } from './panel-logic';
import { PanelToolbar } from './panel-toolbar.view';
import { StatusCounters } from './status-counters.view';
import { VehicleList } from './vehicle-list.view';
import type { PanelMode } from './vehicle-card.view';
import '../shared/fleet/fleet.css';
import './vehicle-panel-frame.css';
import './vehicle-panel.css';

export interface VehiclePanelViewProps {
  /** The vehicles the name filter leaves, in list order (by name). */
  readonly vehicles: readonly PanelVehicle[];
  /** Counters over all the user's vehicles (not only the filtered ones), with total and active. */
  readonly counts: Counts;
  /** The user's vehicles are still loading. */
  readonly loading?: boolean;
  readonly mode: PanelMode;
  readonly onModeChange: (mode: PanelMode) => void;
  readonly filter: string;
  readonly onFilterChange: (filter: string) => void;
  /** Several vehicles may be active (multi-select views); else select-all and the group toggles are off. */
  readonly multiSelect: boolean;
  /** Counters need telematics read and are hidden on railation (spec 000 §2). */
  readonly showCounters: boolean;
  /**
   * Telematics read: the cards show the live status and the map focus. Without it (logbook read only)
   * they show name, picture and type (spec 000 §2). Default true.
   */
  readonly showLiveStatus?: boolean;
  /** The active restriction notices by vehicle (issue 30 §2): the cards say so. Absent: none. */
  readonly restrictions?: RestrictionsByVehicle;
  /**
   * `side` beside the content (default); `drawer` inside the narrow-screen drawer, where the hide
   * button closes the drawer.
   */
  readonly variant?: PanelVariant;
  /** The select-all flag per group (the selection keeps at most one on). */
  readonly selectAll: SelectAllFlags;
  readonly onGroupToggle: (group: CounterGroup) => void;
  readonly onToggleActive: (vehicleId: number) => void;
  readonly onToggleFocus: (vehicleId: number) => void;
  /** Select every vehicle (the select-all group 'all'). */
  readonly onSelectAll: () => void;
  /** Deselect the vehicles of the select-all group that is on, and switch its flag off. */
  readonly onDeselect: () => void;
  readonly onDeselectAll: () => void;
  readonly onHide: () => void;
  /** The panel's element (the shell moves the focus into it when a page asks for the vehicle choice). */
  readonly panelRef?: Ref<HTMLElement> | undefined;
}

/**
 * Leads the user into the panel (a page's "Choose vehicle" beside the content): with a mouse or a
 * keyboard the name filter takes the focus, ready to type; on a touch screen the panel itself does,
 * so no on-screen keyboard covers the list.
 */
export function focusVehicleChoice(panel: HTMLElement) {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  const filter = panel.querySelector<HTMLInputElement>('input[type="search"], input');
  if (!coarse && filter) filter.focus();
  else panel.focus();
  panel.scrollIntoView?.({ block: 'nearest' });
}

/** Where the panel is shown: beside the content, or in the drawer of narrow screens. */
export type PanelVariant = 'side' | 'drawer';

/** The vehicle list panel (spec 000 §2 Vehicle list panel): pure, props in and callbacks out. */
export function VehiclePanelView({ panelRef, ...props }: VehiclePanelViewProps) {
  const { t } = useTranslation('fleet');
  const variant = props.variant ?? 'side';
  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      className="vehicle-panel"
      data-variant={variant}
      aria-label={t('panel.title')}
      data-testid="vehicle-panel"
    >
      <PanelToolbar
        hideAction={variant === 'drawer' ? 'close' : 'hide'}
        mode={props.mode}
        onModeChange={props.onModeChange}
        onHide={props.onHide}
        filter={props.filter}
        onFilterChange={props.onFilterChange}
        selected={props.counts.active}
        total={props.counts.total}
        multiSelect={props.multiSelect}
        onSelectAll={props.onSelectAll}
        groupSelected={Object.values(props.selectAll).some(Boolean)}
        onDeselect={props.onDeselect}
        onDeselectAll={props.onDeselectAll}
      />
      {props.showCounters && (
        <StatusCounters
          counts={props.counts}
          selectAll={props.selectAll}
          onGroupToggle={props.onGroupToggle}
          disabled={!props.multiSelect}
        />
      )}
      {props.loading && props.counts.total === 0 ? (
        <Flex justify="center" p="5" role="status" aria-label={t('panel.loading')}>
          <Spinner size="3" />
        </Flex>
      ) : (
        <VehicleList
          key={props.filter.trim()}
          vehicles={props.vehicles}
          mode={props.mode}
          onToggleActive={props.onToggleActive}
          onToggleFocus={props.onToggleFocus}
          showLiveStatus={props.showLiveStatus ?? true}
          {...(props.restrictions ? { restrictions: props.restrictions } : {})}
        />
      )}
    </aside>
  );
}
