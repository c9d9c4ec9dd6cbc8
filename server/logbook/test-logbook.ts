import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { demoSignaturePng } from '../demo/logbook-signature';
import { call, type TestResponse } from '../test-support/http-client';
import { GW } from '../fleet/test-fleet';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';

export const SIGNATURE = Buffer.from(demoSignaturePng(3)).toString('base64');

export const orgPath = (organisationId: string) => `${GW}/organisations/${organisationId}`;

/** A complete entry that passes the strict finalise rules, referenced at `referenceTimestamp`. */
export const fullEntry = (
  vehicleId: number,
  referenceTimestamp: string,
  extra: Record<string, unknown> = {},
) => {
  const ref = Date.parse(referenceTimestamp);
  const before = (minutes: number) => new Date(ref - minutes * 60_000).toISOString();
  return {
    header: { vehicleIdRef: vehicleId, remarks: 'Test', referenceTimestamp, referenceLocation: 'Hamburg' },
    vehicleState: {
      hydraulicsState: 'ok',
      vehicleOperatingHours_h: 1200,
      mileage_km: 50_000,
      fuelFillingLevel_l: 2000,
      fuelAdded_l: 0,
      sandState: 'ok',
      motorOilState: 'ok',
    },
    inspections: {
      inspectionPerformedTimestamp_A1: before(30),
      inspectionPerformedTimestamp_V1: before(20),
      selectedV: 'V1',
    },
    defects: null,
    stoppage: null,
    ...extra,
  };
};

/** The update body for an entry made with {@link fullEntry}. */
export const asUpdate = (entry: ReturnType<typeof fullEntry>) => ({
  entry: {
    ...entry,
    header: { remarks: entry.header.remarks, referenceLocation: entry.header.referenceLocation },
  },
});

export interface Logbook {
  create(token: string, entry: unknown, id?: string, org?: string): Promise<TestResponse & { id: string }>;
  get(token: string, id: string, org?: string): Promise<TestResponse>;
  list(token: string, query?: string, org?: string): Promise<TestResponse>;
  update(token: string, id: string, body: unknown, org?: string): Promise<TestResponse>;
  finalize(token: string, id: string, signatureImage?: string, org?: string): Promise<TestResponse>;
  remove(token: string, id: string, org?: string): Promise<TestResponse>;
  comment(token: string, id: string, body: Record<string, unknown>, org?: string): Promise<TestResponse>;
  /** Pushes offline work (syncLogbookEntries). */
  sync(token: string, items: readonly unknown[], org?: string): Promise<TestResponse>;
}

/** Calls of the logbook API for tests, in `organisationId` unless told otherwise. */
export const logbookClient = (app: Hono, organisationId: string): Logbook => {
  const p = (org?: string) => orgPath(org ?? organisationId);
  return {
    create: async (accessToken, entry, id = randomUUID(), org) => ({
      ...(await call(app, 'POST', `${p(org)}/entries`, { accessToken, body: { logbookEntryId: id, entry } })),
      id,
    }),
    get: (accessToken, id, org) => call(app, 'GET', `${p(org)}/entries/${id}`, { accessToken }),
    list: (accessToken, query = '', org) => call(app, 'GET', `${p(org)}/entries${query}`, { accessToken }),
    update: (accessToken, id, body, org) =>
      call(app, 'PUT', `${p(org)}/entries/${id}`, { accessToken, body }),
    finalize: (accessToken, id, signatureImage = SIGNATURE, org) =>
      call(app, 'POST', `${p(org)}/entries/${id}/finalize`, { accessToken, body: { signatureImage } }),
    remove: (accessToken, id, org) => call(app, 'DELETE', `${p(org)}/entries/${id}`, { accessToken }),
    comment: (accessToken, id, body, org) =>
      call(app, 'POST', `${p(org)}/entries/${id}/comments`, {
        accessToken,
        body: { signatureImage: SIGNATURE, ...body },
      }),
    sync: (accessToken, items, org) =>
      call(app, 'POST', `${p(org)}/entries/sync`, { accessToken, body: { items } }),
  };
};

/** A sync item saving `entry` under `id` from `baseVersion` (null: never seen on the server). */
export const saveItem = (
  id: string,
  entry: ReturnType<typeof fullEntry>,
  baseVersion: number | null = null,
  signatureImage?: string,
) => ({
  kind: 'save' as const,
  logbookEntryId: id,
  baseVersion,
  entry,
  ...(signatureImage === undefined ? {} : { signatureImage }),
});

/** A sync item deleting the entry `id`. */
export const deleteItem = (id: string) => ({ kind: 'delete' as const, logbookEntryId: id });

/** A finalised entry of the fuzz account, so the fuzz reaches the logbook's own checks (its id). */
export const fuzzLogbookEntry = async (
  app: Hono,
  authorization: string,
  vehicleId: number,
): Promise<string> => {
  const id = randomUUID();
  const headers = { authorization, 'content-type': 'application/json' };
  const base = `http://portal.test${orgPath(DEMO_ORGANISATIONS[0].id)}/entries`;
  const entry = fullEntry(vehicleId, '2026-03-01T08:00:00.000Z');
  await app.request(base, { method: 'POST', headers, body: JSON.stringify({ logbookEntryId: id, entry }) });
  await app.request(`${base}/${id}/finalize`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ signatureImage: SIGNATURE }),
  });
  return id;
};
