import { assign, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { RailationPlace } from '../../api/contract';
import { railationPlaceEditorActorDefaults } from './railation-place-editor.actors';
import type {
  RailationPlaceEditorContext,
  RailationPlaceEditorEvent,
  RailationPlaceEditorTag,
} from './railation-place-editor.types';
import {
  draftOf,
  emptyDraft,
  inputOf,
  isRailationCategory,
  isValidDraft,
  rejectedFieldsOf,
  visibleErrors,
  withCategoryToggled,
  type RailationDraftErrors,
  type RailationPlaceDraft,
  type RailationTextField,
} from './railation-place-form.rules';

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;
const byEvent = <E>({ event }: { readonly event: E }): E => event;

const CLOSED: RailationPlaceEditorContext = {
  placeId: null,
  draft: emptyDraft(),
  showErrors: false,
  rejected: [],
  loadFailure: null,
  saveFailure: null,
  saved: null,
};

/** What the form shows under its fields (see {@link visibleErrors}). */
export const editorErrors = (context: RailationPlaceEditorContext): RailationDraftErrors =>
  visibleErrors(context.draft, context.showErrors, context.rejected);

/**
 * The edit form of one railation place in the console's Railation tab (issue 12). "Edit" loads the
 * place, "Add place" starts from an empty form (or a given draft). Save sends only a valid draft; a
 * draft with problems shows them instead (from then on, as they change). A save that lands closes the
 * form and keeps the stored place in `saved` (the tab reloads its table); a failed one returns to the
 * form with the typed failure, and a 400's named fields show as refused until changed. A running save
 * cannot be cancelled (its outcome would be unknown); nothing is stored on cancel.
 */
export const railationPlaceEditorMachine = setup({
  types: {
    context: {} as RailationPlaceEditorContext,
    events: {} as RailationPlaceEditorEvent,
    tags: {} as RailationPlaceEditorTag,
  },
  actors: railationPlaceEditorActorDefaults,
  actions: {
    openPlace: assign((_, { placeId }: { readonly placeId: string }) => ({ ...CLOSED, placeId })),
    openNew: assign((_, { draft }: { readonly draft?: RailationPlaceDraft }) => ({
      ...CLOSED,
      draft: draft ?? emptyDraft(),
    })),
    takeLoaded: assign((_, place: RailationPlace) => ({ draft: draftOf(place) })),
    keepLoadFailure: assign((_, error: unknown) => ({ loadFailure: toApiFailure(error) })),
    clearLoadFailure: assign({ loadFailure: null }),
    change: assign(
      ({ context }, { field, value }: { readonly field: RailationTextField; readonly value: string }) => ({
        draft: { ...context.draft, [field]: value },
        rejected: context.rejected.filter((f) => f !== field),
      }),
    ),
    toggleCategory: assign(({ context }, { id }: { readonly id: number }) => ({
      draft: withCategoryToggled(context.draft, id),
      rejected: context.rejected.filter((f) => f !== 'categories'),
    })),
    showErrors: assign({ showErrors: true }),
    startSave: assign({ saveFailure: null, rejected: [] }),
    keepSaved: assign((_, saved: RailationPlace) => ({ ...CLOSED, saved })),
    keepSaveFailure: assign((_, error: unknown) => {
      const failure = toApiFailure(error);
      return {
        saveFailure: failure,
        rejected:
          failure._tag === 'HttpError' && failure.status === 400 ? rejectedFieldsOf(failure.body) : [],
      };
    }),
    close: assign(() => CLOSED),
  },
  guards: {
    validDraft: ({ context }) => isValidDraft(context.draft),
    knownCategory: (_, { id }: { readonly id: number }) => isRailationCategory(id),
  },
}).createMachine({
  id: 'railationPlaceEditor',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: {
        'user.edit': { target: 'loading', actions: { type: 'openPlace', params: byEvent } },
        'user.create': { target: 'editing', actions: { type: 'openNew', params: byEvent } },
      },
    },
    loading: {
      tags: 'loading',
      entry: 'clearLoadFailure',
      invoke: {
        id: 'loadPlace',
        src: 'loadPlace',
        input: ({ context }) => ({ placeId: context.placeId ?? '' }),
        onDone: { target: 'editing', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'keepLoadFailure', params: errorOf } },
      },
      on: { 'user.cancel': { target: 'closed', actions: 'close' } },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: {
        'user.retry': 'loading',
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    editing: {
      tags: 'editing',
      on: {
        'user.change': { actions: { type: 'change', params: byEvent } },
        'user.toggleCategory': {
          guard: { type: 'knownCategory', params: byEvent },
          actions: { type: 'toggleCategory', params: byEvent },
        },
        'user.save': [{ guard: 'validDraft', target: 'saving' }, { actions: 'showErrors' }],
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    saving: {
      tags: 'saving',
      entry: 'startSave',
      invoke: {
        id: 'savePlace',
        src: 'savePlace',
        input: ({ context }) => ({ placeId: context.placeId, input: inputOf(context.draft) }),
        onDone: { target: 'closed', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'keepSaveFailure', params: errorOf } },
      },
    },
  },
});

export type RailationPlaceEditorMachine = typeof railationPlaceEditorMachine;
export type RailationPlaceEditorActor = ActorRefFrom<RailationPlaceEditorMachine>;
