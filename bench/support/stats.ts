/** Latency figures of a run, in ms. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const summarise = (latencies: readonly number[]): LatencySummary => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
};

/** The middle value (the mean of the two middle ones for an even count); values that are not finite (a figure a run could not take) left out, NaN for none. */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const ms = (value: number): string => `${value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0)} ms`;
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en-GB')}/s`;
