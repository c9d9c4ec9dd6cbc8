import type { Layer } from '@deck.gl/core';
import type * as maplibregl from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { createOwnCanvasOverlay } from './own-canvas-overlay';

/** A stand-in for deck.gl's MapboxOverlay: records its props and plays deck.gl's frame callback. */
const overlays = vi.hoisted(() => {
  class FakeOverlay {
    static made: FakeOverlay[] = [];
    props: { layers: unknown[]; onAfterRender?: () => void };
    removed = false;
    /** The overlay's Deck: the canvas draws new layers at once through it. */
    readonly _deck = { layerManager: { updateLayers: vi.fn() }, redraw: vi.fn() };
    constructor(props: FakeOverlay['props']) {
      this.props = props;
      FakeOverlay.made.push(this);
    }
    onAdd() {
      const element = document.createElement('div');
      element.className = 'deck-overlay';
      return element;
    }
    onRemove() {
      this.removed = true;
    }
    setProps(props: Partial<FakeOverlay['props']>) {
      this.props = { ...this.props, ...props };
    }
    drawFrame() {
      this.props.onAfterRender?.();
    }
  }
  return FakeOverlay;
});
vi.mock('@deck.gl/mapbox', () => ({ MapboxOverlay: overlays }));

const fakeMap = () => {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  const popup = document.createElement('div');
  container.append(canvas, popup);
  const listeners = new Map<string, () => void>();
  const map = {
    getCanvas: () => canvas,
    isMoving: () => false,
    on: (type: string, listener: () => void) => listeners.set(type, listener),
    off: (type: string) => listeners.delete(type),
  };
  return { map: map as unknown as maplibregl.Map, container, popup, listeners };
};
const layer = { id: 'replay-trails' } as unknown as Layer;

describe("the replay's own canvas over the map (issue 30 §3)", () => {
  it('exists only while it has layers, right above the map canvas and below its popups', () => {
    const { map, container, popup } = fakeMap();
    const own = createOwnCanvasOverlay(map, () => undefined);
    own.setLayers([]);
    expect(overlays.made).toHaveLength(0);
    own.setLayers([layer]);
    own.setLayers([layer, layer]);
    expect(overlays.made).toHaveLength(1);
    const [overlay] = overlays.made;
    expect(overlay?.props.layers).toHaveLength(2);
    // Drawn in the same frame (the replay's clock is a frame callback), not in deck.gl's next loop frame.
    expect(overlay?._deck.layerManager.updateLayers).toHaveBeenCalledTimes(1);
    expect(overlay?._deck.redraw).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.deck-overlay')?.nextElementSibling).toBe(popup);
    own.setLayers([]);
    expect(overlay?.removed).toBe(true);
    expect(container.querySelector('.deck-overlay')).toBeNull();
    expect(own.pickObject(1, 1)).toBeNull();
  });

  it('counts the frames it draws on its own, not those it draws inside a map frame', async () => {
    const { map, listeners } = fakeMap();
    const onFrame = vi.fn();
    const own = createOwnCanvasOverlay(map, onFrame);
    own.setLayers([layer]);
    const overlay = overlays.made.at(-1)!;
    overlay.drawFrame();
    expect(onFrame).toHaveBeenCalledTimes(1);
    // The map draws a frame: the overlay follows its camera in the same frame.
    listeners.get('render')?.();
    overlay.drawFrame();
    expect(onFrame).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    overlay.drawFrame();
    expect(onFrame).toHaveBeenCalledTimes(2);
    own.remove();
    expect(listeners.has('render')).toBe(false);
  });
});
