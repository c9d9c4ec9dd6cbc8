/**
 * The devices of issue 35: a desk without throttling, and a cab tablet and a phone on "Slow 4G" with
 * the CPU slowed 4×. The network figures are the face values, applied per request by
 * DevTools (Chrome's own "Slow 4G" preset scales them: 562.5 ms latency, 90 % of the throughput).
 */
export interface Throttling {
  /** Added to each request, ms. */
  readonly latencyMs: number;
  /** Bytes per second. */
  readonly downloadBps: number;
  readonly uploadBps: number;
  /** Emulation.setCPUThrottlingRate. */
  readonly cpuRate: number;
}

export interface VitalsProfile {
  readonly name: 'desk' | 'tablet' | 'phone';
  readonly viewport: { readonly width: number; readonly height: number };
  readonly touch: boolean;
  readonly mobile: boolean;
  readonly throttling: Throttling | null;
}

export const SLOW_4G: Throttling = {
  latencyMs: 150,
  downloadBps: 1_600_000 / 8,
  uploadBps: 750_000 / 8,
  cpuRate: 4,
};

/** Device pixel ratio 1 everywhere: the machines rasterise in software, which a higher ratio would measure. */
export const VITALS_PROFILES: readonly VitalsProfile[] = [
  { name: 'desk', viewport: { width: 1440, height: 900 }, touch: false, mobile: false, throttling: null },
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: true, mobile: false, throttling: SLOW_4G },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true, mobile: true, throttling: SLOW_4G },
];

export const isVitalsProfile = (name: string): name is VitalsProfile['name'] =>
  VITALS_PROFILES.some((p) => p.name === name);
