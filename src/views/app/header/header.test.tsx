import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellScreen } from '../shell.screen';
import { createFakeSession } from '../../shared/testing/fake-actors';
import type { AccessRights, PersonAccount } from '../../../api/contract/accounts.contract';
import {
  ADMIN,
  ADMIN_RIGHTS,
  DISPATCHER,
  DISPATCHER_RIGHTS,
  DRIVER,
  DRIVER_RIGHTS,
  readyContext,
} from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { ZOOM_KEY } from '../ui-preferences';
import { ClockView } from './clock.view';
import { DEFAULT_AVATAR_URL } from './user-menu.view';

afterEach(() => vi.useRealTimers());

describe('clock', () => {
  it('shows HH:mm (24 h) and DD.MM.YYYY', () => {
    renderWithProviders(<ClockView now={Date.UTC(2026, 0, 9, 14, 5, 30)} timeZone="Europe/Berlin" />);
    expect(screen.getByTestId('clock-time').textContent).toBe('15:05');
    expect(screen.getByTestId('clock-date').textContent).toBe('09.01.2026');
  });

  it('refreshes every minute in the header', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 9, 22, 58, 50));
    renderWithProviders(
      <ShellScreen
        services={fakeServices({ session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)) })}
        route="dashboard"
      >
        <p />
      </ShellScreen>,
    );
    expect(screen.getByTestId('clock-time').textContent).toBe('23:58');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('clock-time').textContent).toBe('23:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('clock-time').textContent).toBe('00:00');
    expect(screen.getByTestId('clock-date').textContent).toBe('10.01.2026');
  });
});

describe('header menus', () => {
  const renderHeader = (hostname = 'portal.example.org', account = ADMIN) => {
    const session = createFakeSession(readyContext(account, ADMIN_RIGHTS));
    const send = vi.spyOn(session, 'send');
    const hardReload = vi.fn();
    const r = renderWithProviders(
      <ShellScreen services={fakeServices({ session, hostname, hardReload })} route="dashboard">
        <p />
      </ShellScreen>,
    );
    return { ...r, send, hardReload };
  };

  it('offers profile, language, organisation switch, logout and the version in the user menu', async () => {
    const user = userEvent.setup();
    const { send, currentPath } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Benutzermenü: Ada Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Version 1.1.8')).toBeTruthy();
    // Keyboard only: the sub-menu opens with the right arrow, Enter picks an organisation.
    within(menu).getByRole('menuitem', { name: 'Organisation' }).focus();
    await user.keyboard('{ArrowRight}');
    const organisation = await screen.findByRole('menuitemradio', { name: 'Cargo Rail Two' });
    organisation.focus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'user.switchOrganisation', organisationId: 'org-2' });

    await user.click(screen.getByRole('button', { name: 'Benutzermenü: Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profil' }));
    expect(currentPath()).toBe('/profile');

    await user.click(screen.getByRole('button', { name: 'Benutzermenü: Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    expect(send).toHaveBeenCalledWith({ type: 'user.logout' });
  });

  it('says so when the organisation switch was refused', () => {
    const session = createFakeSession({
      ...readyContext(ADMIN, ADMIN_RIGHTS),
      organisationError: { status: 403 },
    });
    renderWithProviders(
      <ShellScreen services={fakeServices({ session })} route="dashboard">
        <p />
      </ShellScreen>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Die Organisation konnte nicht gewechselt werden.',
    );
  });

  it('has no organisation switch with a single organisation', async () => {
    const user = userEvent.setup();
    renderHeader('portal.example.org', DISPATCHER);
    await user.click(screen.getByRole('button', { name: 'Benutzermenü: Dana Dispatcher' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Organisation' })).toBeNull();
  });

  it('switches the language and sends it to the account settings', async () => {
    const user = userEvent.setup();
    const { send, i18n } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sprache: DE (Deutsch)' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(i18n.language).toBe('en-GB');
    expect(send).toHaveBeenCalledWith({ type: 'user.changeLanguage', language: 'en-GB' });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('links the sibling apps in new tabs', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Apps' }));
    const link = await screen.findByRole('menuitem', { name: 'Ersatzteile (öffnet in neuem Tab)' });
    expect(link.getAttribute('href')).toBe('https://parts.example.org/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows dev tools only on localhost or a dev host; zoom is stored', async () => {
    const user = userEvent.setup();
    const first = renderHeader();
    expect(screen.queryByRole('button', { name: 'Entwicklerwerkzeuge' })).toBeNull();
    first.unmount();
    const { hardReload } = renderHeader('localhost');
    await user.click(screen.getByRole('button', { name: 'Entwicklerwerkzeuge' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '1,2' }));
    expect(localStorage.getItem(ZOOM_KEY)).toBe('1.2');
    await user.click(screen.getByRole('button', { name: 'Entwicklerwerkzeuge' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Neu laden (Cache leeren)' }));
    expect(hardReload).toHaveBeenCalled();
  });

  it('shows the default avatar without an image and when the image fails', () => {
    const first = renderHeader();
    const img = () => screen.getByRole('button', { name: /Benutzermenü/ }).querySelector('img');
    expect(img()?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    first.unmount();
    renderHeader('portal.example.org', { ...ADMIN, avatarImageUrlSignature: 'sig' });
    expect(img()?.getAttribute('src')).toBe('/avatar/acc-admin?signature=sig');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
  });
});

/** Issue 28 §2: the console's way in for the roles it admits; the side navigation entry stays disabled. */
describe('user administration in the user menu', () => {
  const OPERATOR_ADMIN: PersonAccount = {
    ...DISPATCHER,
    accountId: 'acc-opadmin',
    accountName: 'opadmin',
    displayName: 'Otto Opadmin',
    role: 'operator_admin',
  };
  const DEMO: PersonAccount = {
    ...DISPATCHER,
    accountId: 'acc-demo',
    accountName: 'demo',
    displayName: 'Demo User',
    role: 'demo',
    isDemoUser: true,
  };

  const openUserMenu = async (account: PersonAccount, rights: AccessRights) => {
    const user = userEvent.setup();
    const r = renderWithProviders(
      <ShellScreen
        services={fakeServices({ session: createFakeSession(readyContext(account, rights)) })}
        route="dashboard"
      >
        <p />
      </ShellScreen>,
    );
    await user.click(screen.getByRole('button', { name: `Benutzermenü: ${account.displayName}` }));
    return { ...r, user, menu: await screen.findByRole('menu') };
  };

  it.each([
    ['administrator', ADMIN],
    ['operator_admin', OPERATOR_ADMIN],
  ])('offers it to the %s and opens the console, by keyboard too', async (_, account) => {
    const { user, menu, currentPath } = await openUserMenu(account, ADMIN_RIGHTS);
    const item = within(menu).getByRole('menuitem', { name: 'Benutzerverwaltung' });
    item.focus();
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/useradministration');
    // The side navigation still lists the entry as not permitted, without a link.
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByText('Benutzerverwaltung').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).queryByRole('link', { name: /Benutzerverwaltung/ })).toBeNull();
  });

  it.each([
    ['dispatcher', DISPATCHER, DISPATCHER_RIGHTS],
    ['driver', DRIVER, DRIVER_RIGHTS],
    ['demo user', DEMO, DISPATCHER_RIGHTS],
  ])('does not offer it to the %s', async (_, account, rights) => {
    const { menu } = await openUserMenu(account, rights);
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Benutzerverwaltung' })).toBeNull();
  });
});
