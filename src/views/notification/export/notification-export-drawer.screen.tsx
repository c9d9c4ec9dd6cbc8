import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { failureStatus } from '../../../api/api-failure';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import type { NotificationExportMachine } from '../../../machines/notifications/notification-export.machine';
import {
  canStartNotificationExport,
  isExportablePeriod,
  selectAllState,
  visibleVehicles,
} from '../../../machines/notifications/notification-export.rules';
import type {
  ExportChoice,
  NotificationExportContext,
} from '../../../machines/notifications/notification-export.types';
import type { SelectionActor } from '../../shared/app-services';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import {
  NotificationExportDrawerView,
  type NotificationExportPhase,
} from './notification-export-drawer.view';

export type NotificationExportActor = ActorRefFrom<NotificationExportMachine>;

export interface NotificationExportDrawerProps {
  /** The export machine's actor (the page owns it; `user.openExport` opens the drawer). */
  readonly actor: NotificationExportActor;
  /** The user's vehicles (cranes are left out); a change while open is handed to the machine. */
  readonly vehicles: readonly ExportChoice[];
  /** The app-wide selection (the period picker's rules). */
  readonly selection: SelectionActor;
  readonly today: IsoDay;
  /** The clock (epoch ms), for tests. */
  readonly now?: () => number;
}

const phaseOf = (value: unknown): NotificationExportPhase => {
  const drawer = typeof value === 'object' && value !== null ? (value as { drawer?: unknown }).drawer : null;
  return typeof drawer === 'string' ? (drawer as NotificationExportPhase) : 'choosing';
};

const errorOf = (context: NotificationExportContext) => {
  const failure = context.failure;
  if (failure === null) return null;
  return failure.stage === 'fetch'
    ? { status: failureStatus(failure.failure) }
    : { message: failure.message };
};

/** Sends a prop's changes to the machine (not the first render). */
const useChanged = <T,>(value: T, send: (value: T) => void) => {
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    send(value);
  }, [value, send]);
};

/**
 * The notifications export drawer, mounted while open, with its own date range (as the reporting
 * export's): it starts at the period the drawer was opened with and blocks future days.
 */
export function NotificationExportDrawer(props: NotificationExportDrawerProps) {
  const open = useSelector(props.actor, (s) => s.hasTag('drawer'));
  return open ? <OpenNotificationExport {...props} /> : null;
}

function OpenNotificationExport({ actor, vehicles, selection, today, now }: NotificationExportDrawerProps) {
  const [start] = useState(() => actor.getSnapshot().context.period);
  const period = usePeriodActor({
    kind: 'other',
    selection,
    lockForCranes: false,
    inAddress: false,
    initialPeriod: start,
    ...(now ? { now } : {}),
  });
  const applied: ReportPeriod = useSelector(period, (s) => s.context.applied) ?? start;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const phase = phaseOf(snapshot.value);
  useChanged(vehicles, (next) => actor.send({ type: 'view.vehiclesChanged', vehicles: next }));
  useChanged(applied, (next) => actor.send({ type: 'view.periodChanged', period: next, today }));
  const progress =
    phase === 'fetching'
      ? { done: context.vehiclesDone, total: context.selected.length }
      : (context.progress ?? { done: 0, total: context.events.length });
  return (
    <NotificationExportDrawerView
      open
      vehicles={visibleVehicles(context)}
      offeredCount={context.vehicles.length}
      selected={new Set(context.selected)}
      selectAll={selectAllState(context)}
      filter={context.filter}
      dateRange={<PeriodPickerScreen period={period} />}
      periodInFuture={!isExportablePeriod(context.period, context.today)}
      demo={context.demo}
      canExport={canStartNotificationExport(context)}
      phase={phase}
      progress={progress}
      fileName={context.file?.fileName ?? null}
      error={errorOf(context)}
      onToggle={(vehicleId) => actor.send({ type: 'user.toggleVehicle', vehicleId })}
      onSelectAll={(selected) => actor.send({ type: 'user.selectAll', selected })}
      onFilter={(text) => actor.send({ type: 'user.filterVehicles', text })}
      onExport={() => actor.send({ type: 'user.startExport' })}
      onStop={() => actor.send({ type: 'user.cancelBuild' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onDownload={() => actor.send({ type: 'user.download' })}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
      onClose={() => actor.send({ type: 'user.closeExport' })}
    />
  );
}
