import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { ORGANISATION_TIME_ZONE } from '../../src/api/contract/time-zone';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import { en, expectPath, logIn } from './support/login';
import { setContextOffline } from './support/network';
import {
  SLOW,
  addEntryOffline,
  concurrentPushesOf,
  entriesPushedWithSuccess,
  expectDeviceState,
  expectEachOnServerOnce,
  expectNothingPendingAndListAsServer,
  openAnotherTab,
  openLogbookAs,
  pickVehicle,
  recordPushes,
  revokeUserTokenOf,
  rowOf,
  serverEntriesOf,
  type PushRecord,
  type WrittenEntry,
} from './support/offline-sessions';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The offline fault matrix of issue 8, the session cases: two tabs coming online with one queue (5), a
 * session revoked while offline (6) and a device clock hours wrong (9). The driver writes entries
 * offline through the UI; each case ends with the server's entries compared with what was written
 * (0 lost, 0 duplicated, 0 stuck) and the list matching the server.
 */

const SAVED_LOCALLY = logbookEn.deviceState.savedLocally;
const MINUTE = 60_000;
const HOURS_2 = 2 * 60 * MINUTE;

/** A time as the drawer shows it, DD.MM.YYYY HH:mm in the organisation's zone (issue 28 §2), in ms. */
const shownTimeMs = (value: string): number => {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(value);
  if (!parts) throw new Error(`not DD.MM.YYYY HH:mm: ${value}`);
  const [day, month, year, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return Temporal.PlainDateTime.from({ year, month, day, hour, minute }).toZonedDateTime(
    ORGANISATION_TIME_ZONE,
  ).epochMilliseconds;
};

/** The entry's reference time as the drawer shows it (opened from the list, then closed again). */
const referenceTimeShown = async (page: Page, entryId: string): Promise<string> => {
  await rowOf(page, entryId).locator('button.logbook-open').click();
  const drawer = page.getByTestId('entry-drawer');
  const field = drawer.getByLabel(new RegExp(`^${entryEn.fields.header.referenceTimestamp}( \\*)?$`));
  await expect.poll(() => field.inputValue(), SLOW).not.toBe('');
  const value = await field.inputValue();
  await drawer.getByRole('button', { name: entryEn.actions.close, exact: true }).last().click();
  await drawer.waitFor({ state: 'detached', ...SLOW });
  return value;
};

describe('the offline logbook across tabs, sessions and clocks', () => {
  const suite = usePortalAndBrowser({}, { serviceWorker: true });

  it('case 5: two tabs come online at once with the same queue; each entry reaches the server once, never pushed by both tabs at the same time', async () => {
    const { context, page: first } = await openLogbookAs(suite.browser, suite.portal.url, 'driver');
    const vehicleId = await pickVehicle(first, 0);
    const second = await openAnotherTab(context, suite.portal.url);
    await pickVehicle(second, 0);
    const pushes: PushRecord[] = [];
    recordPushes(first, 'first', pushes);
    recordPushes(second, 'second', pushes);

    await setContextOffline(context, true);
    const written: WrittenEntry[] = [];
    for (const n of [1, 2, 3]) written.push(await addEntryOffline(first, `Two tabs ${n}`));
    // The other tab sees the same queue (IndexedDB, told through BroadcastChannel).
    await expectDeviceState(first, written, SAVED_LOCALLY);
    await expectDeviceState(second, written, SAVED_LOCALLY);

    // Both tabs learn at the same moment that the network is back.
    await setContextOffline(context, false);
    const server = await expectEachOnServerOnce(suite.portal.url, 'driver', vehicleId, written);
    await expectNothingPendingAndListAsServer(first, server);
    await expectNothingPendingAndListAsServer(second, server);

    // Every written entry was pushed, and no entry by both tabs at once (the Web Lock).
    const pushed = new Set(pushes.flatMap((p) => p.entryIds));
    expect(written.every((w) => pushed.has(w.entryId))).toBe(true);
    expect(pushes.every((p) => p.endedAt !== null)).toBe(true);
    expect(concurrentPushesOf(pushes)).toEqual([]);
    await context.close();
  });

  it('case 6: the access token expires offline and the user token is revoked; the entries stay on the device through the logout and sync once after the next login', async () => {
    // The page's clock is ours: the access token expires without waiting its ten minutes.
    const { context, page } = await openLogbookAs(suite.browser, suite.portal.url, 'driver', (p) =>
      p.clock.install(),
    );
    const vehicleId = await pickVehicle(page, 1);
    const pushes: PushRecord[] = [];
    recordPushes(page, 'tab', pushes);

    await setContextOffline(context, true);
    const written: WrittenEntry[] = [];
    for (const n of [1, 2, 3]) written.push(await addEntryOffline(page, `Revoked session ${n}`));
    // Meanwhile the user token is revoked (a logout elsewhere) and the access token runs out.
    await revokeUserTokenOf(page, suite.portal.url);
    await page.clock.fastForward('11:00');
    // Offline nothing ends the session: the entries wait on the device.
    await expectDeviceState(page, written, SAVED_LOCALLY);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Online: the refresh is refused, the session ends, the login page remains.
    await setContextOffline(context, false);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.common.session.invalidTitle).waitFor(SLOW);
    await page.clock.fastForward(5_000);
    await expectPath(page, '/login');
    // Logged out, nothing of it reached the server (and nothing was dropped: see below).
    const meanwhile = await serverEntriesOf(suite.portal.url, 'driver', vehicleId);
    expect(meanwhile.filter((e) => written.some((w) => w.entryId === e.header.logbookEntryId))).toEqual([]);
    expect(entriesPushedWithSuccess(pushes)).toEqual([]);

    // The driver logs in again: the entries kept on the device sync, once each.
    await logIn(page, 'driver');
    await expectPath(page, '/logbook-all-entries');
    const server = await expectEachOnServerOnce(suite.portal.url, 'driver', vehicleId, written);
    await pickVehicle(page, 1);
    await expectNothingPendingAndListAsServer(page, server);
    expect(entriesPushedWithSuccess(pushes).sort()).toEqual(written.map((w) => w.entryId).sort());
    await context.close();
  });

  it.each([
    ['ahead', HOURS_2],
    ['behind', -HOURS_2],
  ])(
    'case 9: the device clock is 2 hours %s; entries made offline sync with sane server times, listed as the server has them',
    async (_, skew) => {
      const { context, page } = await openLogbookAs(suite.browser, suite.portal.url, 'driver', (p) =>
        p.clock.install({ time: Date.now() + skew }),
      );
      const vehicleId = await pickVehicle(page, skew > 0 ? 2 : 3);
      // The page's own clock is off by the skew (its time flows from there).
      const deviceSkew = (await page.evaluate(() => Date.now())) - Date.now();
      expect(Math.abs(deviceSkew - skew)).toBeLessThan(5 * MINUTE);
      await setContextOffline(context, true);
      const written: WrittenEntry[] = [];
      for (const n of [1, 2])
        written.push(await addEntryOffline(page, `Clock ${skew > 0 ? '+' : '-'}2 h ${n}`));
      await expectDeviceState(page, written, SAVED_LOCALLY);
      // The new entries' reference time is the server's "now", not the device's wrong one.
      for (const w of written)
        expect(Math.abs(shownTimeMs(w.referenceTimeShown) - Date.now()), w.referenceTimeShown).toBeLessThan(
          10 * MINUTE,
        );

      const wentOnline = Date.now();
      await setContextOffline(context, false);
      const server = await expectEachOnServerOnce(suite.portal.url, 'driver', vehicleId, written);
      const synced = Date.now();
      for (const entry of server) {
        // Made while offline, in the last minutes of real time: neither 2 h early nor 2 h late.
        const reference = Date.parse(entry.header.referenceTimestamp);
        const created = Date.parse(entry.header.createTimestamp);
        expect(Math.abs(reference - wentOnline), entry.header.referenceTimestamp).toBeLessThan(10 * MINUTE);
        expect(reference).toBeLessThanOrEqual(synced + MINUTE);
        expect(created).toBeGreaterThanOrEqual(wentOnline - MINUTE);
        expect(created).toBeLessThanOrEqual(synced + MINUTE);
      }
      await expectNothingPendingAndListAsServer(page, server);
      // The drawer shows the reference time in server time (the device's wall clock is 2 h off).
      const shown = await referenceTimeShown(page, written[0]!.entryId);
      const serverReference = Date.parse(server[0]!.header.referenceTimestamp);
      expect(Math.abs(shownTimeMs(shown) - serverReference)).toBeLessThan(MINUTE);
      await context.close();
    },
  );
});
