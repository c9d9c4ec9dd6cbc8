import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationExportPage, NotificationPage } from '../../api/contract';
import type { ReportExportFile } from '../../api/export/report-export.types';
import { fixtureHistoryPage } from './history-list.fixtures';
import {
  fixtureLastVehiclePage,
  fixtureNotificationFile,
  fixtureOpenNotificationExport,
  fixtureQuickExport,
  fixtureVehiclePage,
  notificationExportFixtures,
} from './notification-export.fixtures';
import { notificationExportDrawerMachine } from './notification-export.source';
import type {
  NotificationBuildRequest,
  NotificationExportPageRequest,
  QuickExportPageRequest,
} from './notification-export.types';
import type { ExportDrawerInput } from '../shared/export-drawer/export-drawer.types';
import { provideExportCalls } from '../shared/export-drawer/export-drawer.configure';

const start = (
  input: ExportDrawerInput,
  answers: {
    exportPages?: readonly NotificationExportPage[];
    listPage?: (request: QuickExportPageRequest) => NotificationPage;
  },
) => {
  const exportCalls: NotificationExportPageRequest[] = [];
  const listCalls: QuickExportPageRequest[] = [];
  const builds: NotificationBuildRequest[] = [];
  const saved: ReportExportFile[] = [];
  const actor = createActor(
    provideExportCalls(
      notificationExportDrawerMachine,
      {
        fetchExportPage: fromPromise<NotificationExportPage, NotificationExportPageRequest>(
          async ({ input: r }) => {
            exportCalls.push(r);
            return answers.exportPages?.[exportCalls.length - 1] ?? fixtureLastVehiclePage;
          },
        ),
        fetchListPage: fromPromise<NotificationPage, QuickExportPageRequest>(async ({ input: r }) => {
          listCalls.push(r);
          return answers.listPage?.(r) ?? fixtureHistoryPage(1, 0);
        }),
        buildExportFile: fromPromise<ReportExportFile, NotificationBuildRequest>(async ({ input: r }) => {
          builds.push(r);
          r.reportProgress(r.events.length, r.events.length);
          return fixtureNotificationFile;
        }),
      },
      (file) => void saved.push(file),
    ),
    { input },
  );
  actor.start();
  return { actor, exportCalls, listCalls, builds, saved };
};
const settle = () => vi.waitFor(() => undefined);

describe('notification export (rules)', () => {
  it('offers no cranes and selects all that the filter shows', () => {
    const { actor } = start(notificationExportFixtures.inputs.open, {});
    expect(actor.getSnapshot().context.vehicles.map((v) => v.vehicleId)).toEqual([101, 102, 103]);
    actor.send({ type: 'user.filterVehicles', text: 'ber' });
    actor.send({ type: 'user.selectAll', selected: true });
    expect(actor.getSnapshot().context.selected).toEqual([102]);
  });

  it('fetches pages of 10 × ceiling(n / 10) vehicles, builds one sheet and downloads it', async () => {
    const { actor, exportCalls, builds, saved } = start(notificationExportFixtures.inputs.selected, {
      exportPages: [fixtureVehiclePage, { ...fixtureLastVehiclePage, total: 2, skip: 1 }],
    });
    actor.send({ type: 'user.startExport' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(exportCalls.map((c) => [c.skip, c.top])).toEqual([
      [0, 10],
      [1, 10],
    ]);
    expect(builds[0]?.events.map((e) => e.vehicleId)).toEqual([101, 102]);
    expect(builds[0]?.names).toEqual({ 101: 'V 100 Lisa', 102: 'G 1206 Berta' });
    expect(saved).toEqual([fixtureNotificationFile]);
    actor.send({ type: 'user.download' });
    expect(saved).toHaveLength(2);
    // Another choice starts over.
    actor.send({ type: 'user.toggleVehicle', vehicleId: 103 });
    expect(actor.getSnapshot().matches({ drawer: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('refuses the demo user, an empty selection and a period past today', () => {
    const demo = start(notificationExportFixtures.inputs.demo, {});
    demo.actor.send({ type: 'user.startExport' });
    expect(demo.exportCalls).toHaveLength(0);
    const { actor, exportCalls } = start(notificationExportFixtures.inputs.open, {});
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    actor.send({
      type: 'view.periodChanged',
      period: { startDate: '2026-11-20', endDate: '2026-11-23' },
      today: '2026-11-22',
    });
    actor.send({ type: 'user.startExport' });
    expect(exportCalls).toHaveLength(0);
  });

  it('quick-exports every event of the list query, 1000 a page, in the list order', async () => {
    const { actor, listCalls, builds, saved } = start(notificationExportFixtures.inputs.closed, {
      listPage: (r) => ({ ...fixtureHistoryPage(1, Math.min(1000, 2500 - r.skip), 1000), total: 2500 }),
    });
    actor.send({ ...fixtureQuickExport, demo: true });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send(fixtureQuickExport);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(listCalls.map((c) => [c.skip, c.top, c.orderBy])).toEqual([
      [0, 1000, 'timestamp desc'],
      [1000, 1000, 'timestamp desc'],
      [2000, 1000, 'timestamp desc'],
    ]);
    expect(builds[0]?.events).toHaveLength(2500);
    expect(builds[0]?.period).toEqual(fixtureQuickExport.query.period);
    expect(builds[0]?.names).toEqual(fixtureQuickExport.query.names);
    expect(saved).toHaveLength(1);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
    await settle();
  });

  it('opens with the page period', () => {
    const { actor } = start({}, {});
    actor.send(fixtureOpenNotificationExport);
    expect(actor.getSnapshot().hasTag('drawer')).toBe(true);
    expect(actor.getSnapshot().context.period).toEqual(fixtureOpenNotificationExport.period);
  });
});
