import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { NoPositionMessage } from './map-overlays.view';
import { TrackLegend } from './track/track-legend.view';

/**
 * The "no position data" note must not cover the map's legend (issue 30 §3 review: on a phone it hid
 * the speed legend). jsdom lays nothing out, so the rule that lifts the note is read from its sheet and
 * its selector is matched against the real note and legend in a map.
 */
const css = readFileSync('src/views/map/map-overlays.css', 'utf8');
const liftRule = /([^{}]*\.fleet-map-message)\s*\{([^}]*)\}/.exec(css);

describe('the no-position note beside the legend', () => {
  it('stands above the legend when the map shows one', () => {
    expect(liftRule).not.toBeNull();
    const [, selector = '', declarations = ''] = liftRule ?? [];
    expect(declarations).toMatch(/bottom:\s*calc\(/);
    const { container } = renderWithProviders(
      <div className="fleet-map">
        <TrackLegend />
        <NoPositionMessage />
      </div>,
      { language: 'en-GB' },
    );
    const note = container.querySelector('.fleet-map-message');
    expect(note?.matches(selector.trim())).toBe(true);
  });

  it('keeps its place at the bottom centre on a map without a legend', () => {
    const [, selector = ''] = liftRule ?? [];
    const { container } = renderWithProviders(
      <div className="fleet-map">
        <NoPositionMessage />
      </div>,
      { language: 'en-GB' },
    );
    expect(container.querySelector('.fleet-map-message')?.matches(selector.trim())).toBe(false);
  });
});
