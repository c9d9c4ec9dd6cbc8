import type { Language, LogbookEntry, Restriction } from '../../../src/api/contract';
import type { Db } from '../../db/db';
import { readRestrictionHistory } from '../../fleet/restrictions/restriction-store';
import { formatInstant, spreadsheetDate, SPREADSHEET_FORMATS } from './export-format';
import { textIn, type Texts } from './export-texts';
import type { ExtraSheet } from './xlsx-export';

/**
 * The restriction notices of the exported entries' vehicles (issue 30 §2: "history per vehicle is listed
 * and exported with the logbook"): a second sheet of the spreadsheet export, every restriction of each
 * vehicle, active and ended, oldest first, with who attached, acknowledged and lifted it. The CSV export
 * stays one table (the spec's columns); its restrictions are in the spreadsheet.
 */
export const RESTRICTION_SHEET_TEXTS = {
  title: { de: 'Einschränkungen', en: 'Restrictions' },
  vehicle: { de: 'Fahrzeug', en: 'Vehicle' },
  vehicleId: { de: 'Fahrzeug-ID', en: 'Vehicle ID' },
  text: { de: 'Einschränkung', en: 'Restriction' },
  speedLimit: { de: 'Höchstgeschwindigkeit (km/h)', en: 'Speed limit (km/h)' },
  validUntil: { de: 'Gültig bis', en: 'Valid until' },
  createdAt: { de: 'Erfasst am', en: 'Attached' },
  createdBy: { de: 'Erfasst von', en: 'Attached by' },
  state: { de: 'Status', en: 'State' },
  active: { de: 'Aktiv', en: 'Active' },
  lifted: { de: 'Aufgehoben', en: 'Lifted' },
  expired: { de: 'Abgelaufen', en: 'Expired' },
  liftedAt: { de: 'Aufgehoben am', en: 'Lifted at' },
  liftedBy: { de: 'Aufgehoben von', en: 'Lifted by' },
  liftRemark: { de: 'Bemerkung zur Aufhebung', en: 'Lifting remark' },
  acknowledgements: { de: 'Zur Kenntnis genommen', en: 'Acknowledged by' },
} as const satisfies Record<string, Texts>;

/** Collects the vehicles of the entries as they stream past (the sheet lists theirs). */
export const collectVehicles = (
  batches: AsyncIterable<readonly LogbookEntry[]>,
): { readonly batches: AsyncIterable<readonly LogbookEntry[]>; readonly vehicleIds: () => number[] } => {
  const seen = new Set<number>();
  return {
    batches: {
      async *[Symbol.asyncIterator]() {
        for await (const batch of batches) {
          for (const entry of batch) seen.add(entry.header.vehicleIdRef);
          yield batch;
        }
      },
    },
    vehicleIds: () => [...seen].sort((a, b) => a - b),
  };
};

const stateOf = (r: Restriction): Texts =>
  r.active
    ? RESTRICTION_SHEET_TEXTS.active
    : r.lifted
      ? RESTRICTION_SHEET_TEXTS.lifted
      : RESTRICTION_SHEET_TEXTS.expired;

/** The sheet for `vehicleIds` (none of them restricted: the titles alone, so the sheet says "none"). */
export const restrictionSheet = async (
  db: Db,
  vehicleIds: readonly number[],
  language: Language,
  now: Date,
): Promise<ExtraSheet> => {
  const t = (texts: Texts) => textIn(language, texts);
  const restrictions = await readRestrictionHistory(db, vehicleIds, now);
  const names = new Map(
    (
      await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM vehicles WHERE id = ANY($1::int[])',
        [[...new Set(restrictions.map((r) => r.vehicleId))]],
      )
    ).map((v) => [v.id, v.name]),
  );
  const instant = SPREADSHEET_FORMATS.instant(language);
  const T = RESTRICTION_SHEET_TEXTS;
  return {
    title: t(T.title),
    columns: [
      { header: t(T.vehicle), width: 18 },
      { header: t(T.vehicleId), width: 11 },
      { header: t(T.text), width: 40 },
      { header: t(T.speedLimit), width: 14 },
      { header: t(T.validUntil), width: 17, numFmt: instant },
      { header: t(T.createdAt), width: 17, numFmt: instant },
      { header: t(T.createdBy), width: 20 },
      { header: t(T.state), width: 12 },
      { header: t(T.liftedAt), width: 17, numFmt: instant },
      { header: t(T.liftedBy), width: 20 },
      { header: t(T.liftRemark), width: 30 },
      { header: t(T.acknowledgements), width: 50 },
    ],
    rows: restrictions.map((r) => [
      names.get(r.vehicleId) ?? null,
      r.vehicleId,
      r.text,
      r.speedLimitKmh,
      spreadsheetDate(r.validUntil),
      spreadsheetDate(r.created.at),
      r.created.by.name,
      t(stateOf(r)),
      spreadsheetDate(r.lifted?.at ?? null),
      r.lifted?.by.name ?? null,
      r.lifted?.remark || null,
      r.acknowledgements.map((a) => `${a.by.name} (${formatInstant(a.at, language)})`).join(', ') || null,
    ]),
  };
};
