import { FastCheck as fc } from 'effect';
import { beforeAll, expect, it } from 'vitest';
import { allEndpoints, type AnyEndpoint } from '../../src/api/contract';
import { createTestFleet, type TestFleet } from '../fleet/test-fleet';
import { requestsFor, type FuzzRequest, type KnownValues } from '../test-support/contract-arbitraries';
import { attacksOn } from '../test-support/contract-attacks';
import { basicAuth, call, sessionFor, userTokenFor, accessTokenFrom } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { fuzzLogbookEntry } from '../logbook/test-logbook';
import { describeEachDatabase } from '../test-support/test-databases';

/**
 * The HTTP surface as a property: for every operation of the contract, requests with every path
 * parameter, query parameter and body field valid-shaped or hostile (NUL, lone surrogates, 100,000
 * characters, numbers past every bound, wrong types, 10,000 levels of nesting, bodies over the limit,
 * forged credentials) never get a 5xx, never an answer over a size bound, and leave the server
 * healthy. Seeded: `FUZZ_SEED=<seed>` replays a failure (fast-check prints the seed and the
 * shrunk request), `FUZZ_RUNS` sets the runs per operation.
 *
 * It runs on the PostgreSQL server only: its subject is the HTTP layer (decoding, validation, error
 * answers), which is the same over either database, and hostile values are refused before a query
 * (`hostile-input.ts`); on PGlite the same requests took twice as long (190 s against 88 s on a busy
 * machine, 2026-11-29), two thirds of the suite's time. Every other suite runs on both.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_122);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 15);
/** No error answer may be larger (echoed values are cut, issue lists bounded). */
const MAX_ERROR_BYTES = 8 * 1024;
/** No answer at all may be larger with the suite's small fleet. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** Logging out revokes the fuzz session: it goes last, so the other operations run logged in. */
const operations: readonly AnyEndpoint[] = [
  ...allEndpoints.filter((e) => e.operationId !== 'revokeRefreshToken'),
  ...allEndpoints.filter((e) => e.operationId === 'revokeRefreshToken'),
];

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} body ${request.body?.slice(0, 200) ?? '(none)'}`;

describeEachDatabase('the HTTP surface under generated hostile requests', (getCtx) => {
  let fleet: TestFleet;
  const credentials: Record<string, string | undefined> = {};
  let known: KnownValues = {};
  beforeAll(async () => {
    const { app, db } = getCtx();
    fleet = await createTestFleet(db, 'fuzz');
    // An account of its own: the fuzz locks it out, changes its settings and logs it out.
    const account = await createTestAccount(db, {
      rights: {
        'gateway/telematics': { read: true, create: true },
        logbook_entries: { read: true, create: true },
        'logbook_entries/comments': { read: true, create: true },
      },
    });
    const userToken = await userTokenFor(app, account.accountName, account.password);
    credentials['userToken'] = basicAuth(userToken);
    credentials['accessToken'] = `Bearer ${await accessTokenFrom(app, userToken)}`;
    credentials['optionalAccessToken'] = credentials['accessToken'];
    credentials['deviceKey'] = `Bearer ${fleet.diesel.key}`;
    const entryId = await fuzzLogbookEntry(app, credentials['accessToken'], fleet.diesel.id);
    known = {
      organisationId: DEMO_ORGANISATIONS[0].id,
      entryId,
      vehicleId: String(fleet.diesel.id),
      wpId: String(fleet.diesel.wpId),
      accountId: account.accountId,
    };
  });

  const send = async (endpoint: AnyEndpoint, request: FuzzRequest) => {
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const authorization =
      request.auth.kind === 'valid'
        ? credentials[endpoint.auth]
        : request.auth.kind === 'header'
          ? request.auth.value
          : undefined;
    if (authorization !== undefined) headers['authorization'] = authorization;
    return getCtx().app.request(`http://portal.test${request.url}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  };

  for (const endpoint of operations) {
    it(`${endpoint.operationId}: no 5xx, no oversized answer`, async () => {
      // Every field meets every attack first (as fast-check examples), then seeded random requests.
      const examples = attacksOn(endpoint, known, SEED).map((request): [FuzzRequest] => [request]);
      await fc.assert(
        fc.asyncProperty(requestsFor(endpoint, known), async (request) => {
          const response = await send(endpoint, request);
          const bytes = (await response.arrayBuffer()).byteLength;
          const what = `${response.status} for ${describeRequest(request)}`;
          expect(response.status, what).toBeLessThan(500);
          expect(bytes, what).toBeLessThanOrEqual(response.ok ? MAX_ANSWER_BYTES : MAX_ERROR_BYTES);
        }),
        { seed: SEED, numRuns: RUNS + examples.length, examples, endOnFailure: true },
      );
    });
  }

  it('is healthy afterwards: the database answers, others log in and read, nothing was logged', async () => {
    const { app } = getCtx();
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const vehicles = await call(app, 'GET', '/logbook/api/logbook/v1/vehicles', { accessToken });
    expect(vehicles.status).toBe(200);
    const datasheet = await call(
      app,
      'GET',
      `/logbook/api/logbook/v1/vehicles/${fleet.diesel.id}/datasheet`,
      {
        accessToken,
      },
    );
    expect(datasheet.status).toBe(200);
    expect(getCtx().logs).toEqual([]);
  });
});
