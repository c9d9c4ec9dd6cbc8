import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { AdminConsoleView, type AdminConsoleViewProps } from './admin-console.view';
import {
  FIXTURE_TRANSLATIONS,
  FIXTURE_USERS,
  FIXTURE_VEHICLE_WINDOWS,
  pageOf,
} from './administration.fixtures';
import { TranslationsView } from './translations.view';
import { UserVehiclesView } from './user-vehicles.view';
import { UsersView } from './users.view';

const paging = () => ({ onPage: vi.fn(), onPageSize: vi.fn(), onRetry: vi.fn() });

const consoleProps = (over: Partial<AdminConsoleViewProps> = {}): AdminConsoleViewProps => ({
  status: 'allowed',
  tab: 'users',
  testingGate: false,
  onSelectTab: vi.fn(),
  onStartTesting: vi.fn(),
  onRetry: vi.fn(),
  tabs: {
    users: () => <p>users tab</p>,
    translations: () => <p>translations tab</p>,
    otherSettings: () => <p>other tab</p>,
    deviceKeys: () => <p>devices tab</p>,
    webhooks: () => <p>webhooks tab</p>,
    railation: () => <p>railation tab</p>,
    auditLog: () => <p>audit tab</p>,
  },
  ...over,
});

describe('the administration console view', () => {
  it('says "Unauthorised User" in English and its German text, with no tabs', () => {
    const { unmount } = renderWithProviders(<AdminConsoleView {...consoleProps({ status: 'refused' })} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('alert').textContent).toContain('Unauthorised User');
    expect(screen.queryByRole('tab')).toBeNull();
    unmount();
    renderWithProviders(<AdminConsoleView {...consoleProps({ status: 'refused' })} />, { language: 'de-DE' });
    expect(screen.getByRole('alert').textContent).toContain('Nicht berechtigter Benutzer');
  });

  it('shows a loader while checking and a retry after a failed check', () => {
    const props = consoleProps({ status: 'failed' });
    const { unmount } = renderWithProviders(<AdminConsoleView {...consoleProps({ status: 'checking' })} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('status').textContent).toContain('Checking permission');
    unmount();
    renderWithProviders(<AdminConsoleView {...props} />, { language: 'en-GB' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('holds the user tab behind Start Testing and shows the chosen tab otherwise', () => {
    const props = consoleProps({ testingGate: true });
    const { unmount } = renderWithProviders(<AdminConsoleView {...props} />, { language: 'en-GB' });
    expect(screen.queryByText('users tab')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Testing' }));
    expect(props.onStartTesting).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<AdminConsoleView {...consoleProps({ tab: 'auditLog', testingGate: true })} />, {
      language: 'en-GB',
    });
    expect(screen.getByText('audit tab')).toBeTruthy();
    // Radix Themes renders each label twice (a hidden copy keeps the width steady when bold).
    expect(
      screen
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-label') ?? tab.querySelector('span')?.textContent),
    ).toEqual([
      'Individual User Train Settings',
      'Site Translation',
      'Other Settings',
      'Device keys',
      'Webhooks',
      'Railation',
      'Audit log',
    ]);
  });
});

describe('the console tables', () => {
  it('pages 20 rows at a time and leaves the demo role blank', () => {
    const p = paging();
    renderWithProviders(
      <UsersView {...pageOf(FIXTURE_USERS)} totalCount={45} {...p} onOpenVehicles={vi.fn()} />,
      { language: 'en-GB' },
    );
    expect(screen.getByTestId('admin-users-range').textContent).toBe('1–20 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(p.onPage).toHaveBeenCalledWith(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    const demoRow = screen.getByText('demo').closest('tr')!;
    expect(within(demoRow).queryByText(/admin|user/i)).toBeNull();
  });

  it('shows Not Limited for empty days and refuses an end before the start', () => {
    const onSave = vi.fn();
    renderWithProviders(
      <UserVehiclesView
        {...pageOf(FIXTURE_VEHICLE_WINDOWS)}
        {...paging()}
        userName="guest"
        pendingKey={null}
        saving={false}
        saveFailure={null}
        savedKey={null}
        onSave={onSave}
      />,
      { language: 'en-GB' },
    );
    const open = screen.getByText('DE 18 – 4185 011').closest('tr')!;
    expect(within(open).getAllByText('Not Limited')).toHaveLength(2);
    fireEvent.change(within(open).getByLabelText(/^Start /), { target: { value: '2026-11-20' } });
    fireEvent.change(within(open).getByLabelText(/^End /), { target: { value: '2026-11-10' } });
    expect(within(open).getByRole('alert').textContent).toBe('The end is before the start.');
    expect(within(open).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    fireEvent.change(within(open).getByLabelText(/^End /), { target: { value: '2026-11-30' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(108, { startDate: '2026-11-20', endDate: '2026-11-30' });
    const limited = screen.getByText('DE 18 – 4185 014').closest('tr')!;
    expect(limited.textContent).toContain('22.11.2026');
  });

  it('edits a translation in a dialog and saves German and English together', () => {
    const onSave = vi.fn();
    renderWithProviders(
      <TranslationsView
        {...pageOf(FIXTURE_TRANSLATIONS)}
        {...paging()}
        readOnly={false}
        saving={false}
        pendingKey={null}
        saveFailure={null}
        savedKey={null}
        onSave={onSave}
        onDismissFailure={vi.fn()}
      />,
      { language: 'en-GB' },
    );
    expect(screen.getByText('Not deployed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit common->releaseNotes' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('English'), {
      target: { value: 'Version 1.2: faster maps.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('common->releaseNotes', {
      de: 'Noch keine Versionshinweise.',
      en: 'Version 1.2: faster maps.',
    });
  });
});
