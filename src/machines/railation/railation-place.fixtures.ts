import type { AnyEventObject } from 'xstate';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import { FIXTURE_PLACE, FIXTURE_SHIP } from './railation-directory.fixtures';

/** Test and story data for the place detail machine. Not imported by the app. */
export const railationPlaceFixtures: {
  readonly inputs: Readonly<Record<'default', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { default: undefined },
  eventVariants: {
    'xstate.done.actor.loadPlace': [done('loadPlace', FIXTURE_PLACE), done('loadPlace', FIXTURE_SHIP)],
    'xstate.error.actor.loadPlace': [failed('loadPlace', networkError())],
    'user.openPlace': [
      { type: 'user.openPlace', placeId: 'p1' },
      { type: 'user.openPlace', placeId: 's1' },
    ],
    'user.closeDetail': [{ type: 'user.closeDetail' }],
    'user.retryDetail': [{ type: 'user.retryDetail' }],
  },
};
