import { describe, expect, it } from 'vitest';
import { beforeIdFor } from './layer-order';

describe('map layer order', () => {
  it('adds a layer below the first layer that ranks above it', () => {
    expect(beforeIdFor(['background', 'countries-fill', 'countries-line'], 'base-tiles')).toBe(
      'countries-line',
    );
    expect(beforeIdFor(['background', 'countries-fill', 'countries-line'], 'railway-tiles')).toBeUndefined();
  });

  it('keeps overlays switched on later below the deck.gl markers', () => {
    expect(beforeIdFor(['background', 'countries-fill', 'deck-layer-group-last'], 'railway-tiles')).toBe(
      'deck-layer-group-last',
    );
  });

  it('puts the countries above the background even when they arrive last', () => {
    expect(beforeIdFor(['background', 'base-tiles', 'railway-tiles'], 'countries-fill')).toBe('base-tiles');
    expect(
      beforeIdFor(['background', 'countries-fill', 'base-tiles', 'railway-tiles'], 'countries-line'),
    ).toBe('railway-tiles');
  });
});
