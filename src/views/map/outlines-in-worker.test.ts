import { describe, expect, it } from 'vitest';
import { COUNTRY_OUTLINES_URL } from './map.constants';
import { keepOutlinesInWorker } from './outlines-in-worker';

/** A stand-in for MapLibre's worker scope: its actor's `loadData` handler answers with the data. */
const scope = () => {
  const calls: unknown[] = [];
  const handlers: Record<string, unknown> = {
    LD: async (_mapId: string, params: { request?: { url?: string } }) => {
      calls.push(params);
      return { data: { type: 'FeatureCollection', features: [] }, resourceTiming: { x: 1 } };
    },
    LT: async () => ({ buckets: [] }),
  };
  return { calls, handlers, self: { worker: { actor: { messageHandlers: handlers } } } };
};

const load = (handlers: Record<string, unknown>, url: string) =>
  (handlers['LD'] as (id: string, p: unknown) => Promise<Record<string, unknown>>)('1', { request: { url } });

describe('keepOutlinesInWorker', () => {
  it("leaves the outlines' data out of the answer to their load, and only theirs", async () => {
    const { calls, handlers, self } = scope();
    const loadTile = handlers['LT'];
    expect(keepOutlinesInWorker(self)).toBe(true);
    expect(await load(handlers, COUNTRY_OUTLINES_URL)).toEqual({ resourceTiming: { x: 1 } });
    expect(await load(handlers, 'https://example.org/lines.json')).toEqual({
      data: { type: 'FeatureCollection', features: [] },
      resourceTiming: { x: 1 },
    });
    expect(calls).toHaveLength(2);
    expect(handlers['LT']).toBe(loadTile);
  });

  it('changes nothing where MapLibre has no such handler', () => {
    expect(keepOutlinesInWorker({})).toBe(false);
    expect(keepOutlinesInWorker({ worker: { actor: { messageHandlers: {} } } })).toBe(false);
  });
});
