import { describe, expect, it } from 'vitest';
import { resolveLoggedInPath, resolveLoggedOutPath, routeOfPath, ROUTE_IDS } from './app.routes';
import { ADMIN_RIGHTS, DISPATCHER_RIGHTS, DRIVER_RIGHTS, GUEST_RIGHTS } from '../shared/testing/fixtures';

const at = (path: string, accessRights = DISPATCHER_RIGHTS, inFrame = false) =>
  resolveLoggedInPath(path, { accessRights, inFrame });

describe('logged-in routes (spec 000 §2, 001 §2)', () => {
  it('matches every route path exactly, the dashboard at /', () => {
    expect(routeOfPath('/')).toBe('dashboard');
    for (const route of ROUTE_IDS.filter((r) => r !== 'dashboard'))
      expect(routeOfPath(`/${route}`)).toBe(route);
    expect(routeOfPath('/dashboard')).toBeUndefined();
    expect(routeOfPath('/profile/')).toBeUndefined();
    // The map experiments of spec 000 §2 are left out (README): unknown paths.
    expect(routeOfPath('/mapbox')).toBeUndefined();
  });

  it('shows every route to a user with gateway and logbook read', () => {
    for (const route of ROUTE_IDS)
      expect(at(route === 'dashboard' ? '/' : `/${route}`, ADMIN_RIGHTS)).toEqual({
        kind: 'route',
        route,
        framed: false,
      });
  });

  it('redirects unknown paths to /', () => {
    expect(at('/nowhere')).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/reset-passkey')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a user without gateway read to /logbook-all-entries from every other route', () => {
    for (const path of ['/', '/livedata', '/notificationsettings', '/railation', '/unknown'])
      expect(at(path, DRIVER_RIGHTS)).toEqual({ kind: 'redirect', to: '/logbook-all-entries' });
    expect(at('/logbook-all-entries', DRIVER_RIGHTS)).toEqual({
      kind: 'route',
      route: 'logbook-all-entries',
      framed: false,
    });
    expect(at('/logbook-draft-entries', DRIVER_RIGHTS)).toMatchObject({ kind: 'route' });
  });

  it('lets a user without gateway read reach the FAQ (spec 000 §2) and the supplier list', () => {
    expect(at('/faq', DRIVER_RIGHTS)).toEqual({ kind: 'route', route: 'faq', framed: false });
    expect(at('/suppliers', DRIVER_RIGHTS)).toEqual({ kind: 'route', route: 'suppliers', framed: false });
  });

  it('lets a user without gateway read reach the profile and the administration console', () => {
    expect(at('/profile', DRIVER_RIGHTS)).toEqual({ kind: 'route', route: 'profile', framed: false });
    expect(at('/useradministration', DRIVER_RIGHTS)).toEqual({
      kind: 'route',
      route: 'useradministration',
      framed: false,
    });
  });

  it('hides nothing while the rights are empty', () => {
    expect(at('/', {})).toEqual({ kind: 'route', route: 'dashboard', framed: false });
  });

  it('shows the access-denied view on logbook routes without logbook read', () => {
    expect(at('/logbook-all-entries', GUEST_RIGHTS)).toEqual({
      kind: 'accessDenied',
      route: 'logbook-all-entries',
      showMessage: true,
    });
    expect(at('/logbook-draft-entries', GUEST_RIGHTS)).toMatchObject({ kind: 'accessDenied' });
  });

  it('shows nothing on the access-denied view without any rights', () => {
    expect(at('/logbook-all-entries', {})).toEqual({
      kind: 'accessDenied',
      route: 'logbook-all-entries',
      showMessage: false,
    });
  });

  it('shows railation inside a frame, whatever the path', () => {
    expect(at('/reporting', DISPATCHER_RIGHTS, true)).toEqual({
      kind: 'route',
      route: 'railation',
      framed: true,
    });
    expect(at('/unknown', DRIVER_RIGHTS, true)).toEqual({ kind: 'route', route: 'railation', framed: true });
  });
});

describe('logged-out routes', () => {
  it('knows only /login and /reset-passkey', () => {
    expect(resolveLoggedOutPath('/login')).toEqual({ kind: 'login' });
    expect(resolveLoggedOutPath('/reset-passkey')).toEqual({ kind: 'resetPasskey' });
  });

  it('redirects anything else to /login', () => {
    for (const path of ['/', '/reporting', '/logbook-all-entries', '/nowhere'])
      expect(resolveLoggedOutPath(path)).toEqual({ kind: 'redirect', to: '/login' });
  });
});
