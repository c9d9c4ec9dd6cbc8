import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { selectActiveVehicleIds } from '../../machines/fleet/vehicle-selection.types';
import { nextSort } from '../../machines/notifications/history-list.rules';
import { notificationMachinesFor } from '../../machines/notifications/notification-machines';
import type { ExportChoice } from '../../machines/notifications/notification-export.types';
import { createAppliedPeriodWatcher } from '../../machines/period/period.facts';
import { defaultPeriod, todayAt } from '../../machines/period/period.rules';
import type { SelectionSnapshot } from '../shared/app-services';
import { PeriodPickerScreen, usePeriodActor } from '../shared/date-range/period-picker.screen';
import { isDevHost } from '../shared/dev-host';
import { sameItems } from '../shared/fleet/same-items';
import type { RouteViewProps } from '../shared/routes';
import { useNotificationsViewed } from '../shared/live-notifications';
import { AlarmListScreen } from './alarms/alarm-list.screen';
import { NotificationExportDrawer } from './export/notification-export-drawer.screen';
import { NotificationView } from './notification.view';
import { useQuickExport } from './use-quick-export';

/** What the settings drawer gets. */
export interface SettingsDrawerSlotProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export interface NotificationScreenProps extends RouteViewProps {
  /**
   * The notification settings drawer (spec 001 §2, development mode only); the app passes its
   * `NotificationSettingsDrawer` (views/app/route-views/notification-route.view.tsx).
   */
  readonly settingsDrawer?: (props: SettingsDrawerSlotProps) => ReactNode;
}

const selectChoices = ({ context }: SelectionSnapshot): readonly ExportChoice[] =>
  context.vehicles.map((v) => ({ vehicleId: v.vehicleId, name: v.name, isCrane: v.isCrane }));
const sameChoices = (a: readonly ExportChoice[], b: readonly ExportChoice[]): boolean =>
  a.length === b.length &&
  a.every((v, i) => v.vehicleId === b[i]?.vehicleId && v.name === b[i]?.name && v.isCrane === b[i]?.isCrane);

/**
 * The notifications route (spec 001 §2; a multi-select view): the toolbar's period (in the address),
 * the history list of the selected vehicles, the export drawer and, in development, the settings
 * drawer's slot and the Quick Export of the list's query.
 */
export function NotificationScreen({ services, settingsDrawer }: NotificationScreenProps) {
  const { selection } = services.fleet;
  const machines = notificationMachinesFor(services.notificationHistory);
  const period = usePeriodActor({ kind: 'other', selection, lockForCranes: false, inAddress: true });
  const [setup] = useState(() => ({
    machine: machines.history.provide({ actors: { watchPeriod: createAppliedPeriodWatcher(period) } }),
    // The alarms follow the same period (issue 30 §1).
    watchPeriod: createAppliedPeriodWatcher(period),
    input: {
      vehicleIds: selectActiveVehicleIds(selection.getSnapshot()),
      period: period.getSnapshot().context.applied ?? defaultPeriod(todayAt(Date.now())),
    },
  }));
  const history = useActorRef(setup.machine, { input: setup.input });
  const exporter = useActorRef(machines.export);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const choices = useSelector(selection, selectChoices, sameChoices);
  const names = useMemo(() => new Map(choices.map((v) => [v.vehicleId, v.name])), [choices]);
  const selectedIds = useSelector(selection, selectActiveVehicleIds, sameItems);
  const demo = useSelector(services.session, (s) => s.context.account?.isDemoUser ?? false);
  // Making or linking a logbook defect from an alarm needs the logbook create right (issue 30 §1).
  const writesLogbook = useSelector(
    services.session,
    (s) => !!s.context.accessRights.logbook_entries?.canCreate,
  );
  const today = useSelector(period, (s) => s.context.today);
  const context = useSelector(history, (s) => s.context);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const empty = useSelector(history, (s) => s.hasTag('empty'));
  const quick = useQuickExport(exporter);
  const devMode = isDevHost(services.hostname, services.config.devHosts);
  // Opening the page (and every newer event it lists) marks the bell's notifications seen.
  const items = context.result?.items;
  useNotificationsViewed(
    services.notifications,
    items?.length ? Math.max(...items.map((e) => e.id)) : undefined,
  );
  return (
    <NotificationView
      selectedCount={selectedIds.length}
      events={context.result?.items ?? []}
      names={names}
      sort={context.sort}
      page={context.page}
      pageSize={context.pageSize}
      total={context.result?.total ?? 0}
      loading={loading}
      failed={failed}
      empty={empty}
      onSort={(key) => history.send({ type: 'user.sort', sort: nextSort(context.sort, key) })}
      onPage={(page) => history.send({ type: 'user.goToPage', page })}
      onRetry={() => history.send({ type: 'user.retry' })}
      dateRange={<PeriodPickerScreen period={period} />}
      alarms={
        <AlarmListScreen
          machines={machines}
          watchPeriod={setup.watchPeriod}
          input={setup.input}
          names={names}
          canAct={!demo}
          canDefect={!demo && writesLogbook}
        />
      }
      demo={demo}
      onExport={() =>
        exporter.send({
          type: 'user.openExport',
          vehicles: choices,
          period: context.period ?? setup.input.period,
          today,
          demo,
        })
      }
      devMode={devMode}
      onOpenSettings={settingsDrawer ? () => setSettingsOpen(true) : undefined}
      onQuickExport={() =>
        exporter.send({
          type: 'user.quickExport',
          query: {
            vehicleIds: context.vehicleIds,
            period: context.period ?? setup.input.period,
            orderBy: `${context.sort.key} ${context.sort.direction}`,
            names: Object.fromEntries(names),
          },
          demo,
        })
      }
      quickExport={quick}
      onQuickStop={() => exporter.send({ type: 'user.cancelBuild' })}
      onQuickRetry={() => exporter.send({ type: 'user.retry' })}
      onQuickDismiss={() => exporter.send({ type: 'user.dismiss' })}
      drawers={
        <>
          <NotificationExportDrawer actor={exporter} vehicles={choices} selection={selection} today={today} />
          {devMode && settingsDrawer?.({ open: settingsOpen, onClose: () => setSettingsOpen(false) })}
        </>
      }
    />
  );
}
