import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { flushMicrotasks } from '../../../tests/model/replay-path';
import type { RailationPlace } from '../../api/contract';
import { FIXTURE_NOW, FIXTURE_PLACE, FIXTURE_SHIP } from './railation-directory.fixtures';
import { railationPlaceFixtures } from './railation-place.fixtures';
import { railationPlaceMachine, type RailationPlaceContext } from './railation-place.machine';

const ctx = contextOf<RailationPlaceContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'the drawer shows only with a place chosen',
    holds: (o) => implies(tagged(o, 'shown'), ctx(o).placeId !== null),
  },
  {
    name: 'a place is kept only while its drawer is open (never while another loads)',
    holds: (o) => implies(ctx(o).place !== null, tagged(o, 'shown') && !tagged(o, 'loading')),
  },

  { name: 'closed means nothing kept', holds: (o) => implies(!tagged(o, 'shown'), ctx(o).place === null) },
];

describeModel('railation place machine (model-based)', {
  machine: railationPlaceMachine,
  inputs: railationPlaceFixtures.inputs,
  eventVariants: railationPlaceFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value as unknown,
      id: (snapshot.context as RailationPlaceContext).placeId,
    }),
  onCoverage: (report) =>
    console.info(
      `railation-place coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

describe('railation place (detail drawer)', () => {
  const start = (answer: (placeId: string) => Promise<RailationPlace>) =>
    createActor(
      railationPlaceMachine.provide({
        actors: {
          loadPlace: fromPromise(({ input }: { input: { placeId: string } }) => answer(input.placeId)),
        },
      }),
    ).start();

  it('opens a place, then another one in its place, and closes', async () => {
    const actor = start((id) => Promise.resolve(id === 's1' ? FIXTURE_SHIP : FIXTURE_PLACE));
    actor.send({ type: 'user.openPlace', placeId: 'p1' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.place?.name).toBe('Bahntankstelle Hamburg');
    actor.send({ type: 'user.openPlace', placeId: 's1' });
    expect(actor.getSnapshot().context.place).toBeNull();
    await flushMicrotasks();
    expect(actor.getSnapshot().context.place?.ship?.destination).toBe('Emmerich');
    actor.send({ type: 'user.closeDetail' });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
  });

  it('offers retry after a failure', async () => {
    let calls = 0;
    const actor = start(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(FIXTURE_PLACE),
    );
    actor.send({ type: 'user.openPlace', placeId: 'p1' });
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.retryDetail' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('open');
  });
});
