import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Queryable } from '../../db/db';
import type { LogbookEntry } from '../../../src/api/contract';

/**
 * Logbook rows written straight into the tables, for the export and document tests and the export
 * benchmark: thousands of entries in a second, independent of the entry operations' own rules.
 */

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A real, decodable greyscale PNG of the given size with a diagonal stroke: a "signature". */
export const testPng = (width = 120, height = 40): Uint8Array => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const raw = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    const x = Math.floor((y / height) * width);
    raw[y * (width + 1) + 1 + x] = 0;
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

export interface TestEntry {
  readonly id: string;
  readonly organisationId: string;
  readonly vehicleId: number;
  readonly status: 'created' | 'finalized';
  readonly remarks: string | null;
  readonly referenceTs: Date;
  readonly createdAt: Date;
  readonly mileageKm: number;
  readonly defects: {
    description: string;
    measuresDescription: string | null;
    state: 'open' | 'resolved';
  } | null;
  readonly stoppage: boolean;
}

export interface TestEntryOptions {
  readonly organisationId: string;
  readonly vehicleId: number;
  readonly authorAccountId?: string | null;
  readonly count: number;
  /** The first entry's creation time; each next one is a minute later. */
  readonly start?: Date;
  /** Per index: the remarks (default: plain text with umlauts). */
  readonly remarks?: (index: number) => string | null;
}

const BASE = Date.UTC(2026, 9, 1, 6, 0);

const entryOf = (options: TestEntryOptions, i: number): TestEntry => {
  const createdAt = new Date((options.start?.getTime() ?? BASE) + i * 60_000);
  return {
    id: randomUUID(),
    organisationId: options.organisationId,
    vehicleId: options.vehicleId,
    status: i % 3 === 0 ? 'created' : 'finalized',
    remarks: options.remarks ? options.remarks(i) : `Übergabe Nr. ${i} in Görlitz`,
    referenceTs: new Date(createdAt.getTime() - 30 * 60_000),
    createdAt,
    mileageKm: 120_000 + i * 37,
    defects:
      i % 4 === 1
        ? {
            description: `Bremse quietscht (${i})`,
            measuresDescription: 'Nachgestellt',
            state: i % 8 === 1 ? 'open' : 'resolved',
          }
        : null,
    stoppage: i % 5 === 2,
  };
};

const COLUMNS = `id, organisation_id, vehicle_id, author_account_id, creator_first_name, creator_last_name,
  status, remarks, reference_ts, reference_location, entry_state, vehicle_state, inspections, defects,
  stoppage, defects_state, inspection_a1_ts, signature_png, finalized_at, comments_count, created_at, updated_at`;
const PER_ROW = 22;

const rowValues = (e: TestEntry, author: string | null, png: Uint8Array): unknown[] => [
  e.id,
  e.organisationId,
  e.vehicleId,
  author,
  'Jörg',
  'Müller',
  e.status,
  e.remarks,
  e.referenceTs,
  'Görlitz Gbf',
  e.defects?.state ?? null,
  JSON.stringify({
    hydraulicsState: 'ok',
    vehicleOperatingHours_h: 15_000 + Math.round(e.mileageKm / 100),
    mileage_km: e.mileageKm,
    fuelFillingLevel_l: 2500,
    fuelAdded_l: 1250,
    sandState: 'not_ok',
    isSandAdded: true,
    motorOilState: 'ok',
    motorOilAdded_l: null,
  }),
  JSON.stringify({
    inspectionPerformedTimestamp_A1: e.referenceTs.toISOString(),
    inspectionPerformedTimestamp_V1: e.referenceTs.toISOString(),
    inspectionPerformedTimestamp_V3: null,
    inspectionPerformedTimestamp_F1: null,
    selectedV: 'V1',
  }),
  e.defects === null ? null : JSON.stringify(e.defects),
  e.stoppage
    ? JSON.stringify({
        startTimestamp: e.referenceTs.toISOString(),
        endTimestamp: null,
        vehicleLocation: 'Dresden-Friedrichstadt',
        trainNumber: 'GAG 47111',
        trainWeight_t: 1850,
        state: 'open',
        lastOperationMode: 'remote_control',
        wasAuxiliaryVehicleUsed: false,
        errorCodesDescription: 'E-204',
        description: 'Motor startet nicht',
        measuresDescription: null,
        remarks: null,
        affectedComponents: ['engine', 'battery'],
      })
    : null,
  e.defects?.state ?? null,
  e.referenceTs,
  e.status === 'finalized' ? Buffer.from(png) : null,
  e.status === 'finalized' ? e.createdAt : null,
  0,
  e.createdAt,
  e.createdAt,
];

