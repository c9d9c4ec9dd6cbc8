import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { FLEET, FLEET_LIST_ITEMS } from '../shared/fleet/testing/fleet-fixtures';
import { DashboardScreen } from './dashboard.screen';

const render = (fleet: ReturnType<typeof createFakeFleet>) =>
  renderWithProviders(
    <DashboardScreen
      route="dashboard"
      services={fakeServices({
        session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
        fleet,
      })}
    />,
  );

describe('dashboard screen', () => {
  it('fetches the live data of the selected vehicles and shows them sorted by name', async () => {
    // The answer waits for the test, so "before the fetch" does not depend on the machine's speed.
    let answer: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (answer = resolve));
    const loadLiveData = vi.fn(async ({ vehicleIds }: { vehicleIds: readonly number[] }) => {
      await released;
      return FLEET.filter((v) => vehicleIds.includes(v.vehicleId));
    });
    const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, activeIds: [1009, 1001], loadLiveData });
    render(fleet);
    const table = await screen.findByRole('table', { name: 'Ausgewählte Fahrzeuge mit Live-Daten' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(names()).toEqual(['BR 261 021-4', 'Vectron 193 840']);
    // Before the fetch: the list's status, NA for the figures.
    expect(within(table).getAllByText('k. A.').length).toBeGreaterThan(0);
    answer();
    await waitFor(() => expect(within(table).getByText('62 km/h')).toBeTruthy());
    expect(loadLiveData).toHaveBeenCalledWith(expect.objectContaining({ vehicleIds: [1009, 1001] }));
  });

  it('shows the spinner when the fetch takes longer than 500 ms', async () => {
    const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS, activeIds: [1001] });
    render(fleet);
    expect(screen.queryByText('Daten werden geladen …')).toBeNull();
    expect(await screen.findByText('Daten werden geladen …', {}, { timeout: 3000 })).toBeTruthy();
  });
});
