import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  craneVehicle,
  dieselVehicle,
  electricVehicle,
  fixtureReport,
} from '../../machines/reporting/reporting.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { ReportingView, type ReportingViewProps } from './reporting.view';

const props = (overrides: Partial<ReportingViewProps> = {}): ReportingViewProps => ({
  vehicle: dieselVehicle,
  report: fixtureReport(dieselVehicle),
  loading: false,
  failed: false,
  onRetry: vi.fn(),
  onGraph: vi.fn(),
  onExport: vi.fn(),
  timeZone: 'Europe/Berlin',
  ...overrides,
});

const cell = (id: string) => screen.getByTestId(`report-row-${id}`).querySelector('td')?.textContent ?? '';

describe('reporting page (spec 000 §2 Reporting)', () => {
  it('shows the vehicle chip, the totals in German number format and the footnotes', () => {
    const report = fixtureReport(dieselVehicle);
    renderWithProviders(<ReportingView {...props({ report })} />);
    expect(screen.getByTestId('report-vehicle-chip').textContent).toBe('DE 18 001');
    const general = report.hours.generalResponse;
    const de = (n: number | null, digits = 2) =>
      new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(n ?? 0);
    expect(cell('driving-total')).toBe(`${de(general.drivingHours)} h1`);
    expect(cell('mileage-total')).toBe(`${de(general.mileageKm, 1)} km2`);
    expect(cell('working-fuel')).toBe(`${de(general.fuelLitres, 1)} l2`);
    expect(cell('mileage-total')).toMatch(/^\d{1,3}(\.\d{3})*(,\d)? km2$/);
    const footnotes = screen.getByTestId('report-footnotes').textContent ?? '';
    expect(footnotes).toMatch(/Letzter Status vom 22\.11\.2026 08:42:10/);
    expect(footnotes).toMatch(/Kilometerstand vom 22\.11\.2026 08:41:50/);
    expect(screen.getByTestId('report-no-notifications').textContent).toContain('Keine Benachrichtigungen');
    expect(within(screen.getByTestId('report-days')).getAllByRole('row')).toHaveLength(16);
  });

  it('uses the British number format in English', () => {
    renderWithProviders(<ReportingView {...props()} />, { language: 'en-GB' });
    expect(cell('mileage-total')).toMatch(/^\d{1,3}(,\d{3})*(\.\d)? km2$/);
    expect(screen.getByRole('heading', { name: 'Working hours' })).toBeTruthy();
  });

  it('shows not applicable rows for an electric locomotive', () => {
    renderWithProviders(
      <ReportingView {...props({ vehicle: electricVehicle, report: fixtureReport(electricVehicle) })} />,
    );
    expect(cell('working-total')).toBe('nicht zutreffend');
    expect(cell('idle-total')).toBe('nicht zutreffend');
    expect(cell('working-fuel')).toBe('nicht zutreffend');
    expect(cell('driving-total')).toMatch(/h1$/);
  });

  it('shows placeholder rows for a crane and disables Graphing and Export', () => {
    renderWithProviders(<ReportingView {...props({ vehicle: craneVehicle, report: null })} />);
    for (const id of ['working-total', 'driving-total', 'idle-total', 'mileage-total'])
      expect(cell(id)).toBe('–');
    expect(screen.getByTestId('report-crane')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Diagramme/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('report-footnotes')).toBeNull();
  });

  it('opens the graph on a table’s metric, the Graphing button on working hours, and the export', () => {
    const onGraph = vi.fn();
    const onExport = vi.fn();
    renderWithProviders(<ReportingView {...props({ onGraph, onExport })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Diagramm anzeigen: Gefahrene km' }));
    fireEvent.click(screen.getByRole('button', { name: /Diagramme/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onGraph.mock.calls).toEqual([['mileageKm'], ['workingHours']]);
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('offers to try again after a failure, and asks to pick a vehicle when none is active', () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <ReportingView {...props({ failed: true, report: null, onRetry })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<ReportingView {...props({ vehicle: null, report: null })} />);
    expect(screen.getByTestId('report-no-vehicle')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Diagramme/ })).toHaveProperty('disabled', true);
  });

  it('names the notification type in the user language, not by its label key', () => {
    const report = fixtureReport(dieselVehicle);
    const notificationResponse = [
      { timestamp: '2026-11-20T08:05:00.000Z', type: 'NSSuspectedCrash', note: null },
    ];
    renderWithProviders(
      <ReportingView
        {...props({ report: { ...report, hours: { ...report.hours, notificationResponse } } })}
      />,
    );
    expect(screen.getByText('Verdacht auf Aufprall')).toBeTruthy();
    expect(screen.queryByText('NSSuspectedCrash')).toBeNull();
  });
});