/** Inserts `count` entries in multi-row statements of 500 and returns them in creation order. */
export const insertTestEntries = async (q: Queryable, options: TestEntryOptions): Promise<TestEntry[]> => {
  const entries = Array.from({ length: options.count }, (_, i) => entryOf(options, i));
  const png = testPng();
  for (let from = 0; from < entries.length; from += 500) {
    const batch = entries.slice(from, from + 500);
    const values = batch
      .map((_, r) => `(${Array.from({ length: PER_ROW }, (_, c) => `$${r * PER_ROW + c + 1}`).join(', ')})`)
      .join(', ');
    await q.query(
      `INSERT INTO logbook_entries (${COLUMNS}) VALUES ${values}`,
      batch.flatMap((e) => rowValues(e, options.authorAccountId ?? null, png)),
    );
  }
  return entries;
};

/** A comment on an entry (its count kept in step), with a signature image. */
export const insertTestComment = async (
  q: Queryable,
  entryId: string,
  comment: { remarks: string; createdAt: Date; newEntryState?: 'open' | 'resolved' | null },
): Promise<string> => {
  const id = randomUUID();
  await q.query(
    `INSERT INTO logbook_comments (id, entry_id, author_account_id, creator_first_name, creator_last_name,
       remarks, new_entry_state, resolve_all_prior_defects, signature_png, created_at)
     VALUES ($1, $2, NULL, 'Änne', 'Weiß', $3, $4, false, $5, $6)`,
    [
      id,
      entryId,
      comment.remarks,
      comment.newEntryState ?? null,
      Buffer.from(testPng(90, 30)),
      comment.createdAt,
    ],
  );
  await q.query('UPDATE logbook_entries SET comments_count = comments_count + 1 WHERE id = $1', [entryId]);
  return id;
};

/** A complete entry as the contract answers it, with text that tests quoting and injection. */
export const sampleLogbookEntry = (overrides: Partial<LogbookEntry['header']> = {}): LogbookEntry => ({
  version: 1,
  header: {
    logbookEntryId: '0b8c3f0e-1111-4222-8333-444455556666',
    vehicleIdRef: 203,
    status: 'finalized',
    remarks: '=HYPERLINK("http://evil.example"); Übergabe, "alles" gut\nzweite Zeile',
    referenceTimestamp: '2026-11-20T07:15:00.000Z',
    referenceLocation: 'Görlitz',
    entryState: 'open',
    creatorAccountFirstName: 'Jörg',
    creatorAccountLastName: 'Müller',
    createTimestamp: '2026-11-20T07:20:00.000Z',
    commentsCount: 2,
    ...overrides,
  },
  vehicleState: {
    hydraulicsState: 'ok',
    vehicleOperatingHours_h: 15234,
    mileage_km: 123456,
    fuelFillingLevel_l: 2500,
    fuelAdded_l: 1000,
    sandState: 'not_ok',
    isSandAdded: true,
    motorOilState: 'ok',
    motorOilAdded_l: null,
  },
  inspections: {
    inspectionPerformedTimestamp_A1: '2026-11-20T06:00:00.000Z',
    inspectionPerformedTimestamp_V1: '2026-11-20T06:30:00.000Z',
    inspectionPerformedTimestamp_V3: null,
    inspectionPerformedTimestamp_F1: null,
    selectedV: 'V1',
  },
  defects: { description: 'Bremse quietscht', measuresDescription: null, state: 'open' },
  stoppage: {
    startTimestamp: '2026-11-20T05:00:00.000Z',
    endTimestamp: null,
    vehicleLocation: 'Dresden',
    trainNumber: '-47111',
    trainWeight_t: 1850,
    state: 'open',
    lastOperationMode: 'remote_control',
    wasAuxiliaryVehicleUsed: false,
    errorCodesDescription: '@E-204',
    description: 'Motor startet nicht',
    measuresDescription: null,
    remarks: null,
    affectedComponents: ['engine', 'battery'],
  },
  hasSignatureImage: true,
  lastComment: {
    remarks: '+Erledigt',
    creatorAccountFirstName: 'Änne',
    creatorAccountLastName: 'Weiß',
    createTimestamp: '2026-11-21T10:00:00.000Z',
  },
  lastUpdateTimestamp: '2026-11-20T07:20:00.000Z',
});
