import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphMetric } from '../../api/contract';
import { currentLanguage } from '../../i18n/i18n';
import { defaultPeriod, todayAt } from '../../machines/period/period.rules';
import { reportingMachinesFor, selectReportVehicle } from '../../machines/reporting/reporting-machines';
import type { LanguageChanged } from '../../machines/reporting/reporting.types';
import { createAppliedPeriodWatcher } from '../../machines/period/period.facts';
import { watchFact } from '../../machines/shared/fact-watch';
import { PeriodPickerScreen, usePeriodActor } from '../shared/date-range/period-picker.screen';
import { languageSource } from '../shared/language-source';
import type { RouteViewProps } from '../shared/routes';
import { GraphDrawerScreen } from './graph/graph-drawer.screen';
import { ReportingView } from './reporting.view';
import { openReportExport } from './export/report-export-drawer.screen';
import { ReportExportWithPeriod } from './export/report-export-period.screen';
import type { ExportChoice } from '../../machines/reporting/report-export.types';
import type { SelectionSnapshot } from '../shared/app-services';

/** The user's vehicles as the export offers them (the drawer leaves cranes out). */
const selectExportChoices = ({ context }: SelectionSnapshot): readonly ExportChoice[] =>
  context.vehicles.map((v) => ({ vehicleId: v.vehicleId, name: v.name, isCrane: v.isCrane }));
const sameChoices = (a: readonly ExportChoice[], b: readonly ExportChoice[]): boolean =>
  a.length === b.length &&
  a.every((v, i) => v.vehicleId === b[i]?.vehicleId && v.name === b[i]?.name && v.isCrane === b[i]?.isCrane);

/**
 * The reporting route: the toolbar's period (in the address, locked for cranes), a reporting actor
 * that follows the active vehicle, that period and the language, and the graph drawer's actor.
 */
export function ReportingScreen({ services }: RouteViewProps) {
  const { selection } = services.fleet;
  const { i18n } = useTranslation('reporting');
  const period = usePeriodActor({ kind: 'other', selection, lockForCranes: true, inAddress: true });
  const [setup] = useState(() => {
    const applied = period.getSnapshot().context.applied;
    return {
      machine: reportingMachinesFor(services.reporting).report.provide({
        actors: {
          // No period (the window starts in the future): the last one stays, nothing new to ask.
          watchPeriod: createAppliedPeriodWatcher(period),
          watchLanguage: watchFact({
            source: languageSource(i18n),
            select: (language) => language,
            toEvent: (language): LanguageChanged => ({ type: 'language.changed', language }),
          }),
        },
      }),
      input: {
        vehicle: selectReportVehicle(selection.getSnapshot()),
        period: applied ?? defaultPeriod(todayAt(Date.now())),
        language: currentLanguage(i18n),
      },
    };
  });
  const report = useActorRef(setup.machine, { input: setup.input });
  const graph = useActorRef(reportingMachinesFor(services.reporting).graph, {
    input: { period: setup.input.period },
  });
  const exporter = useActorRef(reportingMachinesFor(services.reporting).export);
  const vehicles = useSelector(selection, selectExportChoices, sameChoices);
  const applied = useSelector(period, (s) => s.context.applied) ?? setup.input.period;
  const today = useSelector(period, (s) => s.context.today);
  const vehicle = useSelector(report, (s) => s.context.vehicle);
  const data = useSelector(report, (s) => s.context.report);
  const loading = useSelector(report, (s) => s.hasTag('loading'));
  const failed = useSelector(report, (s) => s.hasTag('failed'));
  const openGraph = (metric: GraphMetric) => {
    const { context } = report.getSnapshot();
    if (context.vehicle && !context.vehicle.isCrane)
      graph.send({ type: 'user.open', vehicle: context.vehicle, period: context.period, metric });
  };
  return (
    <ReportingView
      vehicle={vehicle}
      report={data}
      loading={loading}
      failed={failed}
      onRetry={() => report.send({ type: 'user.retry' })}
      dateRange={<PeriodPickerScreen period={period} />}
      onGraph={openGraph}
      onExport={() => exporter.send(openReportExport(vehicles, applied, today))}
      drawers={
        <>
          <GraphDrawerScreen graph={graph} selection={selection} />
          {/* The drawer starts at the page's period and has its own range (future days blocked). */}
          <ReportExportWithPeriod actor={exporter} vehicles={vehicles} selection={selection} today={today} />
        </>
      }
    />
  );
}
