import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import type { NotificationExportMachine } from '../../../machines/notifications/notification-export.machine';
import { canStartNotificationExport } from '../../../machines/notifications/notification-export.rules';
import type { ExportChoice } from '../../../machines/notifications/notification-export.types';
import type { SelectionActor } from '../../shared/app-services';
import {
  exportDrawerSelection,
  exportErrorOf,
  useChangedWhileOpen,
} from '../../shared/export-drawer/export-drawer-selection';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import {
  NotificationExportDrawerView,
  type NotificationExportPhase,
} from './notification-export-drawer.view';
import { OwnBoundary } from '../../shared/own-boundary';

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

/**
 * The notifications export drawer, mounted while open, with its own date range (as the reporting
 * export's): it starts at the period the drawer was opened with and blocks future days.
 */
export function NotificationExportDrawer(props: NotificationExportDrawerProps) {
  const open = useSelector(props.actor, (s) => s.hasTag('drawer'));
  // Its own boundary: its texts load at the first opening (see OwnBoundary).
  return open ? (
    <OwnBoundary>
      <OpenNotificationExport {...props} />
    </OwnBoundary>
  ) : null;
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
  // Mounted only while open: every change goes to the machine.
  useChangedWhileOpen(vehicles, true, (next) => actor.send({ type: 'view.vehiclesChanged', vehicles: next }));
  useChangedWhileOpen(applied, true, (next) =>
    actor.send({ type: 'view.periodChanged', period: next, today }),
  );
  const progress = {
    ...(phase === 'fetching'
      ? { done: context.vehiclesDone, total: context.selected.length }
      : (context.progress ?? { done: 0, total: context.events.length })),
    waitSeconds: context.waitSeconds,
  };
  return (
    <NotificationExportDrawerView
      open
      {...exportDrawerSelection(context, (event) => actor.send(event))}
      dateRange={<PeriodPickerScreen period={period} />}
      demo={context.demo}
      canExport={canStartNotificationExport(context)}
      phase={phase}
      progress={progress}
      fileName={context.file?.fileName ?? null}
      error={exportErrorOf(context.failure)}
      onExport={() => actor.send({ type: 'user.startExport' })}
      onStop={() => actor.send({ type: 'user.cancelBuild' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onDownload={() => actor.send({ type: 'user.download' })}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
    />
  );
}
