import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { IsoDay } from '../../../api/contract';
import type { ExportChoice } from '../../../machines/reporting/report-export.types';
import type { SelectionActor } from '../../shared/app-services';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import { ReportExportDrawer, type ReportExportActor } from './report-export-drawer.screen';
import { OwnBoundary } from '../../shared/own-boundary';

export interface ReportExportWithPeriodProps {
  /** The export machine's actor; `openReportExport(vehicles, pagePeriod, today)` opens the drawer. */
  readonly actor: ReportExportActor;
  readonly vehicles: readonly ExportChoice[];
  /** The app-wide vehicle selection (the period picker's rules). */
  readonly selection: SelectionActor;
  /** The organisation's today: later days are blocked. */
  readonly today: IsoDay;
  /** The clock (epoch ms), for tests. */
  readonly now?: () => number;
}

/**
 * The export drawer with its own date range while it is open, as the graph drawer has: it starts at
 * the period the drawer was opened with (the page's), blocks future days, and a pick is the export's
 * period, not the page's. Bound to the page's period actor instead, the drawer's picker and the
 * toolbar's (behind the drawer) opened together and the toolbar's calendar closed both at once: the
 * drawer's calendar could not be opened.
 */
export function ReportExportWithPeriod(props: ReportExportWithPeriodProps) {
  const open = useSelector(props.actor, (s) => s.hasTag('drawer'));
  // Its own boundary: its texts load at the first opening (see OwnBoundary).
  return open ? (
    <OwnBoundary>
      <OpenReportExport {...props} />
    </OwnBoundary>
  ) : null;
}

function OpenReportExport({ actor, vehicles, selection, today, now }: ReportExportWithPeriodProps) {
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
    <ReportExportDrawer
      actor={actor}
      vehicles={vehicles}
      period={applied}
      today={today}
      dateRange={<PeriodPickerScreen period={period} />}
    />
  );
}
