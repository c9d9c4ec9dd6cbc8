import { useSelector } from '@xstate/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import type { ExportDrawerMachine } from '../../../machines/shared/export-drawer/export-drawer.machine';
import type {
  ExportChoice,
  ExportDrawerContext,
} from '../../../machines/shared/export-drawer/export-drawer.types';
import type { SelectionActor } from '../app-services';
import { PeriodPickerScreen, usePeriodActor } from '../date-range/period-picker.screen';
import { OwnBoundary } from '../own-boundary';
import { exportDrawerSelection, exportErrorOf, useChangedWhileOpen } from './export-drawer-selection';
import { ExportDrawerView, type ExportDrawerLook } from './export-drawer.view';
import type { ExportRunPhase } from './export-run-foot.view';

export type ExportDrawerActor = ActorRefFrom<ExportDrawerMachine>;

/** Where the drawer's export is; `options`: the options dialog waits for Build. */
export type ExportPhase = ExportRunPhase | 'options';

/** The export's phase from the machine's state value (`choosing` while closed or choosing). */
export const exportPhaseOf = (value: unknown): ExportPhase => {
  const drawer = typeof value === 'object' && value !== null ? (value as { drawer?: unknown }).drawer : null;
  const run = typeof drawer === 'object' && drawer !== null ? (drawer as { export?: unknown }).export : null;
  return typeof run === 'string' ? (run as ExportPhase) : 'choosing';
};

/** What the options dialog over the drawer gets (see `ExportDrawerPage.Options`). */
export interface ExportOptionsSlotProps {
  readonly actor: ExportDrawerActor;
  readonly phase: ExportPhase;
  readonly progress: { readonly done: number; readonly total: number; readonly waitSeconds: number | null };
}

/** A page's export drawer: its look, its Export button's rule, its progress and its options dialog. */
export interface ExportDrawerPage {
  readonly look: ExportDrawerLook;
  readonly canStart: (context: ExportDrawerContext) => boolean;
  /** What the progress bar counts while fetching or building. */
  readonly progress: (
    context: ExportDrawerContext,
    phase: ExportPhase,
  ) => { readonly done: number; readonly total: number };
  /** The options dialog over the drawer (a page with one); without it, the run shows under the grid. */
  readonly Options?: ComponentType<ExportOptionsSlotProps>;
}

export interface ExportDrawerProps {
  /** The export machine's actor (the page owns it; `user.openExport` opens the drawer). */
  readonly actor: ExportDrawerActor;
  readonly page: ExportDrawerPage;
  /** The user's vehicles (cranes are left out); a change while open is handed to the machine. */
  readonly vehicles: readonly ExportChoice[];
  /** The period of the drawer's date range; a change while open is handed to the machine. */
  readonly period: ReportPeriod;
  /** The organisation's today: later days are blocked. */
  readonly today: IsoDay;
  /** The date-range picker (or the period as text). */
  readonly dateRange: ReactNode;
}

/** The export drawer of a page, bound to its machine's actor. */
export function ExportDrawer({ actor, page, vehicles, period, today, dateRange }: ExportDrawerProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const open = snapshot.hasTag('drawer');
  const phase = exportPhaseOf(snapshot.value);
  useChangedWhileOpen(vehicles, open, (next) => actor.send({ type: 'view.vehiclesChanged', vehicles: next }));
  useChangedWhileOpen(period, open, (next) =>
    actor.send({ type: 'view.periodChanged', period: next, today }),
  );
  const progress = { ...page.progress(context, phase), waitSeconds: context.waitSeconds };
  const { Options } = page;
  return (
    <ExportDrawerView
      open={open}
      look={page.look}
      {...exportDrawerSelection(context, (event) => actor.send(event))}
      dateRange={dateRange}
      canExport={page.canStart(context)}
      onExport={() => actor.send({ type: 'user.startExport' })}
      run={
        Options
          ? null
          : {
              demo: context.demo,
              phase: phase === 'options' ? 'choosing' : phase,
              progress,
              fileName: context.file?.fileName ?? null,
              error: exportErrorOf(context.failure),
              onStop: () => actor.send({ type: 'user.cancelBuild' }),
              onRetry: () => actor.send({ type: 'user.retry' }),
              onDownload: () => actor.send({ type: 'user.download' }),
              onDismiss: () => actor.send({ type: 'user.dismiss' }),
            }
      }
    >
      {Options && <Options actor={actor} phase={phase} progress={progress} />}
    </ExportDrawerView>
  );
}

export interface ExportDrawerWithPeriodProps {
  readonly actor: ExportDrawerActor;
  readonly page: ExportDrawerPage;
  readonly vehicles: readonly ExportChoice[];
  /** The app-wide vehicle selection (the period picker's rules). */
  readonly selection: SelectionActor;
  /** The organisation's today: later days are blocked. */
  readonly today: IsoDay;
  /** The clock (epoch ms), for tests. */
  readonly now?: () => number;
}

/**
 * The export drawer with its own date range, mounted while it is open, as the graph drawer has: it
 * starts at the period the drawer was opened with (the page's), blocks future days, and a pick is the
 * export's period, not the page's. Bound to the page's period actor instead, the drawer's picker and
 * the toolbar's (behind the drawer) opened together and the toolbar's calendar closed both at once:
 * the drawer's calendar could not be opened.
 */
export function ExportDrawerWithPeriod(props: ExportDrawerWithPeriodProps) {
  const open = useSelector(props.actor, (s) => s.hasTag('drawer'));
  // Its own boundary: its texts load at the first opening (see OwnBoundary).
  return open ? (
    <OwnBoundary>
      <OpenExportDrawer {...props} />
    </OwnBoundary>
  ) : null;
}

function OpenExportDrawer({ actor, page, vehicles, selection, today, now }: ExportDrawerWithPeriodProps) {
  const [start] = useState(() => actor.getSnapshot().context.period);
  const period = usePeriodActor({
    kind: 'other',
    selection,
    lockForCranes: false,
    inAddress: false,
    initialPeriod: start,
    ...(now ? { now } : {}),
  });
  const applied = useSelector(period, (s) => s.context.applied) ?? start;
  return (
    <ExportDrawer
      actor={actor}
      page={page}
      vehicles={vehicles}
      period={applied}
      today={today}
      dateRange={<PeriodPickerScreen period={period} />}
    />
  );
}
