import { Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { IsoDay, ReportPeriod } from '../../../api/contract';
import type { ReportExportMachine } from '../../../machines/reporting/report-export.machine';
import { canStartExport, exportProgressOf } from '../../../machines/reporting/report-export.rules';
import type { ExportChoice } from '../../../machines/reporting/report-export.types';
import {
  exportDrawerSelection,
  exportErrorOf,
  useChangedWhileOpen,
} from '../../shared/export-drawer/export-drawer-selection';
import { ReportExportDrawerView } from './report-export-drawer.view';
import { ReportExportOptionsView, type ExportOptionsPhase } from './report-export-options.view';

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
  useChangedWhileOpen(props.vehicles, open, (vehicles) =>
    actor.send({ type: 'view.vehiclesChanged', vehicles }),
  );
  useChangedWhileOpen(props.period, open, (period) =>
    actor.send({ type: 'view.periodChanged', period, today: props.today }),
  );
  const progress = {
    ...exportProgressOf(context, phase === 'fetching' || phase === 'building' ? phase : 'other'),
    waitSeconds: context.waitSeconds,
  };
  return (
    <ReportExportDrawerView
      open={open}
      {...exportDrawerSelection(context, (event) => actor.send(event))}
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
      canExport={canStartExport(context)}
      onExport={() => actor.send({ type: 'user.startExport' })}
    >
      <ReportExportOptionsView
        open={phase !== null}
        phase={phase ?? 'choosing'}
        format={context.format}
        grouping={context.grouping}
        progress={progress}
        fileName={context.file?.fileName ?? null}
        error={exportErrorOf(context.failure)}
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
