import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReplayPosition } from '../../../machines/replay/replay-interpolate';
import { renderWithProviders } from '../../shared/testing/render';
import { headFill, headLine } from './replay-layer-data';
import { ReplayLegend, ReplayTooltip } from './replay-legend.view';

/** Issue 30 §3 review: the replay's dots were anonymous grey dots with no legend. */
const head = (over: Partial<ReplayPosition> = {}): ReplayPosition => ({
  vehicleId: 4185011,
  coordinates: [11.5, 50.2],
  bearing: 0,
  speed: 54,
  statusCode: 4,
  late: false,
  stale: false,
  time: Date.parse('2026-11-29T07:03:20Z'),
  ...over,
});

describe('the replay legend', () => {
  it.each([
    [
      'de-DE',
      [
        'Fahrt',
        'Stand, Motor an',
        'Aufgerüstet',
        'Aus',
        'Über 10 Minuten ohne Daten (blass)',
        'Position verspätet gesendet (oranger Ring)',
        'Fahrspur der letzten 6 Stunden (blau)',
        'Strecke verspätet gesendet (orange)',
      ],
    ],
    [
      'en-GB',
      [
        'Driving',
        'Standing, engine on',
        'Equipped',
        'Off',
        'No data for over 10 minutes (faded)',
        'Position sent late (orange ring)',
        'Trail of the last 6 hours (blue)',
        'Stretch sent late (orange)',
      ],
    ],
  ] as const)('names each kind of dot in %s', (language, entries) => {
    renderWithProviders(<ReplayLegend />, { language });
    const items = within(screen.getByTestId('replay-legend')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(entries);
    // Each entry's dot or line in its colour class: the status ones as the layer draws them.
    expect(
      items.map((item) =>
        item.querySelector('.replay-legend-dot, .replay-legend-line')?.className.split('-').at(-1),
      ),
    ).toEqual(['driving', 'idle', 'standby', 'off', 'stale', 'late', 'trail', 'late']);
  });

  it.each([
    ['de-DE', 'Legende'],
    ['en-GB', 'Legend'],
  ] as const)('on narrow screens its button (%s) folds and unfolds the list', (language, name) => {
    renderWithProviders(<ReplayLegend />, { language });
    const legend = screen.getByTestId('replay-legend');
    const toggle = within(legend).getByRole('button', { name });
    const list = within(legend).getByRole('list');
    // The button names the list it shows (replay-legend.css folds it while the class is missing).
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(legend.classList.contains('replay-legend-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(legend.classList.contains('replay-legend-open')).toBe(true);
    fireEvent.click(toggle);
    expect(legend.classList.contains('replay-legend-open')).toBe(false);
  });

  it('matches the layer: one colour per status, faded when stale, an orange ring when late', () => {
    const fills = [1, 2, 3, 4].map((statusCode) => headFill(head({ statusCode })).join());
    expect(new Set(fills).size).toBe(4);
    expect(headFill(head({ stale: true }))[3]).toBeLessThan(128);
    expect(headLine(head({ late: true }))).toEqual([230, 81, 0, 255]);
  });
});

describe('the replay tooltip', () => {
  it.each([
    ['de-DE', 'Fahrt', 'Position vom 29.11.2026 08:03:20'],
    ['en-GB', 'Driving', 'Position at 29.11.2026 08:03:20'],
  ] as const)('names the vehicle, its status and the time of its position in %s', (language, status, at) => {
    renderWithProviders(<ReplayTooltip head={head()} name="G 6 – 650 081" x={10} y={20} />, { language });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('G 6 – 650 081');
    expect(tip.textContent).toContain(status);
    expect(tip.textContent).toContain(at);
  });

  it('says when the position is stale or arrived late', () => {
    renderWithProviders(
      <ReplayTooltip head={head({ stale: true, late: true })} name="DE 18 – 4185 011" x={0} y={0} />,
      { language: 'en-GB' },
    );
    const tip = screen.getByRole('tooltip').textContent;
    expect(tip).toContain('No data for over 10 minutes');
    expect(tip).toContain('Position sent late');
  });
});
