import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSessionFixtures } from '../../machines/session/session.fixtures';
import { sessionMachine } from '../../machines/session/session.machine';
import { MachineWalker } from './machine-walker.view';

const fixtures = createSessionFixtures(Date.now());

const renderWalker = (initialInput: string) =>
  render(
    <MachineWalker
      title="Session"
      machine={sessionMachine}
      inputs={fixtures.inputs}
      eventVariants={fixtures.eventVariants}
      initialInput={initialInput}
    />,
  );

const stateText = () => screen.getByTestId('walker-state').textContent;
const events = () => within(screen.getByRole('region', { name: 'Events' }));

describe('MachineWalker', () => {
  it('settles invoked calls when QA clicks resolve', async () => {
    const user = userEvent.setup();
    renderWalker('valid');
    expect(stateText()).toBe('{"loggedIn":{"authorizing":"requesting"}}');
    expect(screen.getByText(/waiting calls: fetchAccessToken/)).toBeTruthy();
    await user.click(events().getByRole('button', { name: /^resolve fetchAccessToken → .*10min/ }));
    expect(stateText()).toBe('{"loggedIn":{"authorized":{"accessToken":"fresh","profile":"loading"}}}');
  });

  it('offers only the events the state accepts, and rejects with a typed failure', async () => {
    const user = userEvent.setup();
    renderWalker('noToken');
    expect(events().queryByRole('button', { name: 'user.logout' })).toBeNull();
    await user.click(events().getByRole('button', { name: /^user\.login/ }));
    await user.click(events().getByRole('button', { name: 'reject login: HTTP 429' }));
    expect(stateText()).toBe('{"loggedOut":"idle"}');
    expect(screen.getByText(/"kind": "throttled"/)).toBeTruthy();
  });

  it('jumps to a reachable state without running it, then walks on with direct events', async () => {
    const user = userEvent.setup();
    renderWalker('noToken');
    const reachable = within(screen.getByRole('region', { name: 'Reachable states' }));
    await user.click(reachable.getByRole('button', { name: '{"loggedOut":"sessionInvalid"}' }));
    expect(stateText()).toBe('{"loggedOut":"sessionInvalid"}');
    expect(screen.getByText(/jumped/)).toBeTruthy();
    await user.click(events().getByRole('button', { name: 'time passes: sessionInvalidDialog' }));
    expect(stateText()).toBe('{"loggedOut":"idle"}');
  });

  it('logs the named actions that ran and resets to a start input', async () => {
    const user = userEvent.setup();
    renderWalker('undecodable');
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Side effects run' }).textContent).toContain(
      'removeStoredUserToken',
    );
    await user.click(screen.getByRole('button', { name: 'reset: valid' }));
    expect(stateText()).toBe('{"loggedIn":{"authorizing":"requesting"}}');
  });
});
