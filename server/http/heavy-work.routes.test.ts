import { expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/contract';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { GW } from '../fleet/test-fleet';
import { orgPath } from '../logbook/test-logbook';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';

const ORG = DEMO_ORGANISATIONS[0].id;
const ENTRY = '0b7c1c2e-4f7a-4d4e-9a35-7d2b6b3e9f10';
const READ = { read: true, create: true };
const PERIOD = 'start=2026-03-01&end=2026-03-31';

/** A well-formed request of each heavy operation (what it finds does not matter: its turn does). */
const REQUESTS: Readonly<Record<string, { method: string; path: string; body?: unknown }>> = {
  getReport: { method: 'GET', path: `${GW}/reports/1/days?${PERIOD}` },
  getReportingHoursData: {
    method: 'GET',
    path: `${GW}/reports/1/hours?startDate=2026-03-01&endDate=2026-03-31`,
  },
  getGraph: { method: 'GET', path: `${GW}/reports/1/graph?${PERIOD}&metric=mileageKm` },
  getPieChart: { method: 'GET', path: `${GW}/reports/1/pie?${PERIOD}` },
  exportById: { method: 'GET', path: `${GW}/reports/export?${PERIOD}&vehicleIds=1,2` },
  exportByMetric: {
    method: 'GET',
    path: `${GW}/reports/export/by-metric?${PERIOD}&vehicleIds=1&metric=mileageKm`,
  },
  getTracks: { method: 'GET', path: `${GW}/reports/1/tracks?${PERIOD}` },
  getHeatmap: { method: 'GET', path: `${GW}/reports/1/heatmap?${PERIOD}` },
  getReplayChunk: {
    method: 'GET',
    path: `${GW}/reports/replay/positions?vehicleIds=1,2&from=2026-03-08T10:00:00Z&to=2026-03-08T16:00:00Z`,
  },
  exportNotifications: {
    method: 'GET',
    path: `${GW}/notifications/export?vehicleIds=1&startDate=2026-03-01&endDate=2026-03-31`,
  },
  syncLogbookEntries: {
    method: 'POST',
    path: `${orgPath(ORG)}/entries/sync`,
    body: { items: [{ kind: 'delete', logbookEntryId: ENTRY }] },
  },
  deleteLogbookEntries: { method: 'POST', path: `${orgPath(ORG)}/entries/delete`, body: { ids: [ENTRY] } },
  getLogbookEntryDocument: { method: 'GET', path: `${orgPath(ORG)}/entries/${ENTRY}/document` },
  createLogbookExport: {
    method: 'POST',
    path: `${orgPath(ORG)}/exports`,
    body: { filter: '', format: 'csv', language: 'en-GB' },
  },
  getLogbookExport: { method: 'GET', path: `${orgPath(ORG)}/exports/${ENTRY}` },
};

/**
 * Issue 38: every heavy operation of the contract counts against its caller. With one request in
 * flight and two a minute per caller, each operation's first two requests are served one after the
 * other (each gave its turn back, streamed answers and failures included) and its third is refused
 * with 429, `Retry-After` and the code the client backs off on; another caller is served meanwhile.
 */
describeEachDatabase(
  'heavy work per caller (issue 38)',
  (getCtx) => {
    const heavy = allEndpoints.filter((e) => e.heavy === true);
    const accountFor = async () => {
      const { db, app } = getCtx();
      const rights = { 'gateway/telematics': READ, logbook_entries: READ, 'logbook_entries/comments': READ };
      const { accountName, password } = await createTestAccount(db, { organisations: [ORG], rights });
      return (await sessionFor(app, accountName, password)).accessToken;
    };
    it('names a request for every heavy operation and publishes its 429 in OpenAPI', async () => {
      expect(heavy.map((e) => e.operationId).sort()).toEqual(Object.keys(REQUESTS).sort());
      const spec = (await call(getCtx().app, 'GET', '/api/openapi.json')).body as {
        paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
      };
      for (const e of heavy)
        expect(
          spec.paths[e.path]?.[e.method.toLowerCase()]?.responses['429']?.headers,
          e.operationId,
        ).toHaveProperty('Retry-After');
    });

    it.each(Object.entries(REQUESTS))(
      '%s: two served in turn, the third refused with Retry-After',
      async (operation, r) => {
        const { app } = getCtx();
        const [accessToken, other] = [await accountFor(), await accountFor()];
        const send = (token: string) =>
          call(app, r.method, r.path, {
            accessToken: token,
            ...(r.body === undefined ? {} : { body: r.body }),
          });
        for (const round of [1, 2]) {
          const served = await send(accessToken);
          expect(served.status, `${operation} #${round}: ${JSON.stringify(served.body)}`).not.toBe(429);
          expect(served.status, `${operation} #${round}: ${JSON.stringify(served.body)}`).toBeLessThan(500);
        }
        const refused = await send(accessToken);
        expect(refused.status, operation).toBe(429);
        expect(refused.body).toMatchObject({ error: 'too_many_requests' });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect((await send(other)).status, `${operation}: another caller`).not.toBe(429);
      },
    );

    it('counts the refusals in the metrics', async () => {
      const text = await getCtx().metrics.registry.metrics();
      expect(text).toMatch(/portal_heavy_requests_refused_total\{reason="per_minute"\} (\d+)/);
      const refused = Number(
        /portal_heavy_requests_refused_total\{reason="per_minute"\} (\d+)/.exec(text)?.[1],
      );
      expect(refused).toBeGreaterThanOrEqual(Object.keys(REQUESTS).length);
      expect(text).toMatch(/portal_heavy_requests\{state="running"\} 0/);
    });
  },
  { env: { HEAVY_IN_FLIGHT_PER_CALLER: '1', HEAVY_PER_MINUTE_PER_CALLER: '2', HEAVY_RUNNING: '1' } },
);
