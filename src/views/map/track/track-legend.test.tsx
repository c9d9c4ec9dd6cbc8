import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render';
import { MapTooltip } from '../map-tooltip.view';
import { TrackLegend } from './track-legend.view';

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
});
