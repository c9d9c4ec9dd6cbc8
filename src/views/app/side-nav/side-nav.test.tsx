import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellScreen } from '../shell.screen';
import { createFakeSession } from '../../shared/testing/fake-actors';
import {
  ADMIN_RIGHTS,
  DISPATCHER,
  DISPATCHER_RIGHTS,
  DRIVER_RIGHTS,
  GUEST_RIGHTS,
  readyContext,
} from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { NAV_EXPANDED_KEY, UNSAVED_LOGBOOK_KEY, ZOOM_KEY } from '../ui-preferences';
import { UI_ZOOM_PROPERTY } from '../use-ui-zoom';
import { sideNavItems } from './side-nav.entries';

const ids = (...args: Parameters<typeof sideNavItems>) => sideNavItems(...args).map((i) => i.id);

describe('side navigation entries (spec 000 §2)', () => {
  it('lists the telematics entries with gateway read, the logbook with logbook read', () => {
    expect(
      ids({ route: 'dashboard', accessRights: DISPATCHER_RIGHTS, hasUnsavedLogbookItems: false }),
    ).toEqual([
      'dashboard',
      'livedata',
      'reporting',
      'trackingmap',
      'notification',
      'datasheet',
      'logbook-all-entries',
      'useradministration',
    ]);
    expect(
      ids({ route: 'dashboard', accessRights: GUEST_RIGHTS, hasUnsavedLogbookItems: true }),
    ).not.toContain('logbook-all-entries');
  });

  it('lists no telematics entry without gateway read', () => {
    expect(
      ids({ route: 'logbook-all-entries', accessRights: DRIVER_RIGHTS, hasUnsavedLogbookItems: false }),
    ).toEqual(['logbook-all-entries', 'useradministration']);
  });

  it('lists open entries only with logbook read and unsaved entries', () => {
    expect(ids({ route: 'dashboard', accessRights: ADMIN_RIGHTS, hasUnsavedLogbookItems: true })).toContain(
      'logbook-draft-entries',
    );
    expect(
      ids({ route: 'dashboard', accessRights: ADMIN_RIGHTS, hasUnsavedLogbookItems: false }),
    ).not.toContain('logbook-draft-entries');
    expect(
      ids({ route: 'dashboard', accessRights: GUEST_RIGHTS, hasUnsavedLogbookItems: true }),
    ).not.toContain('logbook-draft-entries');
  });

  it('lists user administration but never allows it, and never lists railation', () => {
    const items = sideNavItems({
      route: 'railation',
      accessRights: ADMIN_RIGHTS,
      hasUnsavedLogbookItems: true,
    });
    expect(items.find((i) => i.id === 'useradministration')?.allowed).toBe(false);
    expect(items.some((i) => i.id === 'railation')).toBe(false);
  });

  it('shows only Back and Profile on the profile pages', () => {
    for (const route of ['profile', 'notificationsettings'] as const)
      expect(sideNavItems({ route, accessRights: ADMIN_RIGHTS, hasUnsavedLogbookItems: true })).toEqual([
        { id: 'back', path: '/', allowed: true },
        { id: 'profile', path: '/profile', allowed: true },
      ]);
  });
});

describe('side navigation in the shell', () => {
  const renderShell = (windowWidth = 1280, route: 'dashboard' | 'profile' = 'dashboard') =>
    renderWithProviders(
      <ShellScreen
        services={fakeServices({
          session: createFakeSession(readyContext(DISPATCHER, ADMIN_RIGHTS)),
          windowWidth: () => windowWidth,
        })}
        route={route}
      >
        <p />
      </ShellScreen>,
    );
  const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

  it('starts expanded at 210 px, collapses to 52 px and stores the choice', () => {
    renderShell();
    expect(nav().style.width).toBe('210px');
    fireEvent.click(screen.getByRole('button', { name: 'Navigation einklappen' }));
    expect(nav().style.width).toBe('52px');
    expect(localStorage.getItem(NAV_EXPANDED_KEY)).toBe('false');
    // Collapsed, the entries keep their accessible names.
    expect(within(nav()).getByRole('link', { name: 'Live-Daten' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Navigation ausklappen' }));
    expect(localStorage.getItem(NAV_EXPANDED_KEY)).toBe('true');
  });

  it('starts collapsed under 480 px unless the stored preference says otherwise', () => {
    const first = renderShell(400);
    expect(nav().style.width).toBe('52px');
    first.unmount();
    localStorage.setItem(NAV_EXPANDED_KEY, 'true');
    renderShell(400);
    expect(nav().style.width).toBe('210px');
  });

  it('scales the width with the stored zoom factor, and publishes it to the panel and every drawer', () => {
    localStorage.setItem(ZOOM_KEY, '1.2');
    const shell = renderShell();
    expect(nav().style.width).toBe('252px');
    // On the root element: Radix portals the drawers to the end of <body>, outside the shell.
    expect(document.documentElement.style.getPropertyValue(UI_ZOOM_PROPERTY)).toBe('1.2');
    shell.unmount();
    expect(document.documentElement.style.getPropertyValue(UI_ZOOM_PROPERTY)).toBe('');
  });

  it('lists open entries when unsaved logbook items are stored', () => {
    localStorage.setItem(UNSAVED_LOGBOOK_KEY, JSON.stringify([{ logbookEntryId: 'x' }]));
    renderShell();
    expect(within(nav()).getByRole('link', { name: 'Offene Einträge' })).toBeTruthy();
  });

  it('marks the current entry and disables user administration', () => {
    renderShell();
    expect(within(nav()).getByRole('link', { name: 'Übersicht' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).queryByRole('link', { name: /Benutzerverwaltung/ })).toBeNull();
    expect(within(nav()).getByText('Benutzerverwaltung').closest('[aria-disabled="true"]')).toBeTruthy();
  });

  it('shows only Back and Profile on the profile page', () => {
    renderShell(1280, 'profile');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Zurück', 'Profil']);
  });
});

describe('My locomotives entry (spec 000 §2 Side navigation)', () => {
  it('is not offered while the vehicle list panel is shown (hiding: vehicle-panel.screen.test)', () => {
    const services = fakeServices({ session: createFakeSession(readyContext(DISPATCHER, ADMIN_RIGHTS)) });
    renderWithProviders(
      <ShellScreen services={services} route="reporting">
        <p />
      </ShellScreen>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('button', { name: 'Meine Lokomotiven' })).toBeNull();
  });
});
