import type { Language, LogbookEntry } from '../../../src/api/contract';
import { formatBoolean, formatCode, formatInstant, formatNumber } from './export-format';
import { FIELD_TITLES, textIn, type FieldKey } from './export-texts';

/** What a column holds; the CSV writes it as text, the spreadsheet as a typed cell. */
export type ColumnKind = 'text' | 'count' | 'instant' | 'boolean' | 'code' | 'codes';

type ValueOf<K extends ColumnKind> = K extends 'count'
  ? number | null
  : K extends 'boolean'
    ? boolean | null
    : K extends 'codes'
      ? readonly string[]
      : string | null;

export interface ExportColumn<K extends ColumnKind = ColumnKind> {
  readonly key: FieldKey;
  readonly kind: K;
  readonly read: (entry: LogbookEntry) => ValueOf<K>;
  /** Shown only to callers with comments read (spec 001 §2, §6). */
  readonly needsCommentsRead?: true;
}

const column = <K extends ColumnKind>(
  key: FieldKey,
  kind: K,
  read: (entry: LogbookEntry) => ValueOf<K>,
  needsCommentsRead?: true,
): ExportColumn => ({ key, kind, read, ...(needsCommentsRead ? { needsCommentsRead } : {}) });

/**
 * One row per entry: first the list's columns (spec 001 §2), then the entry's sections in the order of
 * the form (§3). Ids stay, so a file can be matched with the portal.
 */
const ALL_COLUMNS: readonly ExportColumn[] = [
  column('logbookEntryId', 'text', (e) => e.header.logbookEntryId),
  column('vehicleIdRef', 'count', (e) => e.header.vehicleIdRef),
  column('status', 'code', (e) => e.header.status),
  column('entryState', 'code', (e) => e.header.entryState),
  column('creatorAccountFirstName', 'text', (e) => e.header.creatorAccountFirstName),
  column('creatorAccountLastName', 'text', (e) => e.header.creatorAccountLastName),
  column('createTimestamp', 'instant', (e) => e.header.createTimestamp),
  column('commentsCount', 'count', (e) => e.header.commentsCount, true),
  column('lastComment', 'text', (e) => e.lastComment?.remarks ?? null, true),
  column('defectsState', 'code', (e) => e.defects?.state ?? null),
  column('referenceTimestamp', 'instant', (e) => e.header.referenceTimestamp),
  column('referenceLocation', 'text', (e) => e.header.referenceLocation),
  column('remarks', 'text', (e) => e.header.remarks),
  column('hydraulicsState', 'code', (e) => e.vehicleState.hydraulicsState),
  column('vehicleOperatingHours_h', 'count', (e) => e.vehicleState.vehicleOperatingHours_h),
  column('mileage_km', 'count', (e) => e.vehicleState.mileage_km),
  column('fuelFillingLevel_l', 'count', (e) => e.vehicleState.fuelFillingLevel_l),
  column('fuelAdded_l', 'count', (e) => e.vehicleState.fuelAdded_l),
  column('sandState', 'code', (e) => e.vehicleState.sandState),
  column('isSandAdded', 'boolean', (e) => e.vehicleState.isSandAdded),
  column('motorOilState', 'code', (e) => e.vehicleState.motorOilState),
  column('motorOilAdded_l', 'count', (e) => e.vehicleState.motorOilAdded_l),
  column('inspectionPerformedTimestamp_A1', 'instant', (e) => e.inspections.inspectionPerformedTimestamp_A1),
  column('inspectionPerformedTimestamp_V1', 'instant', (e) => e.inspections.inspectionPerformedTimestamp_V1),
  column('inspectionPerformedTimestamp_V3', 'instant', (e) => e.inspections.inspectionPerformedTimestamp_V3),
  column('inspectionPerformedTimestamp_F1', 'instant', (e) => e.inspections.inspectionPerformedTimestamp_F1),
  column('selectedV', 'code', (e) => e.inspections.selectedV),
  column('defectsDescription', 'text', (e) => e.defects?.description ?? null),
  column('defectsMeasures', 'text', (e) => e.defects?.measuresDescription ?? null),
  column('stoppageStart', 'instant', (e) => e.stoppage?.startTimestamp ?? null),
  column('stoppageEnd', 'instant', (e) => e.stoppage?.endTimestamp ?? null),
  column('stoppageLocation', 'text', (e) => e.stoppage?.vehicleLocation ?? null),
  column('trainNumber', 'text', (e) => e.stoppage?.trainNumber ?? null),
  column('trainWeight_t', 'count', (e) => e.stoppage?.trainWeight_t ?? null),
  column('stoppageState', 'code', (e) => e.stoppage?.state ?? null),
  column('lastOperationMode', 'code', (e) => e.stoppage?.lastOperationMode ?? null),
  column('wasAuxiliaryVehicleUsed', 'boolean', (e) => e.stoppage?.wasAuxiliaryVehicleUsed ?? null),
  column('errorCodesDescription', 'text', (e) => e.stoppage?.errorCodesDescription ?? null),
  column('stoppageDescription', 'text', (e) => e.stoppage?.description ?? null),
  column('stoppageMeasures', 'text', (e) => e.stoppage?.measuresDescription ?? null),
  column('stoppageRemarks', 'text', (e) => e.stoppage?.remarks ?? null),
  column('affectedComponents', 'codes', (e) => e.stoppage?.affectedComponents ?? []),
  column('lastUpdateTimestamp', 'instant', (e) => e.lastUpdateTimestamp),
];

/** The columns a caller gets: the comment columns only with comments read. */
export const exportColumns = (canReadComments: boolean): readonly ExportColumn[] =>
  ALL_COLUMNS.filter((c) => canReadComments || !c.needsCommentsRead);

export const columnTitle = (c: ExportColumn, language: Language): string =>
  textIn(language, FIELD_TITLES[c.key]);

/** A value as the text a CSV cell (and the entry document) shows; '' for none. */
export const cellText = (c: ExportColumn, entry: LogbookEntry, language: Language): string => {
  const value = c.read(entry);
  switch (c.kind) {
    case 'count':
      return formatNumber(value as number | null, language);
    case 'instant':
      return formatInstant(value as string | null, language);
    case 'boolean':
      return formatBoolean(value as boolean | null, language);
    case 'code':
      return formatCode(value as string | null, language);
    case 'codes':
      return (value as readonly string[]).map((code) => formatCode(code, language)).join(', ');
    case 'text':
      return (value as string | null) ?? '';
  }
};
