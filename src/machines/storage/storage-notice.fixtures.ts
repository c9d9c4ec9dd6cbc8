import type { AnyEventObject } from 'xstate';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';

/** Test and story data for the storage notice machine, shared by its model-based test and walker story. */
export const storageNoticeFixtures: {
  readonly inputs: Readonly<Record<'started', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { started: undefined },
  eventVariants: {
    'xstate.done.actor.readStorage': [
      done('readStorage', 'ok'),
      done('readStorage', 'warning'),
      done('readStorage', 'full'),
    ],
    'xstate.error.actor.readStorage': [failed('readStorage', networkError())],
    'api.storageRefused': [{ type: 'api.storageRefused' }],
  },
};
