import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_SUPPLIERS } from '../../machines/content/content-document.fixtures';
import type { FleetMapProps } from '../map';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { SuppliersScreen } from './suppliers.screen';

const mapProps = vi.hoisted(() => ({ last: null as FleetMapProps | null }));

// The map itself (MapLibre, WebGL) has its own tests: here only what the page hands it.
vi.mock('../map', () => ({
  LazyFleetMap: (props: FleetMapProps) => {
    mapProps.last = props;
    return <div data-testid="supplier-map" />;
  },
}));

const TILE_SERVER = { url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© Example' };

describe('supplier list screen', () => {
  it('shows its map on the offline base only, even with tile servers configured', async () => {
    const base = fakeServices();
    renderWithProviders(
      <SuppliersScreen
        route="suppliers"
        services={{
          ...base,
          config: {
            ...base.config,
            mapTiles: {
              base: TILE_SERVER,
              railway: TILE_SERVER,
              satellite: TILE_SERVER,
              satelliteRoads: TILE_SERVER,
              satelliteLabels: TILE_SERVER,
            },
          },
          content: {
            api: { call: () => Promise.resolve(FIXTURE_SUPPLIERS as never) },
            getAccessToken: () => null,
          },
        }}
      />,
    );
    expect(await screen.findAllByTestId('supplier-row')).toHaveLength(3);
    expect(screen.getByTestId('supplier-map')).toBeTruthy();
    const props = mapProps.last!;
    expect(Object.values(props.tiles).map((tiles) => tiles.url)).toEqual(['', '', '', '', '']);
    expect(props.toggles).toEqual({ railway: false, satellite: false });
    // The suppliers with coordinates are its points.
    expect(props.railation?.map((m) => m.id)).toEqual(['1', '3']);
  });
});
