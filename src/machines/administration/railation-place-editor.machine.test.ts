import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant, ModelObservation } from '../../../tests/model/replay-path';
import type { ApiClient } from '../../api/api-client';
import type { RailationPlace } from '../../api/contract';
import {
  createRailationPlaceEditorActors,
  type RailationPlaceLoadRequest,
  type RailationPlaceSaveRequest,
} from './railation-place-editor.actors';
import {
  FIXTURE_EDITED_PLACE,
  FIXTURE_NOW,
  FIXTURE_SAVED_PLACE,
  fixtureSaveRejected,
  railationPlaceEditorFixtures,
  serializeRailationPlaceEditor,
} from './railation-place-editor.fixtures';
import { editorErrors, railationPlaceEditorMachine } from './railation-place-editor.machine';
import type { RailationPlaceEditorContext } from './railation-place-editor.types';
import { emptyDraft, inputOf, isValidDraft } from './railation-place-form.rules';

const ctx = contextOf<RailationPlaceEditorContext>;
const calls = (o: ModelObservation, id: string) => o.pending.filter((call) => call.id === id);
const invariants: readonly ModelInvariant[] = [
  {
    name: 'a load runs exactly while loading and a save exactly while saving, one at a time',
    holds: (o) =>
      calls(o, 'loadPlace').length === (tagged(o, 'loading') ? 1 : 0) &&
      calls(o, 'savePlace').length === (tagged(o, 'saving') ? 1 : 0),
  },
  {
    name: 'only a valid draft is sent, as the request of the place being edited',
    holds: (o) =>
      calls(o, 'savePlace').every((call) => {
        const request = call.input as RailationPlaceSaveRequest;
        return (
          isValidDraft(ctx(o).draft) &&
          request.placeId === ctx(o).placeId &&
          JSON.stringify(request.input) === JSON.stringify(inputOf(ctx(o).draft))
        );
      }),
  },
  {
    name: 'closed forgets the form; a stored place is kept only there',
    holds: (o) =>
      implies(
        tagged(o, 'closed'),
        ctx(o).placeId === null &&
          JSON.stringify(ctx(o).draft) === JSON.stringify(emptyDraft()) &&
          !ctx(o).showErrors &&
          ctx(o).rejected.length === 0 &&
          ctx(o).loadFailure === null &&
          ctx(o).saveFailure === null,
      ) && implies(ctx(o).saved !== null, tagged(o, 'closed')),
  },
  {
    name: 'each failure belongs to its state, none while saving',
    holds: (o) =>
      tagged(o, 'loadFailed') === (ctx(o).loadFailure !== null) &&
      implies(tagged(o, 'saving'), ctx(o).saveFailure === null && ctx(o).rejected.length === 0),
  },
  {
    name: 'a field shows as refused only after a 400, and then under that field',
    holds: (o) => {
      const { rejected, saveFailure } = ctx(o);
      return implies(
        rejected.length > 0,
        saveFailure?._tag === 'HttpError' &&
          saveFailure.status === 400 &&
          rejected.every((field) => editorErrors(ctx(o))[field] !== undefined),
      );
    },
  },
];

