import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../api/contract/app-config.contract';
import { MapContext, type MapHandle } from '../map-context';
import { RasterTilesLayer } from './raster-tiles.layer';
import { SatelliteLayers } from './satellite.layer';

/** The part of MapLibre the raster layers use: a style of layers in drawing order, bottom to top. */
const fakeMap = () => {
  const layers: { id: string; visibility: string }[] = [];
  const sources = new Set<string>();
  const map = {
    addSource: (id: string) => void sources.add(id),
    removeSource: (id: string) => void sources.delete(id),
    addLayer: (layer: { id: string; layout: { visibility: string } }, beforeId?: string) => {
      const at = beforeId === undefined ? layers.length : layers.findIndex((l) => l.id === beforeId);
      layers.splice(at, 0, { id: layer.id, visibility: layer.layout.visibility });
    },
    removeLayer: (id: string) =>
      void layers.splice(
        layers.findIndex((l) => l.id === id),
        1,
      ),
    getLayersOrder: () => layers.map((l) => l.id),
    setLayoutProperty: (id: string, _name: 'visibility', value: string) => {
      layers.find((l) => l.id === id)!.visibility = value;
    },
  };
  const handle: MapHandle = {
    map: map as unknown as MapLibreMap,
    setDeckLayers: () => undefined,
    isAlive: () => true,
  };
  const visible = () => layers.filter((l) => l.visibility === 'visible').map((l) => l.id);
  return { handle, order: map.getLayersOrder, visible };
};

const source = (name: string) => ({ url: `https://${name}.example.org/{z}/{y}/{x}`, attribution: name });
const TILES: ClientConfig['mapTiles'] = {
  base: source('base'),
  railway: source('railway'),
  satellite: source('imagery'),
  satelliteRoads: source('roads'),
  satelliteLabels: source('labels'),
};

const satellite = (visible: boolean, tiles = TILES) => (
  <SatelliteLayers key="satellite" tiles={tiles} visible={visible} />
);
const base = <RasterTilesLayer key="base" id="base-tiles" {...TILES.base} visible={false} />;
const railway = <RasterTilesLayer key="railway" id="railway-tiles" {...TILES.railway} visible />;

const renderOnMap = (children: readonly ReactElement[]) => {
  const map = fakeMap();
  const view = (next: readonly ReactElement[]) => (
    <MapContext.Provider value={map.handle}>{next}</MapContext.Provider>
  );
  const rendered = render(view(children));
  return { ...map, rerender: (next: readonly ReactElement[]) => rendered.rerender(view(next)) };
};

describe('the hybrid satellite view (spec 000 §2 Map view)', () => {
  it.each([
    ['alone', [satellite(true)]],
    ['after the base map and the railway overlay', [base, railway, satellite(true)]],
    ['before them', [satellite(true), railway, base]],
  ])('draws the imagery, then the roads, then the labels (%s)', (_, children) => {
    const { order } = renderOnMap(children);
    const layers = order();
    const rank = (id: string) => layers.indexOf(id);
    expect(layers.filter((id) => id.startsWith('satellite-'))).toEqual([
      'satellite-tiles',
      'satellite-roads',
      'satellite-labels',
    ]);
    if (layers.includes('base-tiles')) expect(rank('base-tiles')).toBeLessThan(rank('satellite-tiles'));
    // The overlay the user switched on stays above the satellite's own labels.
    if (layers.includes('railway-tiles'))
      expect(rank('railway-tiles')).toBeGreaterThan(rank('satellite-labels'));
  });

  it('shows and hides the imagery with its roads and labels together', () => {
    const map = renderOnMap([satellite(false)]);
    expect(map.visible()).toEqual([]);
    map.rerender([satellite(true)]);
    expect(map.visible()).toEqual(['satellite-tiles', 'satellite-roads', 'satellite-labels']);
    map.rerender([satellite(false)]);
    expect(map.visible()).toEqual([]);
  });

  it('leaves the roads and labels off without imagery, and out when they are not configured', () => {
    const noImagery = { ...TILES, satellite: { url: '', attribution: '' } };
    expect(renderOnMap([satellite(true, noImagery)]).visible()).toEqual([]);
    const imageryOnly = {
      ...TILES,
      satelliteRoads: { url: '', attribution: '' },
      satelliteLabels: { url: '', attribution: '' },
    };
    const map = renderOnMap([satellite(true, imageryOnly)]);
    expect(map.order()).toEqual(['satellite-tiles']);
    expect(map.visible()).toEqual(['satellite-tiles']);
  });
});
