import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import { renderWithProviders } from '../shared/testing/render';
import {
  CRANE,
  DIESEL_DRIVING,
  ELOC,
  FLEET,
  NOTHING_REPORTED,
  selectionContext,
  UNKNOWN_STATE,
} from '../shared/fleet/testing/fleet-fixtures';
import { DEFAULT_SORT, nextSort, sortVehicles, type DashboardVehicle } from './dashboard-sort';
import { DashboardView } from './dashboard.view';
import { VehicleTable } from './vehicle-table.view';

const selected = (ids: readonly number[], withoutEntry: readonly number[] = [], entries = FLEET) =>
  selectActiveList({ context: selectionContext(entries, { activeIds: ids, withoutEntry }) });

const row = (name: string, status: string | null, vehicleId = name.length): DashboardVehicle => ({
  vehicleId,
  name,
  status: status as DashboardVehicle['status'],
  isCrane: false,
  isEloc: false,
  entry: null,
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getByRole('rowheader').textContent);
const cells = (name: string) => {
  const found = bodyRows().find((r) => within(r).getByRole('rowheader').textContent === name);
  if (!found) throw new Error(`no row ${name}`);
  return within(found)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe('dashboard table order (spec 000 §2 Dashboard, §4 sort ranks)', () => {
  it('sorts by vehicle name ascending, numbers by value, without touching the input', () => {
    const input = [
      row('G 1206 Nr. 11', 'off', 1),
      row('BR 261 021-4', 'idle', 2),
      row('G 1206 Nr. 5', 'off', 3),
    ];
    expect(sortVehicles(input, DEFAULT_SORT).map((v) => v.name)).toEqual([
      'BR 261 021-4',
      'G 1206 Nr. 5',
      'G 1206 Nr. 11',
    ]);
    expect(input[0]?.name).toBe('G 1206 Nr. 11');
  });

  it('sorts by status rank off 1, standby 2, idle 3, driving 4, unknown 6, then by name', () => {
    const input = [
      row('D', 'driving', 1),
      row('U', null, 2),
      row('I', 'idle', 3),
      row('S', 'standby', 4),
      row('O', 'off', 5),
      row('A', 'driving', 6),
      // A crane ranks by its single status (the fallback), not by what it reports.
      { ...row('K', 'off', 7), isCrane: true },
    ];
    expect(sortVehicles(input, { key: 'status', direction: 'asc' }).map((v) => v.name)).toEqual([
      'O',
      'S',
      'I',
      'A',
      'D',
      'K',
      'U',
    ]);
    expect(sortVehicles(input, { key: 'status', direction: 'desc' }).map((v) => v.name)).toEqual([
      'K',
      'U',
      'A',
      'D',
      'I',
      'S',
      'O',
    ]);
  });

  it('cycles the status header: by name → status ascending → descending → by name', () => {
    expect(nextSort(DEFAULT_SORT)).toEqual({ key: 'status', direction: 'asc' });
    expect(nextSort({ key: 'status', direction: 'asc' })).toEqual({ key: 'status', direction: 'desc' });
    expect(nextSort({ key: 'status', direction: 'desc' })).toEqual(DEFAULT_SORT);
  });
});

describe('dashboard table', () => {
  const MIXED = [ELOC.vehicleId, DIESEL_DRIVING.vehicleId, CRANE.vehicleId, UNKNOWN_STATE.vehicleId, 1004];

  it('shows the selected vehicles by name with status, speed, mileage and working hours', () => {
    renderWithProviders(<DashboardView vehicles={selected(MIXED)} loading={false} />);
    expect(names()).toEqual([
      'BR 203 148-3',
      'BR 261 021-4',
      'BR 294 857-1',
      'Liebherr LTM 1090',
      'Vectron 193 840',
    ]);
    expect(cells('BR 261 021-4')).toEqual(['Fährt', '62 km/h', '120.000 km', '1,5 h']);
    expect(screen.getByRole('table', { name: 'Ausgewählte Fahrzeuge mit Live-Daten' })).toBeTruthy();
  });

  it("shows 'STATE NOT SET' for an unknown state and NA for missing values", () => {
    renderWithProviders(
      <DashboardView
        vehicles={selected(
          [UNKNOWN_STATE.vehicleId, NOTHING_REPORTED.vehicleId, 1002],
          [1002],
          [...FLEET, NOTHING_REPORTED],
        )}
        loading={false}
      />,
    );
    expect(cells('BR 203 148-3')).toEqual(['STATE NOT SET', '0 km/h', 'k. A.', '2,5 h']);
    expect(cells('G 6 Nr. 15')).toEqual(['STATE NOT SET', 'k. A.', 'k. A.', '0 h']);
    // The live entry of BR 261 034-7 has not arrived: its list status, NA for the figures.
    expect(cells('BR 261 034-7')).toEqual(['Steht (Motor an)', 'k. A.', 'k. A.', 'k. A.']);
  });

  it('labels electric locomotives with their daily equipped hours and mileage, and cranes', () => {
    renderWithProviders(<DashboardView vehicles={selected(MIXED)} loading={false} />, { language: 'en-GB' });
    const eloc = screen.getByLabelText(/^Electric: /);
    expect(eloc.getAttribute('aria-label')).toBe('Electric: Equipped today: 4.7 h · Mileage today: 86.7 km');
    expect(eloc.tabIndex).toBe(0);
    expect(cells('Liebherr LTM 1090')[3]).toBe('Crane');
    // Its status chip shows the single crane status, not the 'idle' it reports (spec 000 §4).
    expect(cells('Liebherr LTM 1090')[0]).toBe('Crane');
    expect(cells('BR 203 148-3')[2]).toBe('NA');
  });

  it('sorts by status rank when the status header is pressed, and back', () => {
    renderWithProviders(<DashboardView vehicles={selected(MIXED)} loading={false} />);
    const header = screen.getByRole('button', { name: /^Status/ });
    fireEvent.click(header);
    // The crane ranks by its single status (the fallback), beside the unknown state.
    expect(names()).toEqual([
      'BR 294 857-1',
      'BR 261 021-4',
      'Vectron 193 840',
      'BR 203 148-3',
      'Liebherr LTM 1090',
    ]);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(names()[0]).toBe('BR 203 148-3');
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header);
    expect(names()[0]).toBe('BR 203 148-3');
    expect(names()[1]).toBe('BR 261 021-4');
  });

  it('keys rows by vehicle id', () => {
    renderWithProviders(<DashboardView vehicles={selected(MIXED)} loading={false} />);
    expect(bodyRows().map((r) => r.getAttribute('data-vehicle-id'))).toEqual([
      '1014',
      '1001',
      '1004',
      '1012',
      '1009',
    ]);
  });

  it('shows the spinner while loading, and a hint with nothing selected', () => {
    const first = renderWithProviders(<DashboardView vehicles={selected(MIXED)} loading />);
    expect(screen.getByRole('status').textContent).toContain('Daten werden geladen');
    first.unmount();
    renderWithProviders(<DashboardView vehicles={[]} loading={false} />);
    expect(screen.getByTestId('dashboard-empty').textContent).toContain('Kein Fahrzeug ausgewählt');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves a labelled area for the map', () => {
    renderWithProviders(<DashboardView vehicles={[]} loading={false} map={<p>map here</p>} />);
    expect(screen.getByRole('region', { name: 'Karte' }).textContent).toBe('map here');
  });
});

describe('dashboard table: the electric locomotives\u2019 figures are one tab stop (issue 36)', () => {
  it('only the current badge is in the tab order; up, down, Home and End move between them', () => {
    const eloc = (name: string, id: number): DashboardVehicle => ({ ...row(name, 'idle', id), isEloc: true });
    renderWithProviders(
      <VehicleTable vehicles={[eloc('E 1', 1), row('D 2', 'idle', 2), eloc('E 3', 3), eloc('E 4', 4)]} />,
      { language: 'en-GB' },
    );
    const badges = screen.getAllByLabelText(/^Electric: /);
    expect(badges.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    act(() => badges[0]!.focus());
    fireEvent.keyDown(badges[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(badges[1]);
    expect(badges.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(badges[1]!, { key: 'End' });
    expect(document.activeElement).toBe(badges[2]);
    fireEvent.keyDown(badges[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(badges[0]);
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toContain(
      'with the up and down arrow keys',
    );
  });
});
