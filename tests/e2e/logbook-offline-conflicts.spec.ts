import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import entryDe from '../../src/i18n/locales/de-DE/logbookEntry.json';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import logbookDe from '../../src/i18n/locales/de-DE/logbook.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import { viewChecked } from './support/accessibility';
import { en, loggedInPage } from './support/login';
import { emulateNetwork, setContextOffline } from './support/network';
import {
  SYNC_POLL,
  controlledByServiceWorker,
  deviceEntry,
  deviceStore,
  draftRow,
  driverLogbook,
  editDraftOffline,
  entryDrawer,
  expectServerHolds,
  openDraft,
  openDraftsOnline,
  pendingOnDevice,
  saveRemarks,
  storageQuota,
} from './support/offline-drafts';
import { usePortalAndBrowser } from './support/portal-suite';
import { expectTransient, recordTransients } from './support/transient';

/**
 * Issue 8's fault matrix, cases 7 and 8, in Chromium against a real server process; offline is
 * Chromium's own network emulation. Each case ends with the server's entries compared with what the
 * driver did (0 lost, 0 duplicated, 0 stuck) and the devices' state matching the server.
 * 7. Two devices (two browser profiles) of the driver edit the same draft offline and come online one
 *    after the other: arrival order wins (README "The logbook offline"): the later push is kept, the
 *    device that met the conflict says so.
 * 8. The browser refuses storage (quota): the next offline save says so in the drawer, in the user's
 *    language, and what was stored before survives a reload and syncs.
 */

/** Reads the remarks the drawer shows for an entry, opened online (the server's copy). */
const remarksShown = async (page: Page, id: string, texts = entryEn) => {
  const remarks = await openDraft(page, id, texts);
  const value = await remarks.inputValue();
  await entryDrawer(page).getByRole('button', { name: texts.actions.close, exact: true }).last().click();
  await entryDrawer(page).waitFor({ state: 'detached' });
  return value;
};

