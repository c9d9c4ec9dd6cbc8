import { Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import { canStartExport, exportProgressOf } from '../../../machines/reporting/report-export.rules';
import { reportExportReceived } from '../../../machines/reporting/report-export.source';
import type { ExportChoice } from '../../../machines/reporting/report-export.types';
import type { ExportDrawerContext } from '../../../machines/shared/export-drawer/export-drawer.types';
import { exportErrorOf } from '../../shared/export-drawer/export-drawer-selection';
import {
  ExportDrawer,
  type ExportDrawerActor,
  type ExportDrawerPage,
  type ExportOptionsSlotProps,
  type ExportPhase,
} from '../../shared/export-drawer/export-drawer.screen';
import type { ExportDrawerLook } from '../../shared/export-drawer/export-drawer.view';
import { ReportExportOptionsView } from './report-export-options.view';
import './report-export.css';

export type ReportExportActor = ExportDrawerActor;

/** The open-drawer event the reporting toolbar's Export button sends. */
export const openReportExport = (vehicles: readonly ExportChoice[], period: ReportPeriod, today: IsoDay) =>
  ({ type: 'user.openExport', vehicles, period, today }) as const;

/** The reporting export drawer's look: its texts (`reportExport`), test ids and classes. */
export const reportExportLook: ExportDrawerLook = {
  useTexts: () => {
    const { t } = useTranslation('reportExport');
    return {
      grid: (key, counts) => t(`drawer.${key}`, counts),
      periodInFuture: t('drawer.periodInFuture'),
      export: t('drawer.export'),
    };
  },
  testIds: {
    drawer: 'report-export-drawer',
    selectAll: 'report-export-select-all',
    export: 'report-export-open-options',
    progress: 'report-export-progress',
    done: 'report-export-done',
    download: 'report-export-download',
    retry: 'report-export-retry',
  },
  classNames: {
    head: 'report-export-head',
    body: 'report-export-body',
    grid: 'report-export-grid',
    vehicle: 'report-export-vehicle',
    foot: 'report-export-foot',
  },
};

/**
 * Vehicles (grouped by metric: metrics) loaded of all while fetching; what the worker reported while
 * building.
 */
const progressOf = (context: ExportDrawerContext, phase: ExportPhase) =>
  exportProgressOf(
    {
      ...reportExportReceived(context),
      grouping: context.options.grouping,
      selected: context.selected,
      progress: context.progress,
    },
    phase === 'fetching' || phase === 'building' ? phase : 'other',
  );

/** The options dialog over the drawer, bound to the export's actor. */
function ReportExportOptions({ actor, phase, progress }: ExportOptionsSlotProps) {
  const context = useSelector(actor, (s) => s.context);
  return (
    <ReportExportOptionsView
      open={phase !== 'choosing'}
      phase={phase === 'options' || phase === 'choosing' ? 'choosing' : phase}
      format={context.options.format}
      grouping={context.options.grouping}
      progress={progress}
      fileName={context.file?.fileName ?? null}
      error={exportErrorOf(context.failure)}
      onFormatChange={(format) => actor.send({ type: 'user.selectFormat', format })}
      onGroupingChange={(grouping) => actor.send({ type: 'user.selectGrouping', grouping })}
      onBuild={() => actor.send({ type: 'user.build' })}
      onDownload={() => actor.send({ type: 'user.download' })}
      onStop={() => actor.send({ type: 'user.cancelBuild' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onClose={() => actor.send({ type: 'user.dismiss' })}
    />
  );
}

/** The reporting page's export drawer: the Export button opens the options dialog (spec 000 §2, §5). */
export const reportExportDrawerPage: ExportDrawerPage = {
  look: reportExportLook,
  canStart: canStartExport,
  progress: progressOf,
  Options: ReportExportOptions,
};

/** DD.MM.YYYY of a YYYY-MM-DD day. */
const germanDay = (day: IsoDay): string => day.split('-').reverse().join('.');

/** The period as text, where no date-range picker is given. */
function PeriodText({ period }: { readonly period: ReportPeriod }) {
  const { t } = useTranslation('reportExport');
  return (
    <Flex align="center" gap="2">
      <Text as="span" size="1" color="gray">
        {t('drawer.period')}
      </Text>
      <Text size="2" data-testid="report-export-period">
        {t('drawer.periodText', { start: germanDay(period.startDate), end: germanDay(period.endDate) })}
      </Text>
    </Flex>
  );
}

export interface ReportExportDrawerProps {
  /** The export machine's actor (the reporting page owns it; `user.openExport` opens the drawer). */
  readonly actor: ReportExportActor;
  readonly vehicles: readonly ExportChoice[];
  readonly period: ReportPeriod;
  readonly today: IsoDay;
  /** The date-range picker; without one the period shows as text. */
  readonly dateRange?: ReactNode;
}

/** The reporting export drawer bound to its actor (the shared drawer with the reporting page's look). */
export function ReportExportDrawer(props: ReportExportDrawerProps) {
  const period = useSelector(props.actor, (s) => s.context.period);
  return (
    <ExportDrawer
      {...props}
      page={reportExportDrawerPage}
      dateRange={props.dateRange ?? <PeriodText period={period} />}
    />
  );
}
