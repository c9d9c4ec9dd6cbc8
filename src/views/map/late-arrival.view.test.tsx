import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lateDelay } from '../shared/fleet/late-arrival.view';
import { renderWithProviders } from '../shared/testing/render';
import { MapTooltip } from './map-tooltip.view';
import { SMALL_FLEET } from './testing/fleet.fixtures';
import { TrackLegend } from './track/track-legend.view';
import { VehicleFacts } from './vehicle-facts.view';

describe('late positions on the track (issue 30 §3)', () => {
  it.each([
    ['de-DE', 'Verspätet eingetroffen', /mehr als 5 Minuten/],
    ['en-GB', 'Arrived late', /more than 5 minutes/],
  ] as const)(
    'the legend names the late colour when the track has late positions (%s)',
    (language, label, hint) => {
      renderWithProviders(<TrackLegend late />, { language });
      const entry = screen.getByText(label);
      expect(entry.getAttribute('title')).toMatch(hint);
    },
  );

  it('a track without late positions has no late entry in its legend', () => {
    renderWithProviders(<TrackLegend />, { language: 'en-GB' });
    expect(screen.queryByText('Arrived late')).toBeNull();
  });

  it.each([
    ['de-DE', true, 'Verspätet (nach Offline-Zeit gesendet)'],
    ['en-GB', true, 'Late (sent after being offline)'],
    ['en-GB', false, null],
  ] as const)('hovering a position says whether it arrived late (%s, late %s)', (language, late, text) => {
    const point = { position: [7.7, 50.1] as const, time: 1_773_130_000, speed: 80, late };
    renderWithProviders(<MapTooltip target={{ kind: 'track', point, x: 0, y: 0 }} />, { language });
    const tooltip = screen.getByRole('tooltip');
    const definitions = within(tooltip)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    if (text) expect(definitions).toContain(text);
    else expect(definitions).toHaveLength(2);
  });

  it.each([
    ['de-DE', 'Die letzte Position kam 3 Stunden nach ihrer Zeit beim Server an'],
    ['en-GB', 'The latest position reached the server 3 hours after its time'],
  ] as const)('the vehicle panel says when the last position arrived late (%s)', (language, text) => {
    const vehicle = { ...SMALL_FLEET[0]!, arrivedLateByMs: 3 * 3_600_000 };
    renderWithProviders(<VehicleFacts vehicle={vehicle} withLastPosition />, { language });
    expect(screen.getByTestId('map-late-arrival').textContent).toContain(text);
  });

  it('the vehicle panel of an on-time vehicle has no arrival row', () => {
    renderWithProviders(<VehicleFacts vehicle={SMALL_FLEET[0]!} withLastPosition />);
    expect(screen.queryByTestId('map-late-arrival')).toBeNull();
  });

  it.each([
    [6 * 60_000, 'minutes', 6],
    [119 * 60_000, 'minutes', 119],
    [2 * 3_600_000, 'hours', 2],
    [47 * 3_600_000, 'hours', 47],
    [3 * 86_400_000, 'days', 3],
  ] as const)('a delay of %i ms reads in %s', (ms, unit, count) => {
    expect(lateDelay(ms)).toEqual({ unit, count });
  });
});
