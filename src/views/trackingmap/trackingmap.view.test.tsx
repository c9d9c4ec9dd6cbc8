import { screen } from '@testing-library/react';
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
