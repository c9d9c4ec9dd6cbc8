import { Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { failureStatus } from '../../../api/api-failure';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import type { ReportExportMachine } from '../../../machines/reporting/report-export.machine';
import {
  canStartExport,
  exportProgressOf,
  isExportablePeriod,
  selectAllState,
  visibleVehicles,
} from '../../../machines/reporting/report-export.rules';
import type { ExportChoice, ReportExportContext } from '../../../machines/reporting/report-export.types';
import { ReportExportDrawerView } from './report-export-drawer.view';
import {
  ReportExportOptionsView,
  type ExportOptionsError,
  type ExportOptionsPhase,
} from './report-export-options.view';

export type ReportExportActor = ActorRefFrom<ReportExportMachine>;

export interface ReportExportDrawerProps {
  /** The export machine's actor (the reporting page owns it; `user.openExport` opens the drawer). */
  readonly actor: ReportExportActor;
  /** The user's vehicles (cranes are left out); a change while open is handed to the machine. */
  readonly vehicles: readonly ExportChoice[];
  /** The period of the drawer's date range; a change while open is handed to the machine. */
  readonly period: ReportPeriod;
  /** The organisation's today: later days are blocked. */
  readonly today: IsoDay;
  /** The date-range picker; without one the period shows as text. */
  readonly dateRange?: ReactNode;
}

/** The open-drawer event the reporting toolbar's Export button sends. */
export const openReportExport = (vehicles: readonly ExportChoice[], period: ReportPeriod, today: IsoDay) =>
  ({ type: 'user.openExport', vehicles, period, today }) as const;

/** DD.MM.YYYY of a YYYY-MM-DD day. */
const germanDay = (day: IsoDay): string => day.split('-').reverse().join('.');

const phaseOf = (value: unknown): ExportOptionsPhase | null => {
  if (typeof value !== 'object' || value === null) return null;
  const active = (value as { active?: unknown }).active;
  if (typeof active !== 'object' || active === null) return null;
  return (active as { dialog?: ExportOptionsPhase }).dialog ?? null;
};

const errorOf = (context: ReportExportContext): ExportOptionsError | null => {
  const failure = context.failure;
  if (failure === null) return null;
  return failure.stage === 'fetch'
    ? { stage: 'fetch', status: failureStatus(failure.failure) }
    : { stage: 'build', message: failure.message };
};

/** Sends the prop's changes to the machine while the drawer is open (not the first render). */
const useChanged = <T,>(value: T, open: boolean, send: (value: T) => void) => {
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    if (open) send(value);
  }, [value, open, send]);
};

/**
 * The reporting export drawer, self-contained: give it the machine's actor, the vehicles, the period
 * and (once it exists) the date-range picker; the toolbar's Export button sends
 * `openReportExport(vehicles, period, today)` to the actor.
 */
export function ReportExportDrawer(props: ReportExportDrawerProps) {
  const { t } = useTranslation('reportExport');
  const { actor } = props;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const open = snapshot.hasTag('drawer');
  const phase = phaseOf(snapshot.value);
  useChanged(props.vehicles, open, (vehicles) => actor.send({ type: 'view.vehiclesChanged', vehicles }));
  useChanged(props.period, open, (period) =>
    actor.send({ type: 'view.periodChanged', period, today: props.today }),
  );
  const progress = exportProgressOf(context, phase === 'fetching' || phase === 'building' ? phase : 'other');
  return (
    <ReportExportDrawerView
      open={open}
      vehicles={visibleVehicles(context)}
      offeredCount={context.vehicles.length}
      selected={new Set(context.selected)}
      selectAll={selectAllState(context)}
      filter={context.filter}
      dateRange={
        props.dateRange ?? (
          <Flex align="center" gap="2">
            <Text as="span" size="1" color="gray">
              {t('drawer.period')}
            </Text>
            <Text size="2" data-testid="report-export-period">
              {t('drawer.periodText', {
                start: germanDay(context.period.startDate),
                end: germanDay(context.period.endDate),
              })}
            </Text>
          </Flex>
        )
      }
      periodInFuture={!isExportablePeriod(context.period, context.today)}
      canExport={canStartExport(context)}
      onToggle={(vehicleId) => actor.send({ type: 'user.toggleVehicle', vehicleId })}
      onSelectAll={(selected) => actor.send({ type: 'user.selectAll', selected })}
      onFilter={(text) => actor.send({ type: 'user.filterVehicles', text })}
      onExport={() => actor.send({ type: 'user.startExport' })}
      onClose={() => actor.send({ type: 'user.closeExport' })}
    >
      <ReportExportOptionsView
        open={phase !== null}
        phase={phase ?? 'choosing'}
        format={context.format}
        grouping={context.grouping}
        progress={progress}
        fileName={context.file?.fileName ?? null}
        error={errorOf(context)}
        onFormatChange={(format) => actor.send({ type: 'user.selectFormat', format })}
        onGroupingChange={(grouping) => actor.send({ type: 'user.selectGrouping', grouping })}
        onBuild={() => actor.send({ type: 'user.build' })}
        onDownload={() => actor.send({ type: 'user.download' })}
        onStop={() => actor.send({ type: 'user.cancelBuild' })}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onClose={() => actor.send({ type: 'user.closeOptions' })}
      />
    </ReportExportDrawerView>
  );
}
