import {
  ExportDrawerWithPeriod,
  type ExportDrawerWithPeriodProps,
} from '../../shared/export-drawer/export-drawer.screen';
import { reportExportDrawerPage } from './report-export-drawer.screen';

export type ReportExportWithPeriodProps = Omit<ExportDrawerWithPeriodProps, 'page'>;

/** The reporting export drawer with its own date range while it is open (see `ExportDrawerWithPeriod`). */
export function ReportExportWithPeriod(props: ReportExportWithPeriodProps) {
  return <ExportDrawerWithPeriod {...props} page={reportExportDrawerPage} />;
}
