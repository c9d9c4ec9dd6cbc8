import { useEffect, useRef } from 'react';
import { failureStatus } from '../../../api/api-failure';
import {
  isExportablePeriod,
  selectAllState,
  visibleVehicles,
} from '../../../machines/shared/export-drawer/export-drawer.rules';
import type {
  ExportChoice,
  ExportDrawerContext,
  ExportDrawerEvent,
  ExportFailure,
} from '../../../machines/shared/export-drawer/export-drawer.types';
import type { VehicleGridSelectionProps } from '../vehicle-grid-drawer/vehicle-grid-drawer.view';

/**
 * What the reporting and notifications export screens hand their drawer views alike: the drawer's
 * selection read from the export machine's context, its events sent back, and the failure to show.
 * Each screen adds its own foot (the options dialog, or the run under the grid).
 */

/** The failure to show: the HTTP status (null: no answer) or the build's message. */
export type ExportErrorProps =
  | { readonly stage: 'fetch'; readonly status: number | null }
  | { readonly stage: 'build'; readonly message: string };

/** The grid's props (vehicles, selection, filter, close) and whether the period reaches past today. */
export const exportDrawerSelection = (
  context: ExportDrawerContext,
  send: (event: ExportDrawerEvent) => void,
): Omit<VehicleGridSelectionProps<ExportChoice>, 'open'> & { readonly periodInFuture: boolean } => ({
  vehicles: visibleVehicles(context),
  offeredCount: context.vehicles.length,
  selected: new Set(context.selected),
  selectAll: selectAllState(context),
  filter: context.filter,
  periodInFuture: !isExportablePeriod(context.period, context.today),
  onToggle: (vehicleId) => send({ type: 'user.toggleVehicle', vehicleId }),
  onSelectAll: (selected) => send({ type: 'user.selectAll', selected }),
  onFilter: (text) => send({ type: 'user.filterVehicles', text }),
  onClose: () => send({ type: 'user.closeExport' }),
});

/** The machine's failure as the views show it. */
export const exportErrorOf = (failure: ExportFailure | null): ExportErrorProps | null => {
  if (failure === null) return null;
  return failure.stage === 'fetch'
    ? { stage: 'fetch', status: failureStatus(failure.failure) }
    : { stage: 'build', message: failure.message };
};

/**
 * Sends a prop's changes to the machine while `open` (not the first render): the vehicle list or the
 * period changed under an open drawer.
 */
export const useChangedWhileOpen = <T>(value: T, open: boolean, send: (value: T) => void) => {
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    if (open) send(value);
  }, [value, open, send]);
};
