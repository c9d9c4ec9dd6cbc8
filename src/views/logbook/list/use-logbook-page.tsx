import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { LocalEntry } from '../../../api/offline/logbook-offline-store';
import { withDeviceEntries, type DeviceRow } from '../../../machines/logbook/offline/device-rows';
import type { EntryAuthor } from '../../../machines/logbook/offline/local-entry';
import type { LogbookSyncActor } from '../../../machines/logbook/offline/logbook-offline-actors';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import type { FleetVehicle } from '../../../machines/fleet/fleet.types';
import { selectLastActive } from '../../../machines/fleet/vehicle-selection.types';
import type { LogbookDraftsActor } from '../../../machines/logbook/list/logbook-machines';
import { isPageSelected, isSelected } from '../../../machines/logbook/list/logbook-list.rules';
import type { SyncNoticeActor } from '../../../machines/logbook/sync/sync-notice.machine';
import type { AppServices, SessionSnapshot } from '../../shared/app-services';
import type { RouteId } from '../../shared/routes';
import { EntryDrawerScreen } from '../entry/entry-drawer.screen';
import { EntryProviders } from '../entry/entry-providers';
import type { LogbookPageProps, LogbookSnackbarProps } from './logbook-page.view';
import { useLogbookSession } from './use-logbook-session';
import { useRefreshAfterSync } from './use-refresh-after-sync';

interface Drawer {
  readonly open: boolean;
  readonly entryId: string | null;
}

const CLOSED: Drawer = { open: false, entryId: null };

/** `?entry=<id>` opens that entry's drawer (an alarm's link to its logbook defect, issue 30 §1). */
const drawerOf = (search: string): Drawer => {
  const entryId = new URLSearchParams(search).get('entry');
  return entryId ? { open: true, entryId } : CLOSED;
};

interface LogbookPageOptions {
  readonly route: RouteId;
  /** The table's caption (the list's entries, or the open ones). */
  readonly caption: string;
  /** An entry was saved, finalised or deleted in the drawer: what to reload. */
  readonly onEntryChanged: () => void;
  /**
   * Which entries made on this device and not on the server yet belong on this page (the list: the
   * selected vehicle's; the drafts: all).
   */
  readonly includeDeviceEntry: (local: LocalEntry, vehicleId: number | null) => boolean;
}

const selectDevice = (s: SnapshotFrom<LogbookSyncActor>) => s.context.device;
const selectInFlight = (s: SnapshotFrom<LogbookSyncActor>) => s.context.inFlight;
const selectConflict = (s: SnapshotFrom<SyncNoticeActor>) => s.context.conflict;
const selectAuthor = (s: SessionSnapshot): EntryAuthor | null => {
  const account = s.context.account;
  return (
    account && { accountId: account.accountId, firstName: account.firstName, lastName: account.lastName }
  );
};

/**
 * What the logbook list and drafts screens share (spec 001 §2): the session's rights, the selected
 * vehicle, a list actor's table, pagination, spinner and retry, the entry drawer (add new entry
 * or a row opened) and the sync's conflict notice. The page adds its own count, snackbar, toolbar and
 * dialog.
 */
