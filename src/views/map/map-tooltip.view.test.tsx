import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureActiveRestriction } from '../../machines/restrictions/fleet-restrictions.fixtures';
import { groupByVehicle } from '../../machines/restrictions/fleet-restrictions.rules';
import { renderWithProviders } from '../shared/testing/render';
import { restrictedMarkers } from './layers/restriction-badges.layer';
import { MapTooltip } from './map-tooltip.view';
import { createMarkerStore } from './marker-store';
import { SMALL_FLEET } from './testing/fleet.fixtures';

const RESTRICTED = groupByVehicle([
  fixtureActiveRestriction({ id: 1, vehicleId: 104, text: 'Pantograph damaged', speedLimitKmh: 60 }),
  fixtureActiveRestriction({ id: 2, vehicleId: 104, text: 'Horn defective', speedLimitKmh: null }),
  fixtureActiveRestriction({ id: 3, vehicleId: 101, text: 'Brake test due', speedLimitKmh: null }),
  fixtureActiveRestriction({ id: 4, vehicleId: 110, text: 'No GPS', speedLimitKmh: null }),
]);

describe('restriction notices on the map (issue 30 §2)', () => {
  it.each([
    ['de-DE', 'Einschränkungen', ['Pantograph damaged (max. 60 km/h)', 'Horn defective']],
    ['en-GB', 'Restrictions', ['Pantograph damaged (max. 60 km/h)', 'Horn defective']],
  ] as const)('the tooltip names the restrictions (%s)', (language, label, items) => {
    const vehicle = SMALL_FLEET[3]!;
    renderWithProviders(
      <MapTooltip target={{ kind: 'vehicle', vehicle, x: 0, y: 0 }} restrictions={RESTRICTED[104]} />,
      { language },
    );
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText(label).tagName).toBe('DT');
    const listed = within(tooltip).getByTestId('map-restrictions');
    expect([...listed.children].map((child) => child.textContent)).toEqual(items);
  });

  it('an unrestricted vehicle’s tooltip has no restriction row', () => {
    renderWithProviders(<MapTooltip target={{ kind: 'vehicle', vehicle: SMALL_FLEET[0]!, x: 0, y: 0 }} />);
    expect(screen.queryByTestId('map-restrictions')).toBeNull();
  });

  it('badges only restricted markers that are drawn: not clustered, inside the area, with a position', () => {
    const markers = createMarkerStore().update(SMALL_FLEET);
    const none = new Uint8Array(markers.data.length);
    expect(restrictedMarkers(markers.data, none, null, RESTRICTED).map((d) => d.vehicleId)).toEqual([
      101, 104,
    ]);
    const clustered = new Uint8Array(markers.data.length);
    clustered[markers.data.findIndex((d) => d.vehicleId === 101)] = 1;
    expect(restrictedMarkers(markers.data, clustered, null, RESTRICTED).map((d) => d.vehicleId)).toEqual([
      104,
    ]);
    const hamburg = [9.5, 53.3, 10.5, 53.8] as const;
    expect(restrictedMarkers(markers.data, none, hamburg, RESTRICTED).map((d) => d.vehicleId)).toEqual([101]);
  });
});
