import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import { ShellScreen } from './shell.screen';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet, type FakeFleetOptions } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, DRIVER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import type { RouteId } from './app.routes';
import { FLEET, FLEET_LIST_ITEMS } from '../shared/fleet/testing/fleet-fixtures';

const renderShell = (
  route: RouteId = 'dashboard',
  fleetOptions: FakeFleetOptions = {},
  rights = DISPATCHER_RIGHTS,
) => {
  const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, entries: FLEET, view: route, ...fleetOptions });
  const services = fakeServices({ session: createFakeSession(readyContext(DISPATCHER, rights)), fleet });
  renderWithProviders(
    <ShellScreen services={services} route={route}>
      <p>page</p>
    </ShellScreen>,
  );
  return fleet;
};

const panel = () => screen.findByRole('complementary', { name: 'Meine Lokomotiven' });
const activeNames = (fleet: ReturnType<typeof createFakeFleet>) =>
  selectActiveList(fleet.selection.getSnapshot()).map((v) => v.name);

describe('vehicle list panel in the shell', () => {
  it('lists the user’s vehicles from the selection and filters through it', async () => {
    const fleet = renderShell();
    const aside = await panel();
    expect(within(aside).getAllByRole('listitem')).toHaveLength(19);
    fireEvent.change(within(aside).getByLabelText('Fahrzeuge nach Name filtern'), {
      target: { value: 'VECTRON' },
    });
    expect(fleet.selection.getSnapshot().context.filterText).toBe('VECTRON');
    expect(within(aside).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(within(aside).getByLabelText('Fahrzeuge nach Name filtern'), {
      target: { value: '  ' },
    });
    expect(within(aside).getAllByRole('listitem')).toHaveLength(19);
  });

  it('activates vehicles by card and selects a status group exclusively', async () => {
    const fleet = renderShell();
    const aside = await panel();
    fireEvent.click(within(within(aside).getByTestId('vehicle-card-1001')).getAllByRole('button')[0]!);
    fireEvent.click(within(within(aside).getByTestId('vehicle-card-1005')).getAllByRole('button')[0]!);
    expect(activeNames(fleet)).toEqual(['BR 261 021-4', 'G 1206 Nr. 5']);
    expect(within(aside).getByTestId('panel-selected-count').textContent).toBe('2 von 26 ausgewählt');
    fireEvent.click(within(aside).getByRole('button', { name: /^Kräne: 3/ }));
    expect(activeNames(fleet).sort()).toEqual(['Gottwald GS 150', 'Kirow KRC 810', 'Liebherr LTM 1090']);
    expect(
      within(aside)
        .getByRole('button', { name: /^Kräne: 3/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(aside).getByRole('button', { name: /^Kräne: 3/ }));
    expect(activeNames(fleet)).toEqual([]);
  });

  it('focuses one vehicle at a time', async () => {
    const fleet = renderShell();
    const aside = await panel();
    fireEvent.click(within(aside).getByRole('button', { name: 'BR 261 021-4 fokussieren' }));
    fireEvent.click(within(aside).getByRole('button', { name: 'DE 18 Nr. 2 fokussieren' }));
    const focused = fleet.selection.getSnapshot().context.vehicles.filter((v) => v.isFocused);
    expect(focused.map((v) => v.name)).toEqual(['DE 18 Nr. 2']);
  });

  it('disables the group toggles in single-select views', async () => {
    renderShell('livedata');
    const aside = await panel();
    expect(within(aside).getByRole('button', { name: /^Fahrend/ })).toHaveProperty('disabled', true);
  });

  it('hides, and comes back through the My locomotives entry of the navigation', async () => {
    renderShell();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Fahrzeugliste ausblenden' }));
    expect(screen.queryByRole('complementary', { name: 'Meine Lokomotiven' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Meine Lokomotiven' }));
    expect(await panel()).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Meine Lokomotiven' })).toBeNull();
  });

  it('is not shown on the profile page', async () => {
    renderShell('profile');
    await waitFor(() => expect(screen.getByText('page')).toBeTruthy());
    expect(screen.queryByRole('complementary', { name: 'Meine Lokomotiven' })).toBeNull();
  });

  it('shows no status counters without telematics read', async () => {
    renderShell('logbook-all-entries', {}, DRIVER_RIGHTS);
    await panel();
    expect(screen.queryByRole('group', { name: 'Fahrzeuge nach Status' })).toBeNull();
  });

  it('shows no status counters on railation', async () => {
    renderShell('railation');
    await panel();
    expect(screen.queryByRole('group', { name: 'Fahrzeuge nach Status' })).toBeNull();
  });

  it('shows a spinner while the vehicle list loads', async () => {
    renderShell('dashboard', { items: null, entries: [], loadingVehicles: true });
    expect(within(await panel()).getByRole('status', { name: 'Fahrzeuge werden geladen' })).toBeTruthy();
  });
});
