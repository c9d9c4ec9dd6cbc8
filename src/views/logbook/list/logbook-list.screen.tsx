import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalEntry } from '../../../api/offline/logbook-offline-store';
import { serverNow } from '../../../api/server-clock';
import { currentLanguage } from '../../../i18n/i18n';
import { exportFilter, selectedCountOf } from '../../../machines/logbook/list/logbook-list.rules';
import { createAppliedPeriodWatcher } from '../../../machines/period/period.facts';
import { todayAt, type Period } from '../../../machines/period/period.rules';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import type { RouteViewProps } from '../../shared/routes';
import { RestrictionsScreen } from '../../shared/restrictions/restrictions.screen';
import { LogbookListView } from './logbook-list.view';
import { useLogbookPage } from './use-logbook-page';

/**
 * Entries made on this device belong on the list of their vehicle (all of them without a selection),
 * when they were created in the date range: the server's create time, else the device's save (a day
 * of the organisation's zone, as the server counts it).
 */
export const belongsOnList = (local: LocalEntry, vehicleId: number | null, period: Period | null) => {
  if (vehicleId !== null && local.vehicleId !== vehicleId) return false;
  if (period === null) return true;
  const day = todayAt(Date.parse(local.server?.header.createTimestamp ?? local.savedAt));
  return day >= period.startDate && day <= period.endDate;
};

/**
 * The logbook list route (spec 001 §2): a list actor of its own (it follows the session, the
 * selected vehicle and the page's date range itself), an export actor, and the entry drawer. The app-wide drafts actor says
 * whether open entries exist; it is asked again when an entry changed, and when the page opens unless
 * its answer is fresh or on the way.
 */
export function LogbookListScreen({ services, route }: RouteViewProps) {
  const { t, i18n } = useTranslation('logbook');
  const { logbook } = services;
  // The date range of the other toolbar views (spec 000 §2), kept in the address like theirs.
  // Its "today" is the server's (a device clock hours off must not end the range before entries it
  // just synced were created: fault case 9 between midnight and 2 am in Berlin).
  const period = usePeriodActor({
    kind: 'other',
    selection: services.fleet.selection,
    lockForCranes: false,
    inAddress: true,
    now: serverNow,
  });
  const [setup] = useState(() => ({
    machine: logbook.list.provide({ actors: { watchPeriod: createAppliedPeriodWatcher(period) } }),
    input: { orderby: logbook.storedOrderBy(), period: period.getSnapshot().context.applied },
  }));
  const list = useActorRef(setup.machine, { input: setup.input });
  const applied = useSelector(list, (s) => s.context.period);
  const includeDeviceEntry = useCallback(
    (local: LocalEntry, vehicleId: number | null) => belongsOnList(local, vehicleId, applied),
    [applied],
  );
  const { organisationId, context, page, syncNotice, vehicleId } = useLogbookPage(services, list, {
    route,
    caption: t('table.caption'),
    includeDeviceEntry,
    onEntryChanged: () => {
      list.send({ type: 'list.refresh' });
      logbook.drafts.send({ type: 'list.refresh' });
    },
  });
  const exporter = useActorRef(logbook.export);
  const exportContext = useSelector(exporter, (s) => s.context);
  const exportDialogOpen = useSelector(exporter, (s) => s.hasTag('dialog'));
  const openEntries = useSelector(logbook.drafts, (s) => s.context.pagination?.foundCount ?? 0);
  // The panel in view beside the page is the vehicle choice itself: with a vehicle picked, no button.
  const panelBeside = useSelector(services.fleet.panel, (s) => s.hasTag('panelShown') && !s.hasTag('drawer'));

  // The app-wide drafts loaded at start: asked again only when stale (no second request at start).
  useEffect(() => {
    logbook.drafts.send({ type: 'list.opened' });
  }, [logbook.drafts]);

  const selectedCount = selectedCountOf(context);
  const exportNotice = exportContext.notice;
  const listNotice = context.notice;
  const snackbar = exportNotice
    ? {
        message:
          exportNotice.key === 'labels.downloading'
            ? t('labels.downloading')
            : t('labels.downloadFailed', { status: exportNotice.status }),
        tone: exportNotice.key === 'labels.downloading' ? ('info' as const) : ('error' as const),
        onDismiss: () => exporter.send({ type: 'user.dismissSnackbar' }),
      }
    : listNotice
      ? {
          message: t('labels.listFailed', { status: listNotice.status }),
          tone: 'error' as const,
          onDismiss: () => list.send({ type: 'user.dismissSnackbar' }),
        }
      : syncNotice;

  return (
    <LogbookListView
      {...page}
      selectedCount={selectedCount}
      foundCount={context.pagination?.foundCount ?? 0}
      onSelectAll={() => list.send({ type: 'user.selectAllPages' })}
      onDeselectAll={() => list.send({ type: 'user.deselectAll' })}
      onExport={() => {
        const filter = exportFilter(list.getSnapshot().context);
        if (filter === null || organisationId === null) return;
        exporter.send({
          type: 'user.openExport',
          request: { organisationId, filter, orderby: context.orderby, language: currentLanguage(i18n) },
        });
      }}
      dateRange={<PeriodPickerScreen period={period} label={t('labels.createdPeriod')} />}
      {...(page.vehicleName === null || !panelBeside
        ? { onChooseVehicle: () => services.fleet.panel.send({ type: 'user.chooseVehicle' }) }
        : {})}
      openEntries={openEntries}
      {...(vehicleId === null
        ? {}
        : { restrictions: <RestrictionsScreen key={vehicleId} services={services} vehicleId={vehicleId} /> })}
      snackbar={snackbar}
      exportDialog={{
        open: exportDialogOpen,
        count: selectedCount,
        format: exportContext.format,
        onFormatChange: (format) => exporter.send({ type: 'user.selectFormat', format }),
        onConfirm: () => exporter.send({ type: 'user.confirmExport' }),
        onCancel: () => exporter.send({ type: 'user.cancelExport' }),
      }}
    />
  );
}
