import { ApiError } from './api-error';

/**
 * How much heavy work (the contract's `heavy` operations: exports, reports over periods, tracks, heat
 * maps, PDFs, bulk writes) one caller may ask of an instance (issue 38; README "Limits").
 */
export interface HeavyWorkLimits {
  /** Requests of one caller (account or device key) running or waiting at once; beyond: 429. */
  readonly inFlightPerCaller: number;
  /** Requests of one caller admitted within any 60 s; beyond: 429 until the oldest is a minute old. */
  readonly perMinutePerCaller: number;
  /** Heavy requests running at once in this instance; the others wait for their turn. */
  readonly running: number;
}

/** Who asks: the caller the limits count, the organisation whose turn it is. */
export interface HeavyCaller {
  readonly caller: string;
  readonly organisation: string;
}

export type HeavyRefusal = 'in_flight' | 'per_minute';

export interface HeavyWork {
  /**
   * Waits for the request's turn and answers the function that gives it back (call it once, when
   * the answer is sent or has failed); throws a 429 `ApiError` with `Retry-After` when the caller is
   * over a limit (nothing is counted then).
   */
  admit(who: HeavyCaller): Promise<() => void>;
  /** Running and waiting requests now (for the metrics). */
  load(): { readonly running: number; readonly waiting: number };
}

const MINUTE_MS = 60_000;
/** Past this many callers with a budget, the ones whose last minute is over are forgotten. */
const PRUNE_CALLERS_ABOVE = 10_000;
/** How often, at most, the callers with nothing in the last minute are forgotten. */
const PRUNE_EVERY_MS = 1_000;

export const tooManyRequests = (reason: HeavyRefusal, seconds: number): ApiError =>
  new ApiError(
    429,
    'too_many_requests',
    reason === 'in_flight'
      ? 'Too many heavy requests of this caller in flight; try again when one has been answered.'
      : 'Too many heavy requests of this caller this minute; try again later.',
    { retryAfterSeconds: seconds, headers: { 'retry-after': String(seconds) } },
  );

/**
 * The heavy-work gate of one instance. At most `running` heavy requests run at once; the others wait
 * in fair turns: the organisations that have someone waiting take turns, and within one organisation
 * its callers do, so that one organisation (or one script) flooding the server gets one turn while
 * each of the others gets one too, whatever it has queued. A caller has at most `inFlightPerCaller`
 * requests running or waiting and `perMinutePerCaller` admitted within a minute; beyond either the
 * request is refused with 429 and `Retry-After` (1 s for in flight, when the oldest of the minute's
 * requests is a minute old for the budget). `onRefused` counts refusals (the metrics).
 */
export const createHeavyWork = (
  limits: HeavyWorkLimits,
  options: {
    readonly now?: () => number;
    readonly onRefused?: (reason: HeavyRefusal) => void;
  } = {},
): HeavyWork => {
  const now = options.now ?? Date.now;
  let running = 0;
  let waiting = 0;
  const inFlight = new Map<string, number>();
  /** Admission times of the last minute per caller, oldest first. */
  const admitted = new Map<string, number[]>();
  /** organisation → caller → waiting requests' starters; Map order is the order of turns. */
  const queues = new Map<string, Map<string, (() => void)[]>>();

  const recentOf = (caller: string, at: number): number[] => {
    const times = admitted.get(caller) ?? [];
    while (times.length > 0 && (times[0] as number) <= at - MINUTE_MS) times.shift();
    return times;
  };

  // At most once a second: a sweep over every caller on each admission would cost O(callers) each.
  let prunedAt = Number.NEGATIVE_INFINITY;
  const prune = (at: number) => {
    if (admitted.size <= PRUNE_CALLERS_ABOVE || at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    for (const [caller] of admitted) if (recentOf(caller, at).length === 0) admitted.delete(caller);
  };

  /** Starts the next waiting request: the first organisation's first caller's oldest, then both go last. */
  const next = () => {
    const [organisation, callers] = queues.entries().next().value ?? [];
    if (organisation === undefined || callers === undefined) return;
    const [caller, starters] = callers.entries().next().value ?? [];
    if (caller === undefined || starters === undefined) return;
    const start = starters.shift() as () => void;
    callers.delete(caller);
    if (starters.length > 0) callers.set(caller, starters);
    queues.delete(organisation);
    if (callers.size > 0) queues.set(organisation, callers);
    waiting -= 1;
    running += 1;
    start();
  };

  return {
    async admit({ caller, organisation }) {
      const at = now();
      const own = inFlight.get(caller) ?? 0;
      if (own >= limits.inFlightPerCaller) {
        options.onRefused?.('in_flight');
        throw tooManyRequests('in_flight', 1);
      }
      const recent = recentOf(caller, at);
      if (recent.length >= limits.perMinutePerCaller) {
        options.onRefused?.('per_minute');
        const oldest = recent[0] ?? at;
        throw tooManyRequests('per_minute', Math.max(1, Math.ceil((oldest + MINUTE_MS - at) / 1000)));
      }
      recent.push(at);
      admitted.set(caller, recent);
      prune(at);
      inFlight.set(caller, own + 1);
      if (running < limits.running && waiting === 0) running += 1;
      else
        await new Promise<void>((start) => {
          const callers = queues.get(organisation) ?? new Map<string, (() => void)[]>();
          const starters = callers.get(caller) ?? [];
          starters.push(start);
          callers.set(caller, starters);
          queues.set(organisation, callers);
          waiting += 1;
        });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(caller) ?? 1) - 1;
        if (left > 0) inFlight.set(caller, left);
        else inFlight.delete(caller);
        running -= 1;
        if (running < limits.running) next();
      };
    },
    load: () => ({ running, waiting }),
  };
};
