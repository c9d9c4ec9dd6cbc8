import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { ConnectionErrorContext, ConnectionErrorInput } from './connection-error.types';

const network: ApiFailure = { _tag: 'NetworkError', message: 'Failed to fetch' };

/** Test and story data for the connection-error snackbar machine. Not imported by the app. */
export const connectionErrorFixtures: {
  readonly inputs: Readonly<Record<'online' | 'offline', ConnectionErrorInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { online: { online: true }, offline: { online: false } },
  eventVariants: {
    'api.liveDataFailed': [
      { type: 'api.liveDataFailed', failure: network },
      { type: 'api.liveDataFailed', failure: { _tag: 'Aborted' } },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
  },
};

/** The model's "same state": the value and the online flag (the guard reads it). */
export const serializeConnectionError = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({
    value: snapshot.value as unknown,
    online: (snapshot.context as ConnectionErrorContext).online,
  });
