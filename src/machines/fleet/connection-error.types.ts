import type { ApiFailure } from '../../api/api-failure';
import type { ConnectivityChanged } from '../shared/app-facts';
import type { ConnectionErrorKey } from './fleet.types';

/**
 * The public interface of the connection-error snackbar machine (app-wide; `AppActors.connectionError`):
 * a live-data failure (the fleet poll, the dashboard fetch, the live-data detail) shows a 'Connection
 * Error' error snackbar for 10 s, unless the connection is already flagged lost (spec 000 §8), when the
 * fixed offline banner says it already.
 */

/** What the snackbar machine knows. */
export interface ConnectionErrorContext {
  /** The connectivity actor's online flag. */
  readonly online: boolean;
  /** The i18n key to show while the `visible` tag is on; else null. */
  readonly messageKey: ConnectionErrorKey | null;
  /** The failure that opened the snackbar (for logs; never rendered). */
  readonly failure: ApiFailure | null;
}

/** The start (tests and stories); the app leaves it out: `watchConnectivity` sends the flag at start. */
export interface ConnectionErrorInput {
  readonly online?: boolean;
}

/** Events, named by who speaks. */
export type ConnectionErrorEvent =
  /** A live-data call failed (forwarded by the composition root); restarts the 10 s when already shown. */
  | { readonly type: 'api.liveDataFailed'; readonly failure: ApiFailure }
  /** From the machine's own `watchConnectivity` watcher. */
  | ConnectivityChanged
  /** The user closed the snackbar. */
  | { readonly type: 'user.dismissSnackbar' };

/** Tags: `visible` while the snackbar shows. */
export type ConnectionErrorTag = 'visible';
