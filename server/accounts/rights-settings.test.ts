/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { call, sessionFor } from '../test-support/http-client';

const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];
const RIGHTS = '/um/v1/accounts/me/access-rights';
const SETTINGS = '/um/v1/accounts/me/settings';

const rw = (canRead: boolean, canCreate: boolean) => ({ canRead, canCreate });
const STAFF = {
  'gateway/telematics': rw(true, false),
  logbook_entries: rw(true, true),
  'logbook_entries/comments': rw(true, true),
};

describeEachDatabase('access rights, person account and settings', (ctx) => {
  it('lists the administrator’s rights in both organisations, the first one active', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'admin');
    const response = await call(app, 'GET', RIGHTS, { accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      activeOrganisationId: NORDBAHN,
      accessRights: STAFF,
      accessRightsByOrganisation: { [NORDBAHN]: STAFF, [ALPEN]: STAFF },
    });
  });

  it('lists resources without a right with both flags false (driver: no gateway)', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'driver');
    const response = await call(app, 'GET', RIGHTS, { accessToken });
    expect(response.body.accessRights).toEqual({
      'gateway/telematics': rw(false, false),
      logbook_entries: rw(true, true),
      'logbook_entries/comments': rw(true, true),
    });
    expect(Object.keys(response.body.accessRightsByOrganisation as object)).toEqual([NORDBAHN]);
  });

  it('gives each demo account its rights', async () => {
    const { app } = ctx();
    const rightsOf = async (name: string) => {
      const { accessToken } = await sessionFor(app, name);
      return (await call(app, 'GET', RIGHTS, { accessToken })).body as {
        activeOrganisationId: string;
        accessRights: Record<string, unknown>;
      };
    };
    expect((await rightsOf('opadmin')).accessRights).toEqual(STAFF);
    expect((await rightsOf('dispatcher')).accessRights).toEqual({
      'gateway/telematics': rw(true, false),
      logbook_entries: rw(true, false),
      'logbook_entries/comments': rw(true, false),
    });
    expect((await rightsOf('demo')).accessRights).toEqual({
      'gateway/telematics': rw(true, false),
      logbook_entries: rw(true, false),
      'logbook_entries/comments': rw(false, false),
    });
    const guest = await rightsOf('guest');
    expect(guest.activeOrganisationId).toBe(ALPEN);
    expect(guest.accessRights['gateway/telematics']).toEqual(rw(true, false));
    expect(guest.accessRights['logbook_entries']).toEqual(rw(false, false));
  });

  it('answers the person account', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'admin');
    const response = await call(app, 'GET', '/um/v1/accounts/me', { accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      accountName: 'admin',
      email: 'admin@example.com',
      role: 'administrator',
      isDemoUser: false,
      activeOrganisationId: NORDBAHN,
      organisations: [DEMO_ORGANISATIONS[0], DEMO_ORGANISATIONS[1]],
      avatarImageUrlSignature: null,
    });
    const demo = await call(app, 'GET', '/um/v1/accounts/me', {
      accessToken: (await sessionFor(app, 'demo')).accessToken,
    });
    expect(demo.body).toMatchObject({ isDemoUser: true, role: 'demo' });
    expect(demo.body.displayName).toMatch(/demo/i);
  });

  it('has default settings: no language chosen yet and the first membership', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const response = await call(app, 'GET', SETTINGS, { accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: { activeOrganisationId: NORDBAHN } });
  });

  it('stores the language', async () => {
    const { app, db } = ctx();
    const account = await createTestAccount(db);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const update = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      body: { settings: { language: 'en-GB' } },
    });
    expect(update.status).toBe(200);
    expect(update.body.settings).toEqual({ language: 'en-GB', activeOrganisationId: NORDBAHN });
    expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings.language).toBe('en-GB');
  });

  it('stores the analytics answer, revocable, beside the other settings', async () => {
    const { app, db } = ctx();
    const account = await createTestAccount(db);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    for (const analyticsConsent of ['granted', 'denied', 'granted'] as const) {
      const update = await call(app, 'PATCH', SETTINGS, {
        accessToken,
        body: { settings: { analyticsConsent } },
      });
      expect(update.status).toBe(200);
      expect(update.body.settings).toEqual({ analyticsConsent, activeOrganisationId: NORDBAHN });
      expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings.analyticsConsent).toBe(
        analyticsConsent,
      );
    }
    const refused = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      body: { settings: { analyticsConsent: 'maybe' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('settings.analyticsConsent');
  });

  it('refuses an analytics answer for the shared demo account with 403 and stores nothing', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'demo');
    const response = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      body: { settings: { language: 'en-GB', analyticsConsent: 'granted' } },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'forbidden', field: 'settings.analyticsConsent' });
    expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings).not.toHaveProperty(
      'analyticsConsent',
    );
  });

  it('switches to an own organisation, and the rights follow', async () => {
    const { app, db } = ctx();
    const account = await createTestAccount(db, {
      organisations: [NORDBAHN, ALPEN],
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    await db.query('DELETE FROM membership_rights WHERE account_id = $1 AND organisation_id = $2', [
      account.accountId,
      ALPEN,
    ]);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const before = await call(app, 'GET', RIGHTS, { accessToken });
    expect(before.body.accessRights['gateway/telematics']).toEqual(rw(true, false));
    const body = { settings: { activeOrganisationId: ALPEN } };
    const update = await call(app, 'PATCH', SETTINGS, { accessToken, body });
    expect(update.status).toBe(200);
    expect(update.body.settings).toEqual({ activeOrganisationId: ALPEN });
    const after = await call(app, 'GET', RIGHTS, { accessToken });
    expect(after.body.activeOrganisationId).toBe(ALPEN);
    expect(after.body.accessRights['gateway/telematics']).toEqual(rw(false, false));
    const me = await call(app, 'GET', '/um/v1/accounts/me', { accessToken });
    expect(me.body.activeOrganisationId).toBe(ALPEN);
  });

  it('refuses a foreign or unknown organisation with 403 and changes nothing', async () => {
    const { app } = ctx();
    const { accessToken } = await sessionFor(app, 'driver');
    for (const organisationId of [ALPEN, 'no-such-organisation']) {
      const body = { settings: { language: 'en-GB', activeOrganisationId: organisationId } };
      const response = await call(app, 'PATCH', SETTINGS, { accessToken, body });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: 'forbidden', field: 'settings.activeOrganisationId' });
    }
    const settings = await call(app, 'GET', SETTINGS, { accessToken });
    expect(settings.body.settings).toEqual({ activeOrganisationId: NORDBAHN });
  });

  it('falls back to the first membership when the stored organisation was left', async () => {
    const { app, db } = ctx();
    const account = await createTestAccount(db, { organisations: [NORDBAHN, ALPEN] });
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const body = { settings: { activeOrganisationId: ALPEN } };
    expect((await call(app, 'PATCH', SETTINGS, { accessToken, body })).status).toBe(200);
    await db.query('DELETE FROM memberships WHERE account_id = $1 AND organisation_id = $2', [
      account.accountId,
      ALPEN,
    ]);
    expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings.activeOrganisationId).toBe(
      NORDBAHN,
    );
  });

  it('answers 403 (not 5xx) for an account without any organisation', async () => {
    const { app, db } = ctx();
    const account = await createTestAccount(db, { organisations: [] });
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    expect((await call(app, 'GET', RIGHTS, { accessToken })).status).toBe(403);
    expect((await call(app, 'GET', '/um/v1/accounts/me', { accessToken })).status).toBe(403);
    expect((await call(app, 'GET', SETTINGS, { accessToken })).body).toEqual({ settings: {} });
  });
});
