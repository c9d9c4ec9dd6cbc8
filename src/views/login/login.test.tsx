import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginError } from '../../machines/session/session.types';
import { createFakeConnectivity, createFakeSession } from '../shared/testing/fake-actors';
import { signedOutContext } from '../shared/testing/fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { LoginScreen } from './login.screen';
import { canSubmitLogin, LoginView, type LoginViewProps } from './login.view';

const props = (overrides: Partial<LoginViewProps> = {}): LoginViewProps => ({
  language: 'de-DE',
  onLanguageChange: vi.fn(),
  online: true,
  busy: false,
  error: null,
  hasStoredUser: false,
  onSwitchUser: vi.fn(),
  privacyPolicyUrl: 'https://example.org/datenschutz',
  resetPasskeyHref: '/reset-passkey',
  onLogin: vi.fn(),
  ...overrides,
});

const button = () => screen.getByRole('button', { name: 'Anmelden' });
const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
};

describe('login button (spec 001 §5)', () => {
  it('needs both fields, a connection and no login running', () => {
    expect(canSubmitLogin('u', 'p', true, false)).toBe(true);
    expect(canSubmitLogin('', 'p', true, false)).toBe(false);
    expect(canSubmitLogin('  ', 'p', true, false)).toBe(false);
    expect(canSubmitLogin('u', '', true, false)).toBe(false);
    expect(canSubmitLogin('u', 'p', false, false)).toBe(false);
    expect(canSubmitLogin('u', 'p', true, true)).toBe(false);
  });

  it('is enabled only when both fields are filled', () => {
    const onLogin = vi.fn();
    renderWithProviders(<LoginView {...props({ onLogin })} />);
    expect(button()).toHaveProperty('disabled', true);
    fill('dispatcher', '');
    expect(button()).toHaveProperty('disabled', true);
    fill('', 'secret');
    expect(button()).toHaveProperty('disabled', true);
    fill(' dispatcher ', 'secret');
    expect(button()).toHaveProperty('disabled', false);
    fireEvent.click(button());
    expect(onLogin).toHaveBeenCalledWith('dispatcher', 'secret');
  });

  it('is disabled offline, with a hint', () => {
    renderWithProviders(<LoginView {...props({ online: false })} />);
    fill('dispatcher', 'secret');
    expect(button()).toHaveProperty('disabled', true);
    expect(screen.getByText('Die Anmeldung ist nur mit Internetverbindung möglich.')).toBeTruthy();
  });
});

describe('login page', () => {
  it('labels every field and the password toggle, which shows the password', () => {
    renderWithProviders(<LoginView {...props()} />);
    const password = screen.getByLabelText('Passwort');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeTruthy();
  });

  it('links the reset page and the privacy policy of the language', () => {
    renderWithProviders(<LoginView {...props()} />);
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/reset-passkey',
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      'https://example.org/datenschutz',
    );
  });

  it.each<[LoginError, string]>([
    [{ kind: 'invalidCredentials' }, 'Benutzername oder Passwort ist falsch.'],
    [{ kind: 'throttled', retryAfterSeconds: 125 }, 'Bitte warten Sie 2 min 5 s'],
    [{ kind: 'offline' }, 'Keine Verbindung zum Server.'],
    [{ kind: 'server', status: 503 }, 'Status 503'],
    [{ kind: 'server', status: null }, 'Die Anmeldung ist fehlgeschlagen.'],
  ])('shows the message for %o', (error, text) => {
    renderWithProviders(<LoginView {...props({ error })} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('shakes on wrong credentials', () => {
    renderWithProviders(<LoginView {...props({ error: { kind: 'invalidCredentials' } })} />);
    expect(document.querySelector('.auth-shake')).toBeTruthy();
  });

  it('offers switch user only with a stored user', () => {
    const onSwitchUser = vi.fn();
    const first = renderWithProviders(<LoginView {...props()} />);
    expect(screen.queryByRole('button', { name: 'Benutzer wechseln' })).toBeNull();
    first.unmount();
    renderWithProviders(<LoginView {...props({ hasStoredUser: true, onSwitchUser })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer wechseln' }));
    expect(onSwitchUser).toHaveBeenCalled();
  });
});

describe('login screen', () => {
  it('sends user.login, follows connectivity and switches the language', async () => {
    const session = createFakeSession(signedOutContext());
    const send = vi.spyOn(session, 'send');
    const connectivity = createFakeConnectivity(true);
    const { i18n } = renderWithProviders(
      <LoginScreen
        session={session}
        connectivity={connectivity}
        privacyPolicyUrls={{ 'de-DE': 'https://example.org/de', 'en-GB': 'https://example.org/en' }}
        storedUserToken={null}
        clearStoredUserToken={vi.fn()}
        resetPasskeyHref="/reset-passkey"
      />,
    );
    fill('dispatcher', 'Portal-Demo-2026!');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledWith({
      type: 'user.login',
      accountName: 'dispatcher',
      passkey: 'Portal-Demo-2026!',
    });
    act(() => connectivity.send({ type: 'browser.offline' }));
    expect(button()).toHaveProperty('disabled', true);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'English' }));
    expect(i18n.language).toBe('en-GB');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://example.org/en',
    );
  });

  it('offers switch user while the session remembers an earlier user token, and clears it', () => {
    const session = createFakeSession({ ...signedOutContext(), earlierUserToken: 'old' });
    const clear = vi.fn();
    renderWithProviders(
      <LoginScreen
        session={session}
        connectivity={createFakeConnectivity(true)}
        privacyPolicyUrls={{ 'de-DE': '', 'en-GB': '' }}
        storedUserToken={null}
        clearStoredUserToken={clear}
        resetPasskeyHref="/reset-passkey"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer wechseln' }));
    expect(clear).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Benutzer wechseln' })).toBeNull();
    // Without a privacy-policy URL the link is left out.
    expect(screen.queryByRole('link', { name: 'Datenschutzerklärung' })).toBeNull();
  });
});
