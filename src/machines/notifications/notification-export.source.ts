import type { NotificationExportPage, NotificationPage } from '../../api/contract';
import {
  configureExportDrawer,
  receivedOf,
  type ExportSource,
} from '../shared/export-drawer/export-drawer.configure';
import { CLOSED_DRAWER } from '../shared/export-drawer/export-drawer.updates';
import type { ExportDrawerContext } from '../shared/export-drawer/export-drawer.types';
import {
  canStartNotificationExport,
  notificationExportTop,
  QUICK_EXPORT_PAGE,
  quickExportTotal,
} from './notification-export.rules';
import type {
  NotificationBuildRequest,
  NotificationExportPageRequest,
  NotificationExportReceived,
  QuickExportPageRequest,
  QuickExportQuery,
  QuickExportReceived,
} from './notification-export.types';

/**
 * The drawer's export (spec 001 §7, §9): pages of 10 × ceiling(n / 10) selected vehicles, `skip` = the
 * vehicles received, until the server's total (an empty page ends it); the build gets every event in
 * the vehicles' order with their names, for the drawer's period.
 */
export const notificationExportSource: ExportSource<NotificationExportReceived, NotificationExportPage> = {
  empty: { events: [], names: {}, vehiclesDone: 0, total: 0 },
  request: (context, received): Omit<NotificationExportPageRequest, 'reportWait'> => ({
    vehicleIds: context.selected,
    startDate: context.period.startDate,
    endDate: context.period.endDate,
    skip: received.vehiclesDone,
    top: notificationExportTop(context.selected.length),
  }),
  keep: (_, received, page) => ({
    events: [...received.events, ...page.items.flatMap((v) => v.events)],
    names: { ...received.names, ...Object.fromEntries(page.items.map((v) => [v.vehicleId, v.name])) },
    vehiclesDone: received.vehiclesDone + page.items.length,
    total: page.total,
  }),
  more: (_, received, page) =>
    page.items.length > 0 && received.vehiclesDone + page.items.length < page.total,
  build: (context, received): Omit<NotificationBuildRequest, 'reportProgress'> => ({
    period: context.period,
    events: received.events,
    names: received.names,
  }),
};

/** The Quick Export's query (the list's, with the vehicles' names) in the machine's context. */
export const quickExportQuery = (context: Pick<ExportDrawerContext, 'quick'>): QuickExportQuery =>
  (context.quick as QuickExportQuery | null) ?? {
    vehicleIds: [],
    period: CLOSED_DRAWER.period,
    orderBy: '',
    names: {},
  };

/**
 * The Quick Export (spec 001 §6, §9; development only): the list's query a page of 1000 at a time, up
 * to 8,000,000 events, built into the same sheet in the list's order for the list's period.
 */
export const quickExportSource: ExportSource<QuickExportReceived, NotificationPage> = {
  empty: { events: [], total: 0 },
  request: (context, received): QuickExportPageRequest => {
    const { names: _names, ...list } = quickExportQuery(context);
    return { ...list, skip: received.events.length, top: QUICK_EXPORT_PAGE };
  },
  keep: (_, received, page) => {
    const total = quickExportTotal(page.total);
    return { events: [...received.events, ...page.items].slice(0, total), total };
  },
  more: (_, received, page) =>
    page.items.length > 0 && received.events.length + page.items.length < quickExportTotal(page.total),
  build: (context, received): Omit<NotificationBuildRequest, 'reportProgress'> => {
    const query = quickExportQuery(context);
    return { period: query.period, events: received.events, names: query.names };
  },
};

/** What the drawer's export has received in the machine's context. */
export const notificationExportReceived = (
  context: Pick<ExportDrawerContext, 'received'>,
): NotificationExportReceived => receivedOf(notificationExportSource, context);

/** What the Quick Export has received in the machine's context. */
export const quickExportReceived = (context: Pick<ExportDrawerContext, 'received'>): QuickExportReceived =>
  receivedOf(quickExportSource, context);

/**
 * The notifications export drawer (spec 001 §2, §6, §7, §9): the export drawer machine with the
 * notifications source, the Export button's rule (not the demo user, a selection within the limit, an
 * exportable period), no options dialog (the run starts at once) and the Quick Export of the list.
 */
export const notificationExportDrawerMachine = configureExportDrawer({
  source: notificationExportSource,
  canStart: canStartNotificationExport,
  withOptions: false,
  quick: quickExportSource,
});
