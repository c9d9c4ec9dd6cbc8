import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveDetailData } from '../../machines/fleet/live-detail.types';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import {
  datasheetOf,
  DIESEL_DRIVING,
  FLEET,
  FLEET_LIST_ITEMS,
  LAST_NOTIFICATION,
  WEATHER_DE,
} from '../shared/fleet/testing/fleet-fixtures';
import { FLEET_RESTRICTIONS } from '../shared/fleet/testing/restriction-fixtures';
import { LiveDataRoute } from './livedata.screen';

const ANSWER: LiveDetailData = {
  notificationResp: LAST_NOTIFICATION,
  weatherResp: { icon: WEATHER_DE.icon, summary: WEATHER_DE.summary, temperature: WEATHER_DE.temperature },
  datasheet: datasheetOf(DIESEL_DRIVING),
};

const render = (activeIds: readonly number[], loadLiveDetail = vi.fn(() => Promise.resolve(ANSWER))) => {
  const fleet = createFakeFleet({
    items: FLEET_LIST_ITEMS,
    entries: FLEET,
    activeIds,
    view: 'livedata',
    loadLiveDetail,
    restrictions: FLEET_RESTRICTIONS,
  });
  renderWithProviders(
    <LiveDataRoute
      route="livedata"
      services={fakeServices({
        session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
        fleet,
      })}
    />,
  );
  return loadLiveDetail;
};

describe('live-data screen', () => {
  it('shows the active vehicle and what getLiveDataForVehicle answers for it', async () => {
    const load = render([1001]);
    expect(await screen.findByRole('heading', { level: 1, name: 'BR 261 021-4' })).toBeTruthy();
    expect(await screen.findByText('Vossloh Locomotives')).toBeTruthy();
    expect(within(screen.getByTestId('kv-weatherSummary')).getByText('Heiter bis wolkig')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({
        vehicleId: 1001,
        view: 'livedata',
        userSessionId: '12453',
        isDemoUser: false,
        language: 'de-DE',
      }),
    );
  });

  it('fetches again on the manual update', async () => {
    const load = render([1001]);
    await screen.findByText('Vossloh Locomotives');
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('lists the active vehicle’s restrictions from the fleet restrictions actor', async () => {
    render([1001]);
    const section = within(await screen.findByTestId('livedata-restrictions'));
    expect(section.getByRole('heading', { level: 2, name: '2 Einschränkungen in Kraft' })).toBeTruthy();
    expect(section.getByText('Pantograph damaged')).toBeTruthy();
  });

  it('asks to pick a vehicle when none is active', async () => {
    render([]);
    expect(await screen.findByTestId('livedata-no-vehicle')).toBeTruthy();
    expect(screen.queryByTestId('livedata-restrictions')).toBeNull();
  });
});
