import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
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
  serializeNotificationExport,
} from './notification-export.fixtures';
import { notificationExportMachine } from './notification-export.machine';
import { canStartNotificationExport, notificationExportTop } from './notification-export.rules';
import type {
  NotificationBuildRequest,
  NotificationExportContext,
  NotificationExportInput,
  NotificationExportPageRequest,
  QuickExportPageRequest,
} from './notification-export.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<NotificationExportContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a wait the server asked for shows only while a page is being fetched (issue 38)',
    holds: (o) => implies(ctx(o).waitSeconds !== null, tagged(o, 'fetching')),
  },
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'a drawer page asks for the selection and the period, top 10 × ceiling(n / 10), skip = vehicles received',
    holds: (o) =>
      callsOf(o, 'fetchExportPage').every((call) => {
        const input = call.input as NotificationExportPageRequest;
        const c = ctx(o);
        return (
          input.vehicleIds === c.selected &&
          input.startDate === c.period.startDate &&
          input.endDate === c.period.endDate &&
          input.skip === c.vehiclesDone &&
          input.top === notificationExportTop(c.selected.length)
        );
      }),
  },
  {
    name: 'a quick page asks for the list query, 1000 from the events received',
    holds: (o) =>
      callsOf(o, 'fetchListPage').every((call) => {
        const input = call.input as QuickExportPageRequest;
        const c = ctx(o);
        return input.orderBy === c.quick?.orderBy && input.skip === c.events.length && input.top === 1000;
      }),
  },
  {
    name: 'the build gets every event fetched',
    holds: (o) =>
      callsOf(o, 'buildExportFile').every(
        (call) => (call.input as NotificationBuildRequest).events === ctx(o).events,
      ),
  },
  { name: 'a file is held exactly when ready', holds: (o) => tagged(o, 'ready') === (ctx(o).file !== null) },
  {
    name: 'a failure is held exactly when failed',
    holds: (o) => tagged(o, 'failed') === (ctx(o).failure !== null),
  },
  {
    name: 'the demo user never fetches',
    holds: (o) => implies(ctx(o).demo, noCall(o)),
  },
  { name: 'no cranes are offered', holds: (o) => ctx(o).vehicles.every((v) => !v.isCrane) },
  {
    name: 'a drawer fetch only with an allowed selection and period',
    holds: (o) => implies(callsOf(o, 'fetchExportPage').length > 0, canStartNotificationExport(ctx(o))),
  },
];

describeModel('notification export machine (model-based)', {
  machine: notificationExportMachine,
  inputs: notificationExportFixtures.inputs,
  eventVariants: notificationExportFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeNotificationExport,
});

const start = (
  input: NotificationExportInput,
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
    notificationExportMachine.provide({
      actors: {
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
      actions: { saveFile: (_, file) => void saved.push(file) },
    }),
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