describe('logbook offline: conflicts and a full device (fault matrix 7, 8)', () => {
  const suite = usePortalAndBrowser({}, { serviceWorker: true });

  it('7: two devices edit the same draft offline; the later arrival is kept, once, and both end in step', async () => {
    const logbook = await driverLogbook(suite.portal.url);
    const id = await logbook.createDraft(await logbook.vehicleId(), 'Case 7: made online');
    const before = await logbook.get(id);

    // Two profiles of the same driver, both with the draft on their drafts page (kept on the device).
    const devices = await Promise.all(
      ['first', 'second'].map(() =>
        loggedInPage(suite.browser, suite.portal.url, 'driver', '/logbook-all-entries'),
      ),
    );
    const [first, second] = devices as [(typeof devices)[number], (typeof devices)[number]];
    // Used online: the service worker controls the page (the app and its texts load without a network).
    for (const device of devices) {
      await controlledByServiceWorker(device.page);
      await openDraftsOnline(device.page, suite.portal.url, [id]);
    }

    // Both lose the network and edit the draft differently; each keeps its save with the version seen.
    for (const device of devices) {
      await setContextOffline(device.context, true);
      await device.page.getByText(en.common.labels.noConnection).waitFor();
    }
    await editDraftOffline(first.page, id, 'Case 7: first device', entryEn);
    await editDraftOffline(second.page, id, 'Case 7: second device', entryEn);
    for (const [device, remarks] of [
      [first, 'Case 7: first device'],
      [second, 'Case 7: second device'],
    ] as const) {
      expect(await deviceEntry(device.page, id)).toMatchObject({
        state: 'savedLocally',
        baseVersion: before.version,
        remarks,
      });
    }
    expect((await logbook.get(id)).header.remarks).toBe('Case 7: made online');

    // The first comes online: its push arrives first and is applied.
    await setContextOffline(first.context, false);
    await expect.poll(() => pendingOnDevice(first.page), SYNC_POLL).toEqual([]);
    const afterFirst = await logbook.get(id);
    expect(afterFirst).toMatchObject({
      version: before.version + 1,
      header: { remarks: 'Case 7: first device' },
    });
    expect(await deviceEntry(first.page, id)).toMatchObject({
      state: 'synced',
      baseVersion: afterFirst.version,
    });

    // The second comes online: its stale push meets the conflict, is pushed again on the new version
    // and kept (the later arrival wins), and the second device says so, in plain words.
    await recordTransients(second.page, '[data-testid="snackbar"]');
    await setContextOffline(second.context, false);
    await expect.poll(() => pendingOnDevice(second.page), SYNC_POLL).toEqual([]);
    const final = await logbook.get(id);
    expect(final).toMatchObject({
      version: afterFirst.version + 1,
      header: { remarks: 'Case 7: second device', status: 'created' },
    });
    await expectTransient(second.page, logbookEn.labels.conflictOverwritten);
    expect(await deviceEntry(second.page, id)).toMatchObject({ state: 'synced', baseVersion: final.version });

    // The server holds exactly one entry with the later save; no copy of the first device's save.
    await expectServerHolds(logbook, new Map([[id, 'Case 7: second device']]), [
      'Case 7: first device',
      'Case 7: made online',
    ]);

    // Both devices show the server's state after their sync and keep nothing pending (the first
    // device's own copy is the server's copy it last saw; the next list load refreshes it).
    for (const device of devices) {
      expect(await remarksShown(device.page, id)).toBe('Case 7: second device');
      expect(await pendingOnDevice(device.page)).toEqual([]);
    }
    for (const device of devices) await device.context.close();
  });

  it('8: the browser refuses storage; the drawer says so in the user’s language and nothing stored is lost', async () => {
    const logbook = await driverLogbook(suite.portal.url);
    const vehicleId = await logbook.vehicleId();
    const ids = [
      await logbook.createDraft(vehicleId, 'Case 8: draft one'),
      await logbook.createDraft(vehicleId, 'Case 8: draft two'),
      await logbook.createDraft(vehicleId, 'Case 8: draft three'),
    ] as const;
    const [one, two, three] = ids;

    // The driver works in German (the header's language switch), on a device that has been online.
    // The device's storage is limited from the start (see storageQuota), so that the refusal below is seen
    // by the next write.
    let quota: Awaited<ReturnType<typeof storageQuota>> | undefined;
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
      { prepare: async (fresh) => void (quota = await storageQuota(fresh, suite.portal.url)) },
    );
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.language}:`) }).click();
    await page.getByRole('menuitemradio', { name: commonDe.languages['de-DE'] }).click();
    await page.getByRole('navigation', { name: commonDe.nav.label }).waitFor();
    await controlledByServiceWorker(page);
    await openDraftsOnline(page, suite.portal.url, ids);

    // Offline, two drafts are changed and kept on the device.
    await setContextOffline(context, true);
    await page.getByText(commonDe.labels.noConnection).waitFor();
    await editDraftOffline(page, one, 'Case 8: one, offline', entryDe);
    await editDraftOffline(page, two, 'Case 8: two, offline', entryDe);
    const stored = await deviceStore(page);

    // The browser refuses more space: the next save says so in the drawer, in German, and keeps the form.
    await quota!.refuse();
    await openDraft(page, three, entryDe);
    await saveRemarks(page, 'Case 8: three, refused', entryDe);
    const alert = entryDrawer(page).getByTestId('entry-storage-full');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(logbookDe.labels.storageFull);
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(
      await entryDrawer(page).getByRole('button', { name: entryDe.actions.save, exact: true }).isEnabled(),
    ).toBe(true);
    // Nothing half-stored: the device holds exactly what it held before the refused save.
    expect(await deviceStore(page)).toEqual(stored);
    expect(await deviceEntry(page, three)).toMatchObject({ state: 'synced', remarks: 'Case 8: draft three' });

    // A reload while offline (the before-unload warning is on: the user leaves anyway) keeps all of it.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await emulateNetwork(context, page, true);
    await expect.poll(() => deviceStore(page)).toEqual(stored);
    await draftRow(page, one).waitFor();
    await draftRow(page, two).waitFor();
    await viewChecked(page);
    expect(await pendingOnDevice(page)).toEqual(
      [`${one}:savedLocally`, `${two}:savedLocally`].sort((a, b) => a.localeCompare(b)),
    );

    // Space again and online: the two saves sync, exactly once; the refused one never reached anything.
    await quota!.restore();
    await setContextOffline(context, false);
    await expect.poll(() => pendingOnDevice(page), SYNC_POLL).toEqual([]);
    await expectServerHolds(
      logbook,
      new Map([
        [one, 'Case 8: one, offline'],
        [two, 'Case 8: two, offline'],
        [three, 'Case 8: draft three'],
      ]),
      ['Case 8: draft one', 'Case 8: draft two', 'Case 8: three, refused'],
    );
    await context.close();
  });
});
