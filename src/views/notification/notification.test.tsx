import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureHistoryPage } from '../../machines/notifications/history-list.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { NotificationView, type NotificationViewProps } from './notification.view';

const page = fixtureHistoryPage(1, 120);
const props = (overrides: Partial<NotificationViewProps> = {}): NotificationViewProps => ({
  selectedCount: 2,
  events: page.items,
  names: new Map([
    [101, 'V 100 Lisa'],
    [102, 'G 1206 Berta'],
  ]),
  sort: { key: 'timestamp', direction: 'desc' },
  page: 1,
  pageSize: 50,
  total: page.total,
  loading: false,
  failed: false,
  empty: false,
  onSort: vi.fn(),
  onPage: vi.fn(),
  onRetry: vi.fn(),
  demo: false,
  onExport: vi.fn(),
  devMode: false,
  onQuickExport: vi.fn(),
  quickExport: null,
  onQuickStop: vi.fn(),
  onQuickRetry: vi.fn(),
  onQuickDismiss: vi.fn(),
  timeZone: 'Europe/Berlin',
  ...overrides,
});

describe('notifications page (spec 001 §2)', () => {
  it('shows a row per event: Berlin date, locomotive, type text, note, place with coordinates', () => {
    renderWithProviders(<NotificationView {...props()} />);
    const rows = screen.getAllByTestId('notification-row');
    expect(rows).toHaveLength(50);
    const cells = within(rows[1]!).getAllByRole('cell');
    // Event 1: 22.11.2026 09:00 UTC = 10:00 in Berlin, vehicle 102, the second label.
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('22.11.2026 10:00');
    expect(cells[0]?.textContent).toBe('G 1206 Berta');
    expect(cells[1]?.textContent).toBe('Geschwindigkeitsgrenze überschritten');
    expect(cells[2]?.textContent).toBe('Messwert 81 (Grenze 50)');
    expect(cells[3]?.textContent).toBe('Hamburg-Harburg50.90100, 6.90100');
    expect(cells[3]?.getAttribute('title')).toBe('Koordinaten: 50.90100, 6.90100');
    expect(screen.getByTestId('notification-range').textContent).toBe('1–50 von 120');
    expect(screen.getByTestId('notification-scope').textContent).toBe('Ausgewählte Loks: 2');
  });

  it('sorts by a header (aria-sort on the current one) and pages', () => {
    const onSort = vi.fn();
    const onPage = vi.fn();
    renderWithProviders(<NotificationView {...props({ onSort, onPage })} />);
    expect(screen.getByRole('columnheader', { name: /Datum/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Benachrichtigungstyp/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
    fireEvent.click(screen.getByTestId('notification-sort-type'));
    expect(onSort).toHaveBeenCalledWith('type');
    fireEvent.click(screen.getByTestId('notification-next'));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('notification-previous')).toHaveProperty('disabled', true);
  });

  it('disables Export for the demo user and says why', () => {
    renderWithProviders(<NotificationView {...props({ demo: true })} />);
    expect(screen.getByTestId('notification-export')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('notification-demo-note').textContent).toBe(
      'Demo-Benutzer können Benachrichtigungen nicht exportieren.',
    );
  });

  it('shows the settings button and the Quick Export only in development mode', () => {
    const onQuickExport = vi.fn();
    const { unmount } = renderWithProviders(<NotificationView {...props({ onQuickExport })} />);
    expect(screen.queryByTestId('notification-quick-export')).toBeNull();
    expect(screen.queryByTestId('notification-settings')).toBeNull();
    unmount();
    renderWithProviders(<NotificationView {...props({ devMode: true, onQuickExport })} />);
    // No settings drawer mounted yet: the button is there, disabled.
    expect(screen.getByTestId('notification-settings')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('notification-quick-export'));
    expect(onQuickExport).toHaveBeenCalledOnce();
  });

  it('shows the empty and the failed states', () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <NotificationView {...props({ events: [], total: 0, empty: true })} />,
    );
    expect(screen.getByTestId('notification-empty').textContent).toContain('Keine Benachrichtigungen');
    unmount();
    renderWithProviders(<NotificationView {...props({ events: [], total: 0, failed: true, onRetry })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
