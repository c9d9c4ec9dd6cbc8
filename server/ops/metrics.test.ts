import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestFleet, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { call, login } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { createMetrics, type Metrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { readLoggingConfig, readMetricsConfig } from './ops-config';

const INGEST = '/logbook/api/logbook/v1/telemetry';

/** `/metrics` as a Prometheus server reads it: fetched over HTTP and parsed by a text-format parser. */
const scrapeText = async (server: MetricsServer): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
const scrape = async (server: MetricsServer): Promise<PrometheusFamily[]> =>
  parsePrometheusTextFormat(await scrapeText(server));

/**
 * A labelled histogram's count, read from its `_count` line: the parser keeps a histogram's buckets
 * but not the labels of its series.
 */
const histogramCount = (text: string, name: string, labels: string): number =>
  Number(new RegExp(`^${name}_count\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none yet. */
const valueOf = (families: PrometheusFamily[], name: string, labels: Record<string, string> = {}) => {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
  return Number(sample?.value ?? sample?.count ?? 0);
};

describeEachDatabase(
  'metrics: /metrics on its own port moves with requests and records',
  (getCtx) => {
    let server: MetricsServer;
    let fleet: TestFleet;
    beforeAll(async () => {
      server = await startMetricsServer(getCtx().metrics, { port: 0, host: '127.0.0.1' });
      fleet = await createTestFleet(getCtx().db, 'metrics');
      getCtx().clock.set(new Date('2026-03-12T10:00:00Z'));
    });
    afterAll(() => server.close());

    it('counts a request by its route template and status, with its duration', async () => {
      const route = { method: 'POST', route: '/um/v1/refresh-tokens' };
      const beforeText = await scrapeText(server);
      const before = parsePrometheusTextFormat(beforeText);
      expect((await login(getCtx().app, 'dispatcher')).status).toBe(201);
      expect((await login(getCtx().app, 'dispatcher', 'not-the-password')).status).toBe(401);
      const afterText = await scrapeText(server);
      const after = parsePrometheusTextFormat(afterText);
      for (const status of ['201', '401']) {
        const labels = { ...route, status };
        expect(valueOf(after, 'portal_http_requests_total', labels)).toBe(
          valueOf(before, 'portal_http_requests_total', labels) + 1,
        );
      }
      const durations = [
        'portal_http_request_duration_seconds',
        'method="POST",route="/um/v1/refresh-tokens"',
      ] as const;
      expect(histogramCount(afterText, ...durations)).toBe(histogramCount(beforeText, ...durations) + 2);
      // A path with values is labelled by its template, never by the values.
      await call(getCtx().app, 'GET', `/api/v1/vehicles/${fleet.diesel.id}/datasheet`);
      const labels = (await scrape(server))
        .find((f) => f.name === 'portal_http_requests_total')!
        .metrics.map((m) => m.labels?.['route']);
      expect(labels).not.toContain(`/api/v1/vehicles/${fleet.diesel.id}/datasheet`);
      expect(labels.every((label) => label === 'unmatched' || label?.startsWith('/'))).toBe(true);
    });

    it('counts telemetry records accepted, duplicate and rejected on the HTTP path', async () => {
      const count = (families: PrometheusFamily[], outcome: string) =>
        valueOf(families, 'portal_telemetry_records_total', { path: 'http', outcome });
      const before = await scrape(server);
      const send = (records: unknown[]) =>
        call(getCtx().app, 'POST', INGEST, {
          body: { records },
          headers: { authorization: `Bearer ${fleet.diesel.key}` },
        });
      expect((await send([telemetryRecord('2026-03-12T09:58:00Z')])).status).toBe(200);
      expect(
        (
          await send([
            telemetryRecord('2026-03-12T09:58:00Z'),
            telemetryRecord('2026-03-12T09:58:10Z', { gsmSignal: 40 }),
          ])
        ).status,
      ).toBe(200);
      const after = await scrape(server);
      expect(count(after, 'accepted') - count(before, 'accepted')).toBe(1);
      expect(count(after, 'duplicate') - count(before, 'duplicate')).toBe(1);
      expect(count(after, 'rejected') - count(before, 'rejected')).toBe(1);
    });

    it('reads the database connections and the open event streams at each scrape', async () => {
      const families = await scrape(server);
      expect(valueOf(families, 'portal_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(families, 'portal_db_connections', { state: 'waiting' })).toBe(0);
      expect(families.find((f) => f.name === 'portal_event_streams_open')?.type).toBe('GAUGE');
    });
  },
  { bothDatabases: true },
);

describe('the metrics listener', () => {
  let metrics: Metrics;
  let server: MetricsServer;
  beforeAll(async () => {
    metrics = createMetrics({ processMetrics: true });
    server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it("serves Node's own figures beside the portal's, and nothing but /metrics", async () => {
    const names = (await scrape(server)).map((f) => f.name);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(names).toContain(name);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it.each([
    [{}, null],
    [{ METRICS_PORT: '0' }, null],
    [{ METRICS_PORT: '9464' }, { port: 9464, host: '127.0.0.1' }],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
      { port: 9464, host: '0.0.0.0' },
    ],
    [{ METRICS_PORT: 'x' }, /METRICS_PORT must be a whole number/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a whole number from 0 to 65535/],
    [{ METRICS_PORT: '9464', METRICS_HOST: 'a b' }, /METRICS_HOST must be an address/],
  ])('METRICS_* %j → %s', (env, expected) => {
    if (expected instanceof RegExp) expect(() => readMetricsConfig(env)).toThrow(expected);
    else expect(readMetricsConfig(env)).toEqual(expected);
  });

  it.each([
    [{}, true, { level: 'info', format: 'pretty' }],
    [{}, false, { level: 'info', format: 'json' }],
    [{ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }, true, { level: 'warn', format: 'json' }],
    [{ LOG_LEVEL: 'verbose' }, false, /LOG_LEVEL must be one of fatal, error/],
    [{ LOG_FORMAT: 'text' }, false, /LOG_FORMAT must be "json" or "pretty"/],
  ])('LOG_* %j (terminal: %s) → %s', (env, terminal, expected) => {
    if (expected instanceof RegExp) expect(() => readLoggingConfig(env, terminal)).toThrow(expected);
    else expect(readLoggingConfig(env, terminal)).toEqual(expected);
  });
});
