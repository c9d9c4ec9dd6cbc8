import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import { FLEET, FLEET_LIST_ITEMS } from '../shared/fleet/testing/fleet-fixtures';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, DRIVER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import type { RouteId } from './app.routes';
import { ShellScreen } from './shell.screen';
import { NARROW_SCREEN_QUERY, TOUCH_TABLET_QUERY } from '../shared/use-media-query';

/** A window narrower than the drawer breakpoint (jsdom has no matchMedia of its own). */
const narrowWindow = (narrow: boolean) =>
  vi.fn((query: string) => ({
    matches: narrow && query === NARROW_SCREEN_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderShell = (route: RouteId, rights = DRIVER_RIGHTS) => {
  const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, view: route });
  const services = fakeServices({ session: createFakeSession(readyContext(DISPATCHER, rights)), fleet });
  renderWithProviders(
    <ShellScreen services={services} route={route}>
      <p>page</p>
    </ShellScreen>,
  );
  return fleet;
};

const drawerButton = () => screen.getByRole('button', { name: /^Fahrzeugliste:/ });
const drawer = () => screen.findByRole('dialog', { name: 'Meine Lokomotiven' });

describe('the vehicle drawer on narrow screens', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', narrowWindow(true)));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the panel out of the page, opens it as a dialog from the header, closes with Esc', async () => {
    renderShell('logbook-all-entries');
    await waitFor(() => expect(screen.getByText('page')).toBeTruthy());
    expect(screen.queryByRole('complementary', { name: 'Meine Lokomotiven' })).toBeNull();
    expect(drawerButton().textContent).toContain('Fahrzeug wählen');
    expect(drawerButton().getAttribute('aria-expanded')).toBe('false');
    // No "show the panel" entry in the navigation: the header button is the way in.
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('button', { name: 'Meine Lokomotiven' })).toBeNull();
    fireEvent.click(drawerButton());
    const dialog = await drawer();
    expect(await within(dialog).findByRole('complementary', { name: 'Meine Lokomotiven' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when a vehicle is picked, and the header shows the selection', async () => {
    const fleet = renderShell('logbook-all-entries');
    await waitFor(() => expect(drawerButton()).toBeTruthy());
    fireEvent.click(drawerButton());
    const dialog = await drawer();
    const card = await within(dialog).findByTestId('vehicle-card-1001');
    // Logbook read only: name and type, no live status.
    expect(dialog.querySelector('.fleet-status-chip')).toBeNull();
    fireEvent.click(within(card).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectActiveList(fleet.selection.getSnapshot()).map((v) => v.vehicleId)).toEqual([1001]);
    expect(drawerButton().textContent).toContain('BR 261 021-4');
    await waitFor(() => expect(document.activeElement).toBe(drawerButton()));
  });

  it('closes with its close button', async () => {
    renderShell('logbook-all-entries');
    await waitFor(() => expect(drawerButton()).toBeTruthy());
    fireEvent.click(drawerButton());
    fireEvent.click(await within(await drawer()).findByRole('button', { name: 'Fahrzeugliste schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open while picking several vehicles in a multi-select view', async () => {
    const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, entries: FLEET, view: 'dashboard' });
    const services = fakeServices({
      session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
      fleet,
    });
    renderWithProviders(
      <ShellScreen services={services} route="dashboard">
        <p>page</p>
      </ShellScreen>,
    );
    await waitFor(() => expect(drawerButton()).toBeTruthy());
    fireEvent.click(drawerButton());
    const dialog = await drawer();
    await within(dialog).findByTestId('vehicle-card-1001');
    for (const id of [1001, 1005])
      fireEvent.click(within(within(dialog).getByTestId(`vehicle-card-${id}`)).getAllByRole('button')[0]!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Behind the open (modal) drawer the header is hidden from assistive technology: by test id.
    expect(screen.getByTestId('vehicle-drawer-button').textContent).toContain('2 Fahrzeuge');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fahrzeugliste schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens when a page asks for the vehicle choice ("Choose vehicle" in the logbook)', async () => {
    const fleet = renderShell('logbook-all-entries');
    await waitFor(() => expect(drawerButton()).toBeTruthy());
    act(() => fleet.panel.send({ type: 'user.chooseVehicle' }));
    expect(await drawer()).toBeTruthy();
  });

  it('is a side panel again on wide screens', async () => {
    vi.stubGlobal('matchMedia', narrowWindow(false));
    renderShell('logbook-all-entries');
    expect(await screen.findByRole('complementary', { name: 'Meine Lokomotiven' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Fahrzeugliste:/ })).toBeNull();
  });
});

/** A touch screen from 900 px to under 1280 px: a 1024 × 768 cab tablet. */
const touchTablet = vi.fn((query: string) => ({
  matches: query === TOUCH_TABLET_QUERY,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
}));

describe('the vehicle panel on a touch tablet', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', touchTablet));
  afterEach(() => vi.unstubAllGlobals());

  const aside = () => screen.findByRole('complementary', { name: 'Meine Lokomotiven' });
  const showButton = () =>
    within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).queryByRole('button', {
      name: 'Meine Lokomotiven',
    });

  it('stays beside the content until a vehicle is picked, then gives the page the width', async () => {
    const fleet = renderShell('logbook-all-entries');
    const panel = await aside();
    expect(screen.queryByRole('button', { name: /^Fahrzeugliste:/ })).toBeNull();
    fireEvent.click(within(await within(panel).findByTestId('vehicle-card-1001')).getAllByRole('button')[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Meine Lokomotiven' })).toBeNull(),
    );
    expect(selectActiveList(fleet.selection.getSnapshot()).map((v) => v.vehicleId)).toEqual([1001]);
    // The navigation's "My locomotives" brings it back.
    fireEvent.click(showButton()!);
    expect(await aside()).toBeTruthy();
    expect(showButton()).toBeNull();
  });

  it('"Choose vehicle" shows the hidden panel and moves the focus into it', async () => {
    const fleet = renderShell('logbook-all-entries');
    fireEvent.click(within(await aside()).getByRole('button', { name: 'Fahrzeugliste ausblenden' }));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Meine Lokomotiven' })).toBeNull(),
    );
    act(() => fleet.panel.send({ type: 'user.chooseVehicle' }));
    const panel = await aside();
    // jsdom has no pointer: as with a mouse, the name filter takes the focus.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  });

  it('stays for more picks in a multi-select view (the dashboard)', async () => {
    const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, entries: FLEET, view: 'dashboard' });
    const services = fakeServices({
      session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
      fleet,
    });
    renderWithProviders(
      <ShellScreen services={services} route="dashboard">
        <p>page</p>
      </ShellScreen>,
    );
    const panel = await aside();
    fireEvent.click(within(await within(panel).findByTestId('vehicle-card-1001')).getAllByRole('button')[0]!);
    expect(screen.getByRole('complementary', { name: 'Meine Lokomotiven' })).toBeTruthy();
  });
});
