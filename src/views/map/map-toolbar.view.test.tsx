import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visibleMapSwitches } from '../../machines/map/map-toggles.types';
import { renderWithProviders } from '../shared/testing/render';
import { MapToolbarView } from './map-toolbar.view';

const off = { railway: false, satellite: true, railation: false, trackingMap: true, heatMap: false };

describe('map toolbar', () => {
  it('shows railway, satellite and railation on the dashboard and reports a flip', async () => {
    const onToggle = vi.fn();
    renderWithProviders(
      <MapToolbarView visible={visibleMapSwitches('dashboard')} values={off} onToggle={onToggle} />,
      {
        language: 'en-GB',
      },
    );
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByRole('switch', { name: 'Satellite view' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('switch', { name: 'Railway view' }));
    expect(onToggle).toHaveBeenCalledWith('railway');
  });

  it('adds the tracking and heat map switches on the tracking map', () => {
    renderWithProviders(
      <MapToolbarView
        visible={visibleMapSwitches('trackingmap')}
        values={off}
        onToggle={vi.fn()}
        disabled={{ heatMap: true }}
      />,
      {
        language: 'en-GB',
      },
    );
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole<HTMLButtonElement>('switch', { name: 'Heat map' }).disabled).toBe(true);
  });

  it('shows nothing on views without map switches', () => {
    const { container } = renderWithProviders(
      <MapToolbarView visible={visibleMapSwitches('reporting')} values={off} onToggle={vi.fn()} />,
    );
    expect(container.querySelector('[role="group"]')).toBeNull();
  });
});

describe('map toolbar with a date range', () => {
  it('shows the period slot even where no switch shows', () => {
    renderWithProviders(
      <MapToolbarView
        visible={visibleMapSwitches('reporting')}
        values={off}
        onToggle={vi.fn()}
        period={<button type="button">08.11.2026 – 22.11.2026</button>}
      />,
    );
    expect(screen.getByRole('group').textContent).toContain('08.11.2026 – 22.11.2026');
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });
});