export const useLogbookPage = (
  services: AppServices,
  list: LogbookDraftsActor,
  options: LogbookPageOptions,
) => {
  const { t } = useTranslation('logbook');
  const { t: tc } = useTranslation('common');
  const { organisationId, canCreate, canReadComments } = useLogbookSession(services);
  const vehicle = useSelector(services.fleet.selection, selectLastActive);
  const vehicles = useSelector(services.fleet.selection, (s) => s.context.vehicles);
  const context = useSelector(list, (s) => s.context);
  const device = useSelector(services.logbook.sync, selectDevice);
  const inFlight = useSelector(services.logbook.sync, selectInFlight);
  const author = useSelector(services.session, selectAuthor, (a, b) => a?.accountId === b?.accountId);
  const { includeDeviceEntry } = options;
  const rows = useMemo(
    () =>
      author === null
        ? { items: context.items, states: new Map<string, DeviceRow>() }
        : withDeviceEntries(
            context.items,
            { entries: device.entries, deletions: new Set(device.deletionIds), inFlight: new Set(inFlight) },
            author,
            {
              firstPage: context.page === 1,
              include: (local) => includeDeviceEntry(local, vehicle?.vehicleId ?? null),
            },
          ),
    [author, context.items, context.page, device, inFlight, includeDeviceEntry, vehicle?.vehicleId],
  );
  const busy = useSelector(list, (s) => s.hasTag('loading'));
  const spinner = useSelector(list, (s) => s.hasTag('spinner'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const search = useSearch();
  const [drawer, setDrawer] = useState<Drawer>(() => drawerOf(search));
  // Stable, so the table's memoised rows are not all rendered again on every change of the page.
  const onToggleEntry = useCallback((id: string) => list.send({ type: 'user.toggleEntry', id }), [list]);
  const onOpenEntry = useCallback((entryId: string) => setDrawer({ open: true, entryId }), []);
  // The conflict rule (issue 8), held by the sync notice machine until dismissed.
  const conflict = useSelector(services.logbook.syncNotice, selectConflict);
  const syncNotice: LogbookSnackbarProps | null =
    conflict === null
      ? null
      : {
          message: t(conflict),
          tone: 'info',
          onDismiss: () => services.logbook.syncNotice.send({ type: 'user.dismissConflict' }),
        };
  useRefreshAfterSync(services.logbook.sync, [list, services.logbook.drafts]);

  const opened = drawerVehicle(drawer.entryId, rows.items, vehicles, vehicle);
  const page: Omit<LogbookPageProps, 'selectedCount' | 'snackbar'> = {
    title: tc(`routes.${options.route}`),
    vehicleName: vehicle?.name ?? null,
    canCreate,
    onAddEntry: () => setDrawer({ open: true, entryId: null }),
    table: {
      caption: options.caption,
      entries: rows.items,
      deviceStates: rows.states,
      isSelected: (id) => isSelected(context.selection, id),
      pageSelected: isPageSelected(context),
      onToggleEntry,
      onTogglePage: (on) => list.send({ type: on ? 'user.selectPage' : 'user.deselectPage' }),
      orderby: context.orderby,
      onSort: (orderby) => list.send({ type: 'user.sort', orderby }),
      canReadComments,
      onOpenEntry,
      empty: context.pagination ? t('labels.noEntries') : null,
    },
    page: context.page,
    totalPages: context.pagination?.totalPages ?? 0,
    onPage: (page) => list.send({ type: 'user.goToPage', page }),
    busy,
    spinner,
    failed,
    onRetry: () => list.send({ type: 'user.retry' }),
    drawer: organisationId !== null && (
      <EntryProviders services={services} canReadComments={canReadComments}>
        <EntryDrawerScreen
          organisationId={organisationId}
          vehicleId={opened?.vehicleId ?? null}
          vehicleName={opened?.name ?? null}
          entryId={drawer.entryId}
          open={drawer.open}
          onClose={(changed) => {
            setDrawer(CLOSED);
            if (changed) options.onEntryChanged();
          }}
        />
      </EntryProviders>
    ),
  };
  return { organisationId, context, page, syncNotice, vehicleId: vehicle?.vehicleId ?? null };
};

/**
 * The vehicle the drawer is about: an opened row's own vehicle (a drafts row may belong to any vehicle,
 * not the selected one), else the selected vehicle (a new entry).
 */
const drawerVehicle = (
  entryId: string | null,
  items: readonly LogbookEntry[],
  vehicles: readonly FleetVehicle[],
  selected: FleetVehicle | null,
): FleetVehicle | null => {
  if (entryId === null) return selected;
  const vehicleId = items.find((item) => item.header.logbookEntryId === entryId)?.header.vehicleIdRef;
  return vehicles.find((v) => v.vehicleId === vehicleId) ?? (vehicleId === undefined ? selected : null);
};
