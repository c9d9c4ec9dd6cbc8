import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixturePie, fixtureSeries } from '../../../machines/reporting/graph.fixtures';
import { dieselVehicle } from '../../../machines/reporting/reporting.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { GraphDrawer, type GraphDrawerProps } from './graph-drawer.view';

const props = (overrides: Partial<GraphDrawerProps> = {}): GraphDrawerProps => ({
  open: true,
  vehicleName: dieselVehicle.name,
  isEloc: false,
  metric: 'workingHours',
  chart: 'cumulative',
  series: fixtureSeries('workingHours'),
  pie: fixturePie(),
  pieLayout: 'expanded',
  loadingSeries: false,
  loadingPie: false,
  onClose: vi.fn(),
  onChooseChart: vi.fn(),
  onChooseMetric: vi.fn(),
  onToggleSlices: vi.fn(),
  ...overrides,
});

describe('graph drawer (spec 000 §2 Reporting)', () => {
  it('offers the three charts and tells which one is chosen', () => {
    const onChooseChart = vi.fn();
    renderWithProviders(<GraphDrawer {...props({ onChooseChart })} />);
    expect(screen.getByRole('dialog', { name: 'Diagramm: DE 18 001' })).toBeTruthy();
    for (const name of ['Kumuliert', 'Pro Tag', 'Torte'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Torte' }));
    expect(onChooseChart).toHaveBeenCalledWith('pie');
  });

  it('shows a spinner while the chosen chart loads (the pie during its delay)', () => {
    renderWithProviders(<GraphDrawer {...props({ chart: 'pie', pie: null, loadingPie: true })} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeTruthy();
  });

  it('closes with its close button', () => {
    const onClose = vi.fn();
    renderWithProviders(<GraphDrawer {...props({ onClose })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
