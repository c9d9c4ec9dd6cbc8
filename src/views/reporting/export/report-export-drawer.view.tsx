import { Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from '../../../machines/reporting/report-export.types';
import {
  VehicleGridDrawer,
  type VehicleGridSelectionProps,
} from '../../shared/vehicle-grid-drawer/vehicle-grid-drawer.view';
import { VehicleGridPeriod } from '../../shared/vehicle-grid-drawer/vehicle-grid-period.view';
import './report-export.css';

export interface ReportExportDrawerViewProps extends VehicleGridSelectionProps<ExportChoice> {
  /**
   * The period: the date-range picker, or the period as text. It carries its own 'Period' label (the
   * picker's, as in the toolbar): the drawer adds none, or the word would show twice.
   */
  readonly dateRange: ReactNode;
  /** The period reaches past today (the picker blocks it; said here in case). */
  readonly periodInFuture: boolean;
  readonly canExport: boolean;
  readonly onExport: () => void;
  /** The options dialog over the drawer. */
  readonly children?: ReactNode;
}

const CLASS_NAMES = {
  head: 'report-export-head',
  body: 'report-export-body',
  grid: 'report-export-grid',
  vehicle: 'report-export-vehicle',
} as const;
const TEST_IDS = { drawer: 'report-export-drawer', selectAll: 'report-export-select-all' } as const;

/**
 * The reporting export drawer (spec 000 §2 Reporting, §9: at most 868 px wide): select-all, a name
 * filter, the period, a grid of the vehicles (no cranes) and the Export button that opens the options
 * dialog. Pure props.
 */
export function ReportExportDrawerView(props: ReportExportDrawerViewProps) {
  const { t } = useTranslation('reportExport');
  return (
    <VehicleGridDrawer
      {...props}
      text={(key, counts) => t(`drawer.${key}`, counts)}
      testIds={TEST_IDS}
      classNames={CLASS_NAMES}
      periodSlot={<VehicleGridPeriod {...props} futureWarning={t('drawer.periodInFuture')} />}
      foot={
        <Flex className="report-export-foot" justify="end">
          <Button
            onClick={props.onExport}
            disabled={!props.canExport}
            data-testid="report-export-open-options"
          >
            {t('drawer.export')}
          </Button>
        </Flex>
      }
    />
  );
}
