import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessRights, PersonAccount } from '../../api/contract/accounts.contract';
import { fixturePage } from '../../machines/logbook/list/logbook-list.fixtures';
import type { LogbookListRequest } from '../../machines/logbook/list/logbook-list.types';
import { fixtureLocalEntry } from '../../machines/logbook/offline/offline.fixtures';
import type { DeviceHoldings } from '../../machines/logbook/sync/logbook-sync.types';
import { App } from './app';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { createFakeLogbook } from '../shared/testing/fake-logbook';
import {
  DISPATCHER,
  DISPATCHER_RIGHTS,
  DRIVER,
  DRIVER_RIGHTS,
  GUEST_RIGHTS,
  readyContext,
} from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';

/** Logged in with the logbook answering: `drafts` open entries, 45 entries in the list. */
const loggedIn = (account: PersonAccount, rights: AccessRights, drafts: number, device?: DeviceHoldings) => {
  const session = createFakeSession(readyContext(account, rights));
  const fleet = createFakeFleet();
  const logbook = createFakeLogbook({
    session,
    selection: fleet.selection,
    loadEntries: (request: LogbookListRequest) =>
      Promise.resolve(request.filter.startsWith('status') ? fixturePage(1, drafts, 15) : fixturePage(1, 45)),
    ...(device === undefined ? {} : { device }),
  });
  return fakeServices({ session, fleet, logbook });
};

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('logbook routes in the shell', () => {
  it('shows the logbook list at /logbook-all-entries', async () => {
    renderWithProviders(<App services={loggedIn(DRIVER, DRIVER_RIGHTS, 0)} />, {
      path: '/logbook-all-entries',
    });
    expect(await screen.findByTestId('logbook-list')).toBeTruthy();
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(20);
    expect(screen.queryByTestId('not-available')).toBeNull();
  });

  it('lists the open entries in the side navigation only when the organisation has some', async () => {
    const r = renderWithProviders(<App services={loggedIn(DRIVER, DRIVER_RIGHTS, 0)} />, {
      path: '/logbook-all-entries',
    });
    await screen.findAllByTestId('logbook-row');
    expect(navLinks()).toEqual(['/logbook-all-entries']);
    r.unmount();
    renderWithProviders(<App services={loggedIn(DRIVER, DRIVER_RIGHTS, 2)} />, {
      path: '/logbook-all-entries',
    });
    await waitFor(() => expect(navLinks()).toEqual(['/logbook-all-entries', '/logbook-draft-entries']));
  });

  it('lists the open entries also when only the device holds work (offline, issue 8)', async () => {
    const device = { entries: [fixtureLocalEntry(1)], deletionIds: [] };
    renderWithProviders(<App services={loggedIn(DRIVER, DRIVER_RIGHTS, 0, device)} />, {
      path: '/logbook-all-entries',
    });
    await waitFor(() => expect(navLinks()).toEqual(['/logbook-all-entries', '/logbook-draft-entries']));
  });

  it('shows the drafts page at /logbook-draft-entries', async () => {
    renderWithProviders(<App services={loggedIn(DISPATCHER, DISPATCHER_RIGHTS, 3)} />, {
      path: '/logbook-draft-entries',
    });
    expect(await screen.findByTestId('logbook-drafts')).toBeTruthy();
    expect(await screen.findAllByTestId('logbook-row')).toHaveLength(3);
    expect(screen.queryByTestId('add-entry')).toBeNull();
  });

  it('shows the access-denied view on the drafts route without logbook read', async () => {
    renderWithProviders(<App services={loggedIn(DISPATCHER, GUEST_RIGHTS, 0)} />, {
      path: '/logbook-draft-entries',
    });
    expect((await screen.findByTestId('access-denied')).textContent).toContain(
      'Sie haben keine Berechtigung, das Fahrtenbuch anzuzeigen.',
    );
  });
});
