import { useSelector } from '@xstate/react';
import { useState, type Ref } from 'react';
import {
  selectListedVehicles,
  selectSelectAllGroups,
  selectStatusCounters,
} from '../../machines/fleet/vehicle-selection.types';
import { selectRestrictionsByVehicle } from '../../machines/restrictions/fleet-restrictions.types';
import type { AppServices } from '../shared/app-services';
import { canRead, GATEWAY_RESOURCE, type RouteId } from '../shared/routes';
import { sameFields } from '../shared/fleet/same-items';
import { samePanelVehicles } from './panel-logic';
import type { PanelMode } from './vehicle-card.view';
import { VehiclePanelView, type PanelVariant } from './vehicle-panel.view';

export interface VehiclePanelScreenProps {
  readonly services: AppServices;
  readonly route: RouteId;
  readonly onHide: () => void;
  /** Beside the content (default) or in the narrow-screen drawer. */
  readonly variant?: PanelVariant;
  /**
   * A vehicle was picked in a single-select view (it became the selected vehicle): the drawer closes.
   * In multi-select views the user picks several, so nothing is told.
   */
  readonly onPicked?: () => void;
  /** The panel's element, for the shell to move the focus into. */
  readonly panelRef?: Ref<HTMLElement>;
}

/** Subscribes the vehicle list panel to the selection actor and sends the user's choices to it. */
export function VehiclePanelScreen({
  services,
  route,
  onHide,
  variant,
  onPicked,
  panelRef,
}: VehiclePanelScreenProps) {
  const { selection, fleetData } = services.fleet;
  const [mode, setMode] = useState<PanelMode>('list');
  const vehicles = useSelector(selection, selectListedVehicles, samePanelVehicles);
  const counts = useSelector(selection, selectStatusCounters, sameFields);
  const filter = useSelector(selection, (s) => s.context.filterText);
  const selectAll = useSelector(selection, (s) => s.context.selectAll);
  const multiSelect = useSelector(selection, (s) => s.hasTag('multiSelect'));
  const loading = useSelector(fleetData, (s) => s.hasTag('loadingVehicles'));
  const restrictions = useSelector(services.fleet.restrictions, selectRestrictionsByVehicle);
  const telematics = useSelector(services.session, (s) => canRead(s.context.accessRights, GATEWAY_RESOURCE));
  return (
    <VehiclePanelView
      vehicles={vehicles}
      counts={counts}
      loading={loading}
      mode={mode}
      onModeChange={setMode}
      filter={filter}
      onFilterChange={(text) => selection.send({ type: 'user.filter', text })}
      multiSelect={multiSelect}
      showCounters={telematics && route !== 'railation'}
      showLiveStatus={telematics}
      restrictions={restrictions}
      {...(variant ? { variant } : {})}
      panelRef={panelRef}
      selectAll={selectAll}
      onGroupToggle={(group) =>
        selection.send({ type: selectAll[group] ? 'user.deselect' : 'user.selectAll', group })
      }
      onToggleActive={(vehicleId) => {
        const picked = !multiSelect && !vehicles.some((v) => v.vehicleId === vehicleId && v.isCardActive);
        selection.send({ type: 'user.toggleVehicle', vehicleId });
        if (picked) onPicked?.();
      }}
      onToggleFocus={(vehicleId) => selection.send({ type: 'user.toggleFocus', vehicleId })}
      onSelectAll={() => selection.send({ type: 'user.selectAll', group: 'all' })}
      onDeselect={() => {
        for (const group of selectSelectAllGroups(selection.getSnapshot()))
          selection.send({ type: 'user.deselect', group });
      }}
      onDeselectAll={() => selection.send({ type: 'user.deselectAll' })}
      onHide={onHide}
    />
  );
}
