import { readFileSync } from 'node:fs';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { TrackingMapView } from './trackingmap.view';

const KEPT_FROM = Date.parse('2024-11-01T00:00:00Z');

describe('the tracking map beyond the positions kept (issue 29 §1)', () => {
  it.each([
    ['de-DE', /24 Monate aufbewahrt\. Vor dem 01\.11\.2024 stammen Fahrweg und Heatmap/],
    ['en-GB', /kept for 24 months\. Before 01\.11\.2024, the track and heat map come from the daily/],
  ] as const)('says so in %s, the date in the organisation’s zone', (language, text) => {
    renderWithProviders(
      <TrackingMapView
        noVehicle={false}
        loading={false}
        beyondRetention={{ months: 24, keptFrom: KEPT_FROM }}
        map={null}
      />,
      { language },
    );
    expect(screen.getByTestId('trackingmap-beyond-retention').textContent).toMatch(text);
  });

  it('says nothing while the whole period is kept', () => {
    renderWithProviders(<TrackingMapView noVehicle={false} loading={false} map={null} />, {
      language: 'en-GB',
    });
    expect(screen.queryByTestId('trackingmap-beyond-retention')).toBeNull();
  });
});

describe('the tracking map’s note when no vehicle is selected (issue 30 §3 review)', () => {
  it.each([
    ['de-DE', 'Kein Fahrzeug ausgewählt. Wählen Sie eine Lok in der Liste „Meine Lokomotiven“'],
    ['en-GB', 'No vehicle selected. Pick a locomotive in the “My locomotives” list'],
  ] as const)('names the panel by its title in %s', (language, text) => {
    renderWithProviders(<TrackingMapView noVehicle loading={false} map={null} />, { language });
    expect(screen.getByTestId('trackingmap-no-vehicle').textContent).toContain(text);
  });

  it.each([
    ['de-DE', 'Die Wiedergabe zeigt 40 Fahrzeuge.', 'Kein Fahrzeug ausgewählt'],
    ['en-GB', 'The replay shows 40 vehicles.', 'No vehicle selected'],
  ] as const)('says what the replay shows instead of “none selected” in %s', (language, shown, none) => {
    renderWithProviders(<TrackingMapView noVehicle replayVehicles={40} loading={false} map={null} />, {
      language,
    });
    const note = screen.getByTestId('trackingmap-no-vehicle').textContent ?? '';
    expect(note).toContain(shown);
    expect(note).not.toContain(none);
    expect(note).toContain(language === 'de-DE' ? '„Meine Lokomotiven“' : '“My locomotives”');
  });
});

describe('the map options on a phone (issue 30 §3 review)', () => {
  it.each([
    ['de-DE', 'Kartenoptionen'],
    ['en-GB', 'Map options'],
  ] as const)('start folded away and open with the button in %s', (language, name) => {
    const { container } = renderWithProviders(
      <TrackingMapView noVehicle={false} loading={false} map={null} />,
      {
        language,
      },
    );
    const page = container.querySelector('.trackingmap-page');
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(page?.classList.contains('trackingmap-options-closed')).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(page?.classList.contains('trackingmap-options-closed')).toBe(false);
  });

  it('folds the toolbar away on narrow screens only, behind a 44 px button on touch', () => {
    const css = readFileSync('src/views/trackingmap/trackingmap.css', 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 640px) {'));
    expect(phone).toMatch(/\.trackingmap-options-closed \.fleet-map-toolbar \{\s*display: none;/);
    expect(css).toMatch(/\.trackingmap-options-toggle \{\s*display: none;/);
    expect(css).toMatch(
      /\(pointer: coarse\) \{\s*\.trackingmap-head \.trackingmap-options-toggle \{\s*min-height: 44px;/,
    );
  });
});
