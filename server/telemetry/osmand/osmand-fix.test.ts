import { describe, expect, it } from 'vitest';
import { parseOsmAndRequest, type OsmAndRequest } from './osmand-fix';
import { osmAndRawRecord, satellitesFor, statusFor } from './osmand-record';
import { TRACCAR_OSMAND_VECTORS, TRACCAR_OSMAND_WITHOUT_ID } from './osmand-test-vectors';

const NOW = Date.parse('2026-03-12T10:00:00Z');
const get = (url: string): OsmAndRequest => ({ method: 'GET', url, contentType: '', body: '' });
const postJson = (body: unknown): OsmAndRequest => ({
  method: 'POST',
  url: '/',
  contentType: 'application/json; charset=utf-8',
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const at = (coords: Record<string, unknown>) => ({
  device_id: 'cab-7',
  location: { timestamp: '2026-03-12T09:59:00Z', coords: { latitude: 53.55, longitude: 9.99, ...coords } },
});

describe('the OsmAnd protocol (Traccar Client, OsmAnd)', () => {
  it.each(TRACCAR_OSMAND_VECTORS)('reads Traccar’s vector "$name"', (vector) => {
    const parsed = parseOsmAndRequest(vector, NOW);
    const e = vector.expected;
    expect(parsed).toEqual({
      ok: true,
      fixes: [
        {
          identifier: e.identifier,
          timestampMs: e.time === 'now' ? NOW : Date.parse(e.time),
          position: e.lat === null || e.lng === null ? null : { lat: e.lat, lng: e.lng },
          speedKmh: expect.closeTo(e.speedKmh, 9) as number,
          bearing: e.bearing,
          accuracyM: e.accuracyM,
          ignition: e.ignition,
          moving: e.moving,
        },
      ],
    });
  });

  it('refuses Traccar’s request without a device identifier, naming the field', () => {
    expect(parseOsmAndRequest(TRACCAR_OSMAND_WITHOUT_ID, NOW)).toEqual({
      ok: false,
      field: 'id',
      reason: 'is required',
    });
  });

  it('reads a form body when the query is empty (POST application/x-www-form-urlencoded)', () => {
    const parsed = parseOsmAndRequest(
      {
        method: 'POST',
        url: '/',
        contentType: 'application/x-www-form-urlencoded',
        body: 'id=cab-7&timestamp=1773309540&lat=53.55&lon=9.99&speed=10&valid=false',
      },
      NOW,
    );
    // valid=false: the phone has no fix; the position is dropped and the rest kept.
    expect(parsed).toMatchObject({
      ok: true,
      fixes: [{ identifier: 'cab-7', timestampMs: 1773309540000, position: null, speedKmh: 18.52 }],
    });
  });

  it('reads a JSON batch, each location on its own', () => {
    const parsed = parseOsmAndRequest(
      postJson({
        device_id: 'cab-7',
        location: [at({}).location, { ...at({}).location, timestamp: '2026-03-12T09:59:30Z' }],
      }),
      NOW,
    );
    expect(parsed.ok && parsed.fixes.map((f) => new Date(f.timestampMs).toISOString())).toEqual([
      '2026-03-12T09:59:00.000Z',
      '2026-03-12T09:59:30.000Z',
    ]);
  });

  it.each([
    ['/?id=cab%207&lat=1&lon=2', 'id', 'must be 1 to 64 letters, digits, ".", "_" or "-"'],
    ['/?id=cab-7&lat=abc&lon=2', 'lat', 'must be a number'],
    ['/?id=cab-7&lat=&lon=2', 'lat', 'must be a number'],
    ['/?id=cab-7&lat=91&lon=2', 'lat', 'must be between -90 and 90'],
    ['/?id=cab-7&lat=1', 'lon', 'is required with lat'],
    ['/?id=cab-7&lat=1&lon=181', 'lon', 'must be between -180 and 180'],
    ['/?id=cab-7&location=1', 'location', 'must be "latitude,longitude"'],
    [
      '/?id=cab-7&timestamp=yesterday',
      'timestamp',
      'must be unix seconds or milliseconds, or an ISO 8601 time',
    ],
    [
      '/?id=cab-7&timestamp=2026-02-30+10:00:00',
      'timestamp',
      'must be unix seconds or milliseconds, or an ISO 8601 time',
    ],
    ['/?id=cab-7&speed=-1', 'speed', 'must be between 0 and 400'],
    ['/?id=cab-7&speed=300', 'speed', 'must be between 0 and 400'],
    ['/?id=cab-7&bearing=400', 'bearing', 'must be between 0 and 360'],
    ['/?id=cab-7&heading=x', 'heading', 'must be a number'],
    ['/?id=cab-7&ignition=maybe', 'ignition', 'must be true or false'],
  ])('a query %s is refused: %s %s', (url, field, reason) => {
    expect(parseOsmAndRequest(get(url), NOW)).toEqual({ ok: false, field, reason });
  });

  it.each([
    ['{"device_id":', 'body', 'must be JSON'],
    [[1, 2], 'body', 'must be a JSON object'],
    [{ location: at({}).location }, 'device_id', 'is required'],
    [{ device_id: { id: 1 }, location: at({}).location }, 'device_id', 'must be a text'],
    [{ device_id: 'cab-7' }, 'location', 'is required'],
    [{ device_id: 'cab-7', location: [] }, 'location', 'must hold a position'],
    [{ device_id: 'cab-7', location: 'here' }, 'location', 'must be an object'],
    [{ device_id: 'cab-7', location: { timestamp: true } }, 'location.timestamp', 'must be an ISO 8601 time'],
    [at({ latitude: '53.5' }), 'location.coords.latitude', 'must be a number'],
    [at({ longitude: 200 }), 'location.coords.longitude', 'must be between -180 and 180'],
    [at({ speed: 200 }), 'location.coords.speed', 'must be between 0 and 400'],
    [
      { device_id: 'cab-7', location: [at({}).location, { coords: { latitude: 1 } }] },
      'location[1].coords.longitude',
      'must be a number',
    ],
  ])('a JSON body %j is refused: %s %s', (body, field, reason) => {
    expect(parseOsmAndRequest(postJson(body), NOW)).toEqual({ ok: false, field, reason });
  });

  it.each([
    [{ speedKmh: 0, moving: null, ignition: null }, 'standby'],
    [{ speedKmh: 0, moving: null, ignition: true }, 'idle'],
    [{ speedKmh: 0, moving: null, ignition: false }, 'off'],
    [{ speedKmh: 3, moving: null, ignition: false }, 'driving'],
    [{ speedKmh: 0, moving: true, ignition: null }, 'driving'],
    [{ speedKmh: 2.9, moving: false, ignition: null }, 'standby'],
  ] as const)('a phone reporting %j counts as %s', (fix, status) => {
    expect(statusFor(fix)).toBe(status);
  });

  it.each([
    [null, null, 0],
    [{ lat: 1, lng: 2 }, null, 8],
    [{ lat: 1, lng: 2 }, 3.8, 15],
    [{ lat: 1, lng: 2 }, 10, 12],
    [{ lat: 1, lng: 2 }, 50, 8],
    [{ lat: 1, lng: 2 }, 51, 4],
  ] as const)('a fix at %j with accuracy %s m shows as %i satellites', (position, accuracyM, satellites) => {
    expect(satellitesFor({ position, accuracyM })).toBe(satellites);
  });

  it('makes the JSON endpoint’s record, with the vehicle’s last signals', () => {
    const parsed = parseOsmAndRequest(get(TRACCAR_OSMAND_VECTORS.at(-1)!.url), NOW);
    if (!parsed.ok) throw new Error(parsed.reason);
    const known = { gsmSignal: 20, mileageKm: 1234.5, externalPowerVoltage: 24.1, temperature: 18 };
    expect(osmAndRawRecord(parsed.fixes[0]!, known)).toEqual({
      timestamp: '2017-09-07T05:56:50.000Z',
      lat: 40.7232948571,
      lng: -74.0061408571,
      speed: 74.1,
      bearing: 7.19889788244,
      status: 'driving',
      gpsSatellites: 8,
      ...known,
    });
  });
});
