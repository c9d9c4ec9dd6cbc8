import type { AnyEventObject } from 'xstate';
import type { ConnectivityInput } from './connectivity.machine';

/**
 * Test and story data for the connectivity machine, shared by the model-based test and the walker
 * story. Not imported by the app.
 */
export const connectivityFixtures: {
  readonly inputs: Readonly<Record<'startsOnline' | 'startsOffline', ConnectivityInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { startsOnline: { initiallyOnline: true }, startsOffline: { initiallyOnline: false } },
  // Neither browser event carries data.
  eventVariants: {},
};
