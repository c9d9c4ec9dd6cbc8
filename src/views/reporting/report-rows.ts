import type { GraphMetric, ReportGeneral } from '../../api/contract';
import type { ReportData, ReportVehicle } from '../../machines/reporting/reporting.types';

/** What a cell of the reporting tables shows. */
export type ReportValue =
  | { readonly kind: 'hours' | 'km' | 'litres'; readonly value: number }
  /** Electric locomotives: working hours, standing with engine on and fuel (spec 000 §2). */
  | { readonly kind: 'notApplicable' }
  /** Cranes: every row (spec 000 §2); also before the first answer. */
  | { readonly kind: 'placeholder' };

export interface ReportRow {
  readonly id: string;
  /** Key under `reporting:rows`. */
  readonly label: RowLabel;
  readonly value: ReportValue;
  /** Footnote 1 (status time) or 2 (mileage time). */
  readonly note?: 1 | 2;
}

export type RowLabel =
  | 'workingHours'
  | 'serviceHours'
  | 'standByHours'
  | 'fuel'
  | 'drivingHours'
  | 'perDay'
  | 'idleHours'
  | 'standbyAndIdle'
  | 'mileageKm';

export type TableId = 'working' | 'driving' | 'idle' | 'mileage';

export interface ReportTable {
  readonly id: TableId;
  /** The metric the table's graph button opens. */
  readonly metric: GraphMetric;
  readonly rows: readonly ReportRow[];
}

type Kind = 'hours' | 'km' | 'litres';

/** Days in the answered period, for the per-day averages. */
const periodDays = (report: ReportData): number =>
  Math.max(
    1,
    Math.round(
      (Date.parse(report.hours.period.endDate) - Date.parse(report.hours.period.startDate)) / 86_400_000,
    ) + 1,
  );

/**
 * The four figure tables of the reporting page (spec 000 §2 Reporting): cranes get placeholder rows,
 * electric locomotives 'not applicable' for working hours, standing with engine on and fuel; a missing
 * answer shows placeholders.
 */
export const reportTables = (vehicle: ReportVehicle | null, report: ReportData | null): ReportTable[] => {
  const general: ReportGeneral | null = vehicle?.isCrane ? null : (report?.hours.generalResponse ?? null);
  const days = report ? periodDays(report) : 1;
  const cell = (value: number | null | undefined, kind: Kind): ReportValue => {
    if (general === null) return { kind: 'placeholder' };
    if (value === null || value === undefined) return { kind: 'notApplicable' };
    return { kind, value: Math.max(0, value) };
  };
  const perDay = (value: number | null | undefined, kind: Kind): ReportValue =>
    cell(value === null || value === undefined ? value : value / days, kind);
  const g = general;
  return [
    {
      id: 'working',
      metric: 'workingHours',
      rows: [
        { id: 'working-total', label: 'workingHours', value: cell(g?.workingHours, 'hours'), note: 1 },
        { id: 'working-service', label: 'serviceHours', value: cell(g?.serviceHours, 'hours'), note: 1 },
        { id: 'working-standby', label: 'standByHours', value: cell(g?.standByHours, 'hours'), note: 1 },
        { id: 'working-fuel', label: 'fuel', value: cell(g?.fuelLitres, 'litres'), note: 2 },
      ],
    },
    {
      id: 'driving',
      metric: 'drivingHours',
      rows: [
        { id: 'driving-total', label: 'drivingHours', value: cell(g?.drivingHours, 'hours'), note: 1 },
        { id: 'driving-per-day', label: 'perDay', value: perDay(g?.drivingHours, 'hours') },
      ],
    },
    {
      id: 'idle',
      metric: 'idleHours',
      rows: [
        { id: 'idle-total', label: 'idleHours', value: cell(g?.idleHours, 'hours'), note: 1 },
        { id: 'idle-standby', label: 'standbyAndIdle', value: cell(g?.standbyAndIdle, 'hours'), note: 1 },
      ],
    },
    {
      id: 'mileage',
      metric: 'mileageKm',
      rows: [
        { id: 'mileage-total', label: 'mileageKm', value: cell(g?.mileageKm, 'km'), note: 2 },
        { id: 'mileage-per-day', label: 'perDay', value: perDay(g?.mileageKm, 'km') },
      ],
    },
  ];
};
