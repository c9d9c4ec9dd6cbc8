import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellScreen } from './shell.screen';
import { createFakeConnectivity, createFakeSession } from '../shared/testing/fake-actors';
import { DRIVER, DRIVER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';

const renderShell = (language: 'en-GB' | 'de-DE') => {
  const services = fakeServices({
    session: createFakeSession(readyContext(DRIVER, DRIVER_RIGHTS)),
    connectivity: createFakeConnectivity(true),
  });
  renderWithProviders(
    <ShellScreen services={services} route="logbook-all-entries">
      <p>page</p>
    </ShellScreen>,
    { language },
  );
  return services.logbook;
};

describe('the logbook sync snackbar in the shell (spec 001 §4, §8)', () => {
  it('back online with work pushed: "Unsaved entries synchronised" until dismissed', async () => {
    const logbook = renderShell('en-GB');
    act(() =>
      logbook.syncNotice.send({
        type: 'sync.finished',
        reason: 'online',
        pushed: 3,
        failed: 0,
        announce: true,
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Unsaved entries synchronised');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Unsaved entries synchronised')).toBeNull();
  });

  it('a failed sync of the button says "Fehler (503)" in German, as an alert', async () => {
    const logbook = renderShell('de-DE');
    act(() =>
      logbook.syncNotice.send({ type: 'sync.failed', reason: 'user', status: 503, resultCode: 'err_server' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Fehler (503)');
  });
});
