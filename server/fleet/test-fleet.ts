import { Schema } from 'effect';
import type { Hono } from 'hono';
import type { AnyEndpoint } from '../../src/api/contract';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { createMailer } from '../mail/create-mailer';
import type { TestContext } from '../test-support/test-databases';
import type { WeatherProvider, WeatherQuery } from '../telemetry/weather-provider';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { createDeviceKey } from '../telemetry/device-keys';
import { insertVehicles, type NewVehicle } from './vehicle-store';

export const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];

let nextWpId = 900_000 + Math.floor(Math.random() * 1000) * 1000;

const vehicle = (organisationId: string, name: string, extra: Partial<NewVehicle> = {}): NewVehicle => ({
  organisationId,
  wpId: nextWpId++,
  name,
  image: `https://images.example.test/${encodeURIComponent(name)}.png`,
  model: 'G 1206',
  type: 'Lokomotive',
  engine: 'diesel',
  fabricNr: `FN-${name}`,
  datasheet: {
    manufacturerName: 'Vossloh',
    modelName: 'G 1206',
    fabricNumber: `FN-${name}`,
    constructionYear: 2004,
    minOperatingWeightKg: 87_000,
  },
  ...extra,
});

/** A small fleet in both demo organisations, for tests that must not wait for the demo fleet. */
export interface TestFleet {
  /** Nordbahn: a diesel locomotive, an electric one, a crane. */
  readonly diesel: { id: number; wpId: number; key: string };
  readonly eloc: { id: number; wpId: number; key: string };
  readonly crane: { id: number; wpId: number; key: string };
  /** Alpen Rail Service: one diesel locomotive. */
  readonly alpen: { id: number; wpId: number; key: string };
}

/** Creates the fleet with a device key per vehicle; names carry a suffix so fleets of tests differ. */
export const createTestFleet = async (db: Db, suffix = ''): Promise<TestFleet> => {
  const vehicles = [
    vehicle(NORDBAHN, `Diesel ${suffix}`),
    vehicle(NORDBAHN, `Eloc ${suffix}`, { engine: 'electric', model: 'Vectron' }),
    vehicle(NORDBAHN, `Crane ${suffix}`, { model: 'Kran', type: 'Kran' }),
    vehicle(ALPEN, `Alpen ${suffix}`),
  ];
  const ids = await insertVehicles(db, vehicles);
  // One after the other: the fixture needs no more than one connection.
  const entries: { id: number; wpId: number; key: string }[] = [];
  for (const [i, id] of ids.entries()) {
    entries.push({ id, wpId: vehicles[i]?.wpId ?? 0, key: await createDeviceKey(db, id) });
  }
  const [diesel, eloc, crane, alpen] = entries as [
    TestFleet['diesel'],
    TestFleet['eloc'],
    TestFleet['crane'],
    TestFleet['alpen'],
  ];
  return { diesel, eloc, crane, alpen };
};

/** A valid telemetry record at `timestamp`; override fields to make it say something else. */
export const telemetryRecord = (timestamp: string, overrides: Record<string, unknown> = {}) => ({
  timestamp,
  lat: 53.55,
  lng: 9.99,
  speed: 0,
  bearing: 90,
  status: 'standby',
  gpsSatellites: 12,
  gsmSignal: 20,
  mileageKm: 1000,
  externalPowerVoltage: 24.5,
  temperature: 18,
  ...overrides,
});

/** The app of the suite again, now with a weather provider (the suite's app has none). */
export const appWithWeather = (ctx: TestContext, weather: WeatherProvider): Hono =>
  createApp({
    config: ctx.config,
    db: ctx.db,
    mailer: createMailer(ctx.config),
    clock: ctx.clock,
    log: (message, error) => ctx.logs.push(`${message}: ${String(error)}`),
    weather,
  });

/** A stand-in provider: the weather says where it was asked for. */
export const fakeWeather = (calls: WeatherQuery[] = []): WeatherProvider => ({
  current: async (input) => {
    calls.push(input);
    return {
      icon: 'partly-cloudy-day',
      summary: `${input.language} ${input.lat.toFixed(2)},${input.lng.toFixed(2)}`,
      temperature: 7.5,
      timestamp: input.at.toISOString(),
    };
  },
});

export const GW = '/logbook/api/logbook/v1';

/**
 * Fails unless the answer matches the operation's schema exactly (no field missing, none extra):
 * the check the binder skips for the polled operations (`exactResult`).
 */
export const expectExactAnswer = (endpoint: AnyEndpoint, body: unknown): void => {
  const schema = endpoint.success.schema as Schema.Schema<unknown, unknown>;
  Schema.decodeUnknownSync(schema, { onExcessProperty: 'error', errors: 'all' })(body);
};
