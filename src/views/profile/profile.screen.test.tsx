import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../api/api-failure';
import { updateAccountSettings, updateEmail, updatePasskey } from '../../api/contract';
import type { PersonAccount } from '../../api/contract/accounts.contract';
import { createFakeSession } from '../shared/testing/fake-actors';
import { DRIVER, DRIVER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { ProfileScreen } from './profile.screen';
import { MESSAGE_TIME_STORAGE_KEY, messageMs, setMessageTime } from '../../machines/shared/message-time';
import { restoreMessageTime } from '../shared/use-message-time';

const CURRENT = 'Portal-Demo-2026!';
const NEW = 'Portal-Demo-2027!';

const render = (
  options: { account?: PersonAccount; answer?: () => Promise<unknown>; language?: 'de-DE' | 'en-GB' } = {},
) => {
  const call = vi.fn((_endpoint: unknown, _input: unknown) =>
    (options.answer ?? (() => Promise.resolve(undefined)))(),
  );
  const onSaved = vi.fn();
  const session = createFakeSession(readyContext(options.account ?? DRIVER, DRIVER_RIGHTS));
  renderWithProviders(
    <ProfileScreen
      route="profile"
      services={fakeServices({
        session,
        profile: { api: { call: call as never }, getAccessToken: () => 'access-token', onSaved },
      })}
    />,
    { language: options.language ?? 'en-GB' },
  );
  return { call, onSaved };
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

afterEach(() => {
  vi.useRealTimers();
});

describe('profile screen', () => {
  it('shows the account read-only and the current e-mail', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByTestId('profile-current-email').textContent).toBe('driver@example.org');
    expect(screen.getByText('Dirk')).toBeTruthy();
    expect(screen.getByText('Driver')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  });

  it('lists the broken rules live and enables Save only with a complete password change', async () => {
    render();
    await screen.findByRole('heading', { level: 1 });
    expect(saveButton()).toHaveProperty('disabled', true);
    type('New password', 'abc');
    const rules = screen.getByTestId('passkey-problems');
    expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    type('New password', NEW);
    type('Confirm new password', `${NEW}x`);
    expect(screen.getByText('Passwords entered do not match.')).toBeTruthy();
    type('Confirm new password', NEW);
    expect(saveButton()).toHaveProperty('disabled', true);
    type('Current password', CURRENT);
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('changes the password and the e-mail, clears the fields and shows the success dialog for 2 s', async () => {
    const { call, onSaved } = render();
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    type('Current password', CURRENT);
    type('New password', NEW);
    type('Confirm new password', NEW);
    type('New e-mail', 'dirk@rail.example.de');
    type('Confirm new e-mail', 'dirk@rail.example.de');
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Your profile was saved.')).toBeTruthy();
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([updatePasskey, updateEmail]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('tells an invalid or unconfirmed e-mail and keeps Save disabled', async () => {
    render();
    await screen.findByRole('heading', { level: 1 });
    type('New e-mail', 'dirk@rail');
    expect(screen.getByText('This is not a valid e-mail address.')).toBeTruthy();
    type('New e-mail', 'dirk@rail.example.de');
    type('Confirm new e-mail', 'dirk@rail.example.com');
    expect(screen.getByText('The e-mail addresses entered do not match.')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('shows why a save failed (wrong current password) for 4 s', async () => {
    const wrong = new ApiCallError({
      _tag: 'HttpError',
      status: 403,
      body: { error: 'wrong_passkey', message: 'no', field: 'oldPasskey' },
      retryAfterSeconds: null,
    });
    render({ answer: () => Promise.reject(wrong) });
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    type('Current password', 'Wrong-Passw0rd!');
    type('New password', NEW);
    type('Confirm new password', NEW);
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('The current password is wrong.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('New password')).toHaveProperty('value', NEW);
  });

  it('saves a changed language only', async () => {
    const { call, onSaved } = render({ language: 'de-DE' });
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    const save = screen.getByRole('button', { name: 'Sprache speichern' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(await screen.findByText('Ihre Sprache wurde gespeichert.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(updateAccountSettings, {
      accessToken: 'access-token',
      signal: expect.any(AbortSignal) as AbortSignal,
      body: { settings: { language: 'en-GB' } },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('lets the demo user save nothing', async () => {
    const { call } = render({ account: { ...DRIVER, isDemoUser: true, role: 'demo' } });
    expect(await screen.findByText('The demo account cannot change its profile.')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save language' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Current password').matches(':disabled')).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('profile screen: how long messages stay (issue 36, WCAG 2.2.1)', () => {
  afterEach(() => setMessageTime('standard'));

  it('the switch makes every message stay ten times as long, at once and on the next visits', async () => {
    render();
    const longer = await screen.findByRole('switch', { name: 'Keep messages on screen longer' });
    expect(longer.getAttribute('aria-checked')).toBe('false');
    expect(messageMs(3000)).toBe(3000);
    fireEvent.click(longer);
    expect(longer.getAttribute('aria-checked')).toBe('true');
    expect(messageMs(3000)).toBe(30_000);
    expect(localStorage.getItem(MESSAGE_TIME_STORAGE_KEY)).toBe('long');
    // The next visit starts with it; anything else stored keeps the standard.
    setMessageTime('standard');
    restoreMessageTime(localStorage);
    expect(messageMs(2000)).toBe(20_000);
    setMessageTime('standard');
    localStorage.setItem(MESSAGE_TIME_STORAGE_KEY, 'forever');
    restoreMessageTime(localStorage);
    expect(messageMs(2000)).toBe(2000);
    localStorage.removeItem(MESSAGE_TIME_STORAGE_KEY);
  });
});
