import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../api/api-failure';
import { ShellScreen } from './shell.screen';
import { createFakeConnectivity, createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';

const FAILURE: ApiFailure = { _tag: 'HttpError', status: 503, body: null, retryAfterSeconds: null };

const renderShell = (online = true) => {
  const fleet = createFakeFleet({ online });
  renderWithProviders(
    <ShellScreen
      services={fakeServices({
        session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
        connectivity: createFakeConnectivity(online),
        fleet,
      })}
      route="livedata"
    >
      <p>page</p>
    </ShellScreen>,
    { language: 'en-GB' },
  );
  return fleet;
};

describe("'Connection Error' snackbar (spec 000 §8)", () => {
  it('shows after a failed live-data call until dismissed', async () => {
    const fleet = renderShell();
    await screen.findByRole('complementary', { name: 'My locomotives' });
    expect(screen.queryByText('Connection Error')).toBeNull();
    act(() => fleet.connectionError.send({ type: 'api.liveDataFailed', failure: FAILURE }));
    expect((await screen.findByRole('alert')).textContent).toContain('Connection Error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Connection Error')).toBeNull();
  });

  it('stays away while offline, where the fixed banner says it already', async () => {
    const fleet = renderShell(false);
    await screen.findByRole('complementary', { name: 'My locomotives' });
    act(() => fleet.connectionError.send({ type: 'api.liveDataFailed', failure: FAILURE }));
    expect(screen.queryByText('Connection Error')).toBeNull();
    expect(screen.getAllByText('No connection. Please check your internet connection.')).toHaveLength(1);
  });
});
