import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessRights, PersonAccount } from '../../api/contract/accounts.contract';
import { App } from './app';
import type { AppServices } from '../shared/app-services';
import { createFakeConnectivity, createFakeSession } from '../shared/testing/fake-actors';
import {
  ADMIN,
  DISPATCHER,
  DISPATCHER_RIGHTS,
  DRIVER,
  DRIVER_RIGHTS,
  GUEST_RIGHTS,
  readyContext,
  signedOutContext,
} from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';

const loggedIn = (account: PersonAccount, rights: AccessRights, extra: Partial<AppServices> = {}) =>
  fakeServices({ session: createFakeSession(readyContext(account, rights)), ...extra });

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('routing and guards', () => {
  it('redirects a logged-out deep link to /login and shows the login form', async () => {
    const r = renderWithProviders(<App services={fakeServices()} />, { path: '/reporting' });
    await waitFor(() => expect(r.currentPath()).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Rail Fleet Portal' })).toBeTruthy();
    expect(screen.getByLabelText('Benutzername')).toBeTruthy();
  });

  it('shows the reset request form logged out, and the token form with a token', async () => {
    const r = renderWithProviders(<App services={fakeServices()} />, { path: '/reset-passkey' });
    expect(await screen.findByLabelText('Benutzername oder E-Mail')).toBeTruthy();
    r.unmount();
    renderWithProviders(<App services={fakeServices()} />, { path: '/reset-passkey?token=abc' });
    expect(await screen.findByLabelText('Neues Passwort')).toBeTruthy();
  });

  it('lands a dispatcher on the dashboard with the telematics menu, and redirects unknown paths to /', async () => {
    const r = renderWithProviders(<App services={loggedIn(DISPATCHER, DISPATCHER_RIGHTS)} />, {
      path: '/nowhere',
    });
    await waitFor(() => expect(r.currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeTruthy();
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Meine Lokomotiven' })).toBeTruthy();
    expect(navLinks()).toEqual([
      '/',
      '/livedata',
      '/reporting',
      '/trackingmap',
      '/notification',
      '/datasheet',
      '/logbook-all-entries',
    ]);
  });

  it('sends a driver to /logbook-all-entries without telematics entries', async () => {
    const r = renderWithProviders(<App services={loggedIn(DRIVER, DRIVER_RIGHTS)} />, { path: '/' });
    await waitFor(() => expect(r.currentPath()).toBe('/logbook-all-entries'));
    expect(await screen.findByRole('heading', { name: 'Fahrtenbuch' })).toBeTruthy();
    expect(navLinks()).toEqual(['/logbook-all-entries']);
    expect(within(nav()).queryByText('Übersicht')).toBeNull();
  });

  it('shows the logbook-denied message without logbook read, and nothing without any rights', async () => {
    const r = renderWithProviders(<App services={loggedIn(DISPATCHER, GUEST_RIGHTS)} />, {
      path: '/logbook-all-entries',
    });
    expect((await screen.findByTestId('access-denied')).textContent).toContain(
      'Sie haben keine Berechtigung, das Fahrtenbuch anzuzeigen.',
    );
    r.unmount();
    renderWithProviders(<App services={loggedIn(DISPATCHER, {})} />, { path: '/logbook-all-entries' });
    expect(await screen.findByTestId('access-denied-empty')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it('shows only railation, without header and navigation, inside a frame', async () => {
    renderWithProviders(<App services={loggedIn(DISPATCHER, DISPATCHER_RIGHTS, { inFrame: true })} />, {
      path: '/reporting',
    });
    expect(await screen.findByRole('heading', { name: 'Railation' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the offline banner while the connectivity actor is offline', async () => {
    const connectivity = createFakeConnectivity(true);
    renderWithProviders(<App services={loggedIn(ADMIN, DISPATCHER_RIGHTS, { connectivity })} />);
    await screen.findByRole('heading', { name: 'Übersicht' });
    expect(screen.queryByText(/Keine Verbindung/)).toBeNull();
    act(() => connectivity.send({ type: 'browser.offline' }));
    expect(screen.getByText('Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.')).toBeTruthy();
  });

  it('waits for the logged-in app’s services (loaded at the first login), then resolves the route', async () => {
    const services = loggedIn(DRIVER, DRIVER_RIGHTS);
    let loaded: AppServices | null = null;
    const listeners = new Set<() => void>();
    const loggedInServices = {
      current: () => loaded,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const r = renderWithProviders(<App services={{ ...services, loggedInServices }} />, { path: '/' });
    expect(await screen.findByText('Wird geladen …')).toBeTruthy();
    expect(r.currentPath()).toBe('/');
    act(() => {
      loaded = services;
      for (const listener of listeners) listener();
    });
    await waitFor(() => expect(r.currentPath()).toBe('/logbook-all-entries'));
  });

  it('shows the session-invalid dialog over the login page', async () => {
    const session = createFakeSession(signedOutContext(), 'sessionInvalid');
    renderWithProviders(<App services={fakeServices({ session })} />, { path: '/login', language: 'en-GB' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please Login!')).toBeTruthy();
    expect(within(dialog).getByText('Session has expired please login again')).toBeTruthy();
  });
});
