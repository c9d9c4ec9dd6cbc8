import { availableParallelism } from 'node:os';
import { wholeFromEnv } from '../config-number';
import type { HeavyWorkLimits } from './heavy-work';

export type { HeavyWorkLimits };

/**
 * The defaults leave the portal's own client room (the reporting page asks up to four heavy reads at
 * once, an export one page at a time beside them) and hold a script to a few.
 */
export const DEFAULT_HEAVY_WORK: Omit<HeavyWorkLimits, 'running'> = {
  inFlightPerCaller: 6,
  perMinutePerCaller: 240,
};

/**
 * `HEAVY_IN_FLIGHT_PER_CALLER` (6), `HEAVY_PER_MINUTE_PER_CALLER` (240) and `HEAVY_RUNNING` (heavy
 * requests running at once in one instance: one fewer than the machine's cores, at least 1, so that
 * one core stays free for interactive answers).
 */
export const readHeavyWorkLimits = (env: NodeJS.ProcessEnv): HeavyWorkLimits => ({
  inFlightPerCaller: wholeFromEnv(
    env,
    'HEAVY_IN_FLIGHT_PER_CALLER',
    DEFAULT_HEAVY_WORK.inFlightPerCaller,
    1,
    10_000,
  ),
  perMinutePerCaller: wholeFromEnv(
    env,
    'HEAVY_PER_MINUTE_PER_CALLER',
    DEFAULT_HEAVY_WORK.perMinutePerCaller,
    1,
    1_000_000,
  ),
  running: wholeFromEnv(env, 'HEAVY_RUNNING', Math.max(1, availableParallelism() - 1), 1, 1000),
});