describeModel('railation place editor machine (model-based)', {
  machine: railationPlaceEditorMachine,
  inputs: railationPlaceEditorFixtures.inputs,
  eventVariants: railationPlaceEditorFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeRailationPlaceEditor,
  onCoverage: (report) =>
    console.info(
      `railation-place-editor coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('railation place editor (forms, saves and refusals)', () => {
  it('shows the problems of a new place instead of saving, then creates it once valid', async () => {
    const sent: RailationPlaceSaveRequest[] = [];
    const machine = railationPlaceEditorMachine.provide({
      actors: {
        savePlace: fromPromise<RailationPlace, RailationPlaceSaveRequest>(({ input }) => {
          sent.push(input);
          return Promise.resolve(FIXTURE_SAVED_PLACE);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'user.create' });
    actor.send({ type: 'user.change', field: 'name', value: ' Werkstatt Süd ' });
    expect(editorErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(editorErrors(actor.getSnapshot().context)).toEqual({
      categories: 'noCategory',
      lat: 'required',
      lng: 'required',
    });
    actor.send({ type: 'user.toggleCategory', id: 9 });
    actor.send({ type: 'user.toggleCategory', id: 1 });
    actor.send({ type: 'user.toggleCategory', id: 13 });
    actor.send({ type: 'user.change', field: 'lat', value: '48,14' });
    actor.send({ type: 'user.change', field: 'lng', value: '11.58' });
    expect(editorErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await settle();
    expect(sent).toEqual([
      {
        placeId: null,
        input: {
          name: 'Werkstatt Süd',
          categories: [9, 1],
          lat: 48.14,
          lng: 11.58,
          contact: { street: null, postcode: null, city: null, country: null, phone: null, website: null },
          imgUrl: null,
          description: null,
        },
      },
    ]);
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.saved).toBe(FIXTURE_SAVED_PLACE);
  });

  it('loads the place, keeps its description title, and shows the field a 400 refused until changed', async () => {
    const loaded: RailationPlaceLoadRequest[] = [];
    const sent: RailationPlaceSaveRequest[] = [];
    const machine = railationPlaceEditorMachine.provide({
      actors: {
        loadPlace: fromPromise<RailationPlace, RailationPlaceLoadRequest>(({ input }) => {
          loaded.push(input);
          return Promise.resolve(FIXTURE_EDITED_PLACE);
        }),
        savePlace: fromPromise<RailationPlace, RailationPlaceSaveRequest>(({ input }) => {
          sent.push(input);
          return Promise.reject(fixtureSaveRejected('contact.website', 'not an address'));
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'user.edit', placeId: 'p12' });
    await settle();
    expect(loaded).toEqual([{ placeId: 'p12' }]);
    expect(actor.getSnapshot().context.draft.lat).toBe('50.11');
    actor.send({ type: 'user.change', field: 'description', value: '# Neu\n\nNur ein Absatz.' });
    actor.send({ type: 'user.save' });
    await settle();
    expect(sent[0]?.placeId).toBe('p12');
    expect(sent[0]?.input.description).toEqual({
      title: 'Terminal Ost',
      blocks: [
        { type: 'heading', text: 'Neu' },
        { type: 'paragraph', text: 'Nur ein Absatz.' },
      ],
    });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(context.saveFailure).toMatchObject({ _tag: 'HttpError', status: 400 });
    expect(editorErrors(context)).toEqual({ website: 'rejected' });
    actor.send({ type: 'user.change', field: 'website', value: 'https://example.org/ost' });
    expect(editorErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().context.saved).toBeNull();
  });

  it('loads with the access token and creates or replaces by the place id', async () => {
    const seen: { operationId: string; input: unknown }[] = [];
    const api: ApiClient = {
      call: (endpoint, input) => {
        seen.push({ operationId: endpoint.operationId, input });
        return Promise.resolve(FIXTURE_EDITED_PLACE as never);
      },
    };
    const actors = createRailationPlaceEditorActors({ api, getAccessToken: () => 'at-1' });
    const body = inputOf({ ...emptyDraft(), name: 'X', categories: [3], lat: '1', lng: '2' });
    await toPromise(createActor(actors.loadPlace, { input: { placeId: 'p12' } }).start());
    await toPromise(createActor(actors.savePlace, { input: { placeId: null, input: body } }).start());
    await toPromise(createActor(actors.savePlace, { input: { placeId: 'p12', input: body } }).start());
    expect(seen).toEqual([
      {
        operationId: 'getRailationPlace',
        input: expect.objectContaining({ accessToken: 'at-1', params: { placeId: 'p12' } }) as unknown,
      },
      { operationId: 'createRailationPlace', input: expect.objectContaining({ body }) as unknown },
      {
        operationId: 'updateRailationPlace',
        input: expect.objectContaining({ params: { placeId: 'p12' }, body }) as unknown,
      },
    ]);
  });
});
