import { beforeAll, expect, it } from 'vitest';
import { allEndpoints, type AnyEndpoint } from '../../src/api/contract';
import { LOGBOOK_ORG_PATH } from '../../src/api/contract/logbook-paths';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { call, sessionFor, userTokenFor, accessTokenFrom } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';

const BAD_QUERY = '?top=abc&skip=-1&page=0&bbox=x&start=x&vehicleIds=x';

/** A path of the operation with every placeholder filled by something no schema accepts. */
const badPath = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-an-id')}${BAD_QUERY}`;

/**
 * A path whose placeholders are well formed (a logbook right is the organisation's the path names,
 * so the path is read first) in `organisationId`, with a bad query.
 */
const logbookPath = (path: string, organisationId: string) =>
  `${path
    .replace('{organisationId}', organisationId)
    .replace('{vehicleId}', '1')
    .replace(/\{[^}]+\}/g, '0b7c1c2e-4f7a-4d4e-9a35-7d2b6b3e9f10')}${BAD_QUERY}`;

/** No body, an empty object and text that is no JSON: none may be read before the caller's right. */
const bodiesFor = (e: AnyEndpoint) => (e.method === 'GET' ? [undefined] : [undefined, '{}', 'not json']);

const logbookRights = (e: AnyEndpoint) => (typeof e.access === 'object' ? e.access.logbook : []);

describeEachDatabase('who may call comes before what is sent (issue 27 §5)', (getCtx) => {
  const adminOnly = allEndpoints.filter((e) => e.access === 'administrator');
  const tokens: Record<'driver' | 'demo' | 'guest' | 'noRights', string> = {
    driver: '',
    demo: '',
    guest: '',
    noRights: '',
  };
  beforeAll(async () => {
    const { app, db } = getCtx();
    // driver: a plain user with logbook rights and no gateway read; demo: the demo user; guest: a
    // plain user with gateway read only, in Alpen; and an account with no right at all.
    tokens.driver = (await sessionFor(app, 'driver')).accessToken;
    tokens.demo = (await sessionFor(app, 'demo')).accessToken;
    tokens.guest = (await sessionFor(app, 'guest')).accessToken;
    const account = await createTestAccount(db, { rights: {} });
    tokens.noRights = await accessTokenFrom(
      app,
      await userTokenFor(app, account.accountName, account.password),
    );
  });

  /** Sends every bad body to `path` as `caller`; each answer must be `status` with `body`. */
  const expectRefused = async (
    e: AnyEndpoint,
    path: string,
    accessToken: string,
    expected: { status: number; body: Record<string, unknown> },
  ) => {
    for (const rawBody of bodiesFor(e)) {
      const answer = await call(getCtx().app, e.method, path, {
        accessToken,
        ...(rawBody === undefined ? {} : { rawBody }),
      });
      const where = `${e.operationId} ${rawBody ?? '(no body)'}: ${JSON.stringify(answer.body)}`;
      expect(answer.status, where).toBe(expected.status);
      expect(answer.body, where).toMatchObject(expected.body);
    }
  };

  it('answers 401 without a token and 403 to a plain user, for every administrator operation, whatever is sent', async () => {
    // The console's operations: the administration, translations, device keys, webhooks and imports.
    expect(adminOnly.length).toBeGreaterThanOrEqual(35);
    for (const e of adminOnly) {
      const where = `${e.method} ${e.path}`;
      for (const rawBody of bodiesFor(e)) {
        const options = rawBody === undefined ? {} : { rawBody };
        expect((await call(getCtx().app, e.method, badPath(e.path), options)).status, where).toBe(401);
      }
      await expectRefused(e, badPath(e.path), tokens.driver, { status: 403, body: { error: 'forbidden' } });
    }
  });

  it('answers 403 to a caller without gateway read, for every fleet operation, whatever query or body it sends', async () => {
    // The fleet, reports, tracks, heat map and notifications: a bad query used to be a 400 first.
    const fleet = allEndpoints.filter((e) => e.access === 'fleet');
    expect(fleet.length).toBeGreaterThanOrEqual(23);
    const refusal: Record<string, unknown> = {
      error: 'forbidden',
      message: expect.stringContaining('gateway/telematics read right'),
    };
    for (const e of fleet) {
      await expectRefused(e, badPath(e.path), tokens.driver, { status: 403, body: refusal });
    }
    // The vehicle list is also the logbook readers': only a caller with neither right is refused.
    for (const e of allEndpoints.filter((x) => x.access === 'vehicleList')) {
      await expectRefused(e, badPath(e.path), tokens.noRights, {
        status: 403,
        body: { error: 'forbidden', message: expect.stringContaining('logbook_entries read right') },
      });
    }
  });

  it('answers 403 to the demo user, for every operation it may not call, whatever body it sends', async () => {
    // Saves of the datasheet, notification settings, profile, passkey, e-mail, avatar and language,
    // and the notification export (spec 000 §1, 001 §6): an empty or broken body used to be a 400.
    const refused = allEndpoints.filter((e) => e.refusesDemoUser !== undefined);
    expect(refused.map((e) => e.operationId)).toEqual(
      expect.arrayContaining(['saveLocomotiveComment', 'saveNotificationSettings', 'updatePasskey']),
    );
    for (const e of refused) {
      await expectRefused(e, badPath(e.path), tokens.demo, {
        status: 403,
        body: { error: 'forbidden', message: e.refusesDemoUser },
      });
    }
  });

  it('answers 403 to a caller without the logbook right in the organisation its path names, before query or body', async () => {
    const logbook = allEndpoints.filter((e) => logbookRights(e).length > 0);
    // Every operation under an organisation's logbook declares its rights there, and names it.
    expect(logbook.map((e) => e.operationId).sort()).toEqual(
      allEndpoints
        .filter((e) => e.path.startsWith(LOGBOOK_ORG_PATH))
        .map((e) => e.operationId)
        .sort(),
    );
    const refusal = { error: 'forbidden', resultCode: 'err_forbidden_request' };
    const [nordbahn, alpen] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];
    for (const e of logbook) {
      // guest: a member of Alpen without any logbook right.
      await expectRefused(e, logbookPath(e.path, alpen), tokens.guest, { status: 403, body: refusal });
      // An organisation the caller is not a member of stays a 404, before what is sent as well.
      await expectRefused(e, logbookPath(e.path, nordbahn), tokens.guest, {
        status: 404,
        body: { resultCode: 'err_unknown_organisation' },
      });
    }
    // The demo user reads the logbook and never writes it.
    for (const e of logbook.filter((x) => logbookRights(x).includes('entries:create'))) {
      await expectRefused(e, logbookPath(e.path, nordbahn), tokens.demo, { status: 403, body: refusal });
    }
  });

  it('answers 401 to a railation read without a token (the directory is not public) before reading its query', async () => {
    for (const e of allEndpoints.filter((x) => x.auth === 'optionalAccessToken')) {
      const answer = await call(getCtx().app, e.method, badPath(e.path));
      expect(answer.status, e.operationId).toBe(401);
    }
  });
});
