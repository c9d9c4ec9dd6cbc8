import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import type { ConnectivityChanged } from './app-facts';

/**
 * The fetch fragment every machine that loads data shares: a fact (connectivity, the selection, the
 * vehicle) starts it over, it waits a debounce, fetches, and a failure is recorded in context and
 * reported to the app-wide connection-error actor. A machine names its debounce delay `debounce` (`debounceThen`), its
 * fact events restart it (`restartOn`), its context updates come from `fetchUpdates`, and every failed
 * call runs `recordAndReport` (or `recordAndReportAs` for other action names) with `failureOf`.
 */

/** What a fetching machine keeps about the connection and its last call. */
export interface FetchContext {
  readonly online: boolean;
  /** The last call failed; cleared by the next success. */
  readonly failure: ApiFailure | null;
}

/** Params of the actions that record or report a failed call. */
export interface FailureParams {
  readonly failure: ApiFailure;
}

/** The typed failure of an invoke's error event, as action params. */
export const failureOf = ({ event }: { readonly event: { readonly error: unknown } }): FailureParams => ({
  failure: toApiFailure(event.error),
});

/** The failure pair under other action names (a machine with several calls records each apart). */
export const recordAndReportAs = <const TRecord extends string, const TReport extends string>(
  record: TRecord,
  report: TReport,
) =>
  [
    { type: record, params: failureOf },
    { type: report, params: failureOf },
  ] as const;

/** The failure pair: recorded in context (`recordFailure`), then reported (`reportFailure`, provided by the root). */
export const recordAndReport = recordAndReportAs('recordFailure', 'reportFailure');

/**
 * The shared context updates of a {@link FetchContext}, for `assign(...)` in a machine's `setup`
 * (XState infers a machine's types from its own `setup`, so the `assign` itself stays there).
 */
export const fetchUpdates = {
  applyConnectivity: (_: unknown, { online }: Pick<ConnectivityChanged, 'online'>) => ({ online }),
  recordFailure: (_: unknown, { failure }: FailureParams) => ({ failure }),
  clearFailure: () => ({ failure: null }),
} as const;

/** The failure report's default: a no-op output the composition root provides (the snackbar). */
export const reportFailure = (_: unknown, _params: FailureParams): void => {};

/**
 * A fact event that starts the fetch over: the named action applies the event (its payload is the
 * action's params) and `target` is re-entered, so a running call is cancelled (its signal aborts) and
 * the debounce restarts.
 */
export const restartOn = <const TAction extends string, TEvent extends object>(
  action: TAction,
  target = '.checking' as const,
) =>
  ({
    target,
    actions: { type: action, params: ({ event }: { readonly event: TEvent }) => event },
  }) as const;

/**
 * The debounce: the state waits the machine's `debounce` delay, then goes to `target` (the fetch).
 * Any fact event (see {@link restartOn}) re-enters the start and so restarts the wait.
 */
export const debounceThen = <const TTarget extends string>(target: TTarget) =>
  ({ after: { debounce: target } }) as const;
