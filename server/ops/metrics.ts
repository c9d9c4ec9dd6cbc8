import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where telemetry records enter (issue 34 §3): the JSON endpoint, phones, Teltonika boxes, the simulator. */
export type IngestionPath = 'http' | 'osmand' | 'teltonika' | 'simulator';

/** What one ingestion call did with the records it was given. */
export interface IngestionCounts {
  readonly accepted: number;
  readonly duplicates: number;
  readonly rejected: number;
}

/** The counts of an ingestion answer (its refused records are listed). */
export const countsOf = (result: {
  readonly accepted: number;
  readonly duplicates: number;
  readonly rejected: readonly unknown[];
}): IngestionCounts => ({
  accepted: result.accepted,
  duplicates: result.duplicates,
  rejected: result.rejected.length,
});

/**
 * The instance's Prometheus metrics (prom-client, one registry per portal so tests can run several):
 * requests, ingestion, and gauges read when scraped; with Node's own (event-loop lag, memory, CPU).
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its method, the contract's route template (or a fixed label), its status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The outcome of one ingestion call on `path`. */
  countIngestion(path: IngestionPath, counts: IngestionCounts): void;
  /** A heavy request refused with 429 (issue 38): over its caller's in-flight or per-minute limit. */
  countHeavyRefusal(reason: 'in_flight' | 'per_minute'): void;
  /** A gauge whose value is read at each scrape. */
  readGauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** A gauge with one label, its values read at each scrape (label value → number). */
  readLabelledGauge(
    name: string,
    help: string,
    label: string,
    read: () => Readonly<Record<string, number>> | Promise<Readonly<Record<string, number>>>,
  ): void;
}

/** Request durations from 5 ms (a cached answer) to 10 s (a year's export). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `processMetrics`: Node's own (event-loop lag, memory, CPU, handles); the server's metrics have them,
 * the many portals a test process composes do not need them.
 */
export const createMetrics = ({ processMetrics }: { readonly processMetrics: boolean }): Metrics => {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const records = new Counter({
    name: 'portal_telemetry_records_total',
    help: 'Telemetry records by ingestion path and outcome (accepted, duplicate, rejected)',
    labelNames: ['path', 'outcome'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_heavy_requests_refused_total',
    help: 'Heavy requests refused with 429, by the limit the caller was over (in_flight, per_minute)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return {
    registry,
    countHeavyRefusal: (reason) => refusals.inc({ reason }),
    observeRequest: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    countIngestion: (path, counts) => {
      records.inc({ path, outcome: 'accepted' }, counts.accepted);
      records.inc({ path, outcome: 'duplicate' }, counts.duplicates);
      records.inc({ path, outcome: 'rejected' }, counts.rejected);
    },
    readGauge: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    readLabelledGauge: (name, help, label, read) => {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [value, count] of Object.entries(await read())) this.set({ [label]: value }, count);
        },
      });
    },
  };
};
