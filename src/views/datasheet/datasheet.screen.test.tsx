import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PersonAccount } from '../../api/contract/accounts.contract';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet, type FakeFleetOptions } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import {
  datasheetOf,
  DIESEL_DRIVING,
  FLEET,
  FLEET_LIST_ITEMS,
  FUEL_SETTINGS_ACTIVE,
} from '../shared/fleet/testing/fleet-fixtures';
import { DatasheetScreen } from './datasheet.screen';

const render = (options: FakeFleetOptions, account: PersonAccount = DISPATCHER) => {
  const fleet = createFakeFleet({
    items: FLEET_LIST_ITEMS,
    entries: FLEET,
    view: 'datasheet',
    loadDatasheet: () =>
      Promise.resolve(datasheetOf(DIESEL_DRIVING, { fuelConsumption: FUEL_SETTINGS_ACTIVE })),
    ...options,
  });
  renderWithProviders(
    <DatasheetScreen
      route="datasheet"
      services={fakeServices({ session: createFakeSession(readyContext(account, DISPATCHER_RIGHTS)), fleet })}
    />,
  );
};

const save = () => screen.getByRole('button', { name: 'Speichern' });

describe('datasheet screen', () => {
  it('loads the last active locomotive’s sheet and saves comment and fuel settings', async () => {
    const saveDatasheet = vi.fn(() => Promise.resolve());
    render({ activeIds: [1001], saveDatasheet });
    expect(await screen.findByRole('heading', { level: 1, name: 'BR 261 021-4' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fuel-estimate').textContent).toContain('3,59 l/km'));
    fireEvent.change(screen.getByRole('slider', { name: 'Anteil Langstrecke' }), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Kommentar'), { target: { value: 'Tank gereinigt' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(saveDatasheet).toHaveBeenCalledWith(
        expect.objectContaining({
          wpId: 6001,
          comment: 'Tank gereinigt',
          fuelConsumption: { ...FUEL_SETTINGS_ACTIVE, usageTypePercentage: 50 },
        }),
      ),
    );
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
  });

  it("shows the 'updates failed to save' dialog when the save fails", async () => {
    render({ activeIds: [1001], saveDatasheet: () => Promise.reject(new Error('HTTP 500')) });
    await screen.findByRole('heading', { level: 1, name: 'BR 261 021-4' });
    await act(async () => {
      fireEvent.click(save());
    });
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('updates failed to save')).toBeTruthy();
  });

  it('keeps the save disabled for the demo user', async () => {
    render({ activeIds: [1001] }, { ...DISPATCHER, isDemoUser: true });
    await screen.findByRole('heading', { level: 1, name: 'BR 261 021-4' });
    expect(save()).toHaveProperty('disabled', true);
  });

  it('keeps the save disabled without an active locomotive', async () => {
    render({ activeIds: [] });
    expect(await screen.findByTestId('datasheet-no-vehicle')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });
});
