import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { RailationPlace } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { RailationPlaceEditorContext } from './railation-place-editor.types';
import { emptyDraft, isValidDraft, type RailationPlaceDraft } from './railation-place-form.rules';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A place with every field filled and a description of each block type. */
export const FIXTURE_EDITED_PLACE: RailationPlace = {
  id: 'p12',
  name: 'Terminal Frankfurt Ost',
  categories: [11, 4],
  lat: 50.11,
  lng: 8.72,
  contact: {
    street: 'Hanauer Landstraße 200',
    postcode: '60314',
    city: 'Frankfurt am Main',
    country: 'DE',
    phone: '+49 69 1234567',
    website: 'https://example.org/terminal-ost',
  },
  imgUrl: 'https://example.org/terminal-ost.jpg',
  description: {
    title: 'Terminal Ost',
    blocks: [
      { type: 'heading', text: 'Leistungen' },
      { type: 'list', items: ['Umschlag Straße–Schiene', 'Abstellgleise'] },
      { type: 'paragraph', text: 'Zufahrt über das Osttor.\nRund um die Uhr besetzt.' },
    ],
  },
  ship: null,
  demo: false,
  updatedAt: '2026-11-23T08:00:00.000Z',
};

/** The place as a save stores it (the server's answer). */
export const FIXTURE_SAVED_PLACE: RailationPlace = {
  ...FIXTURE_EDITED_PLACE,
  name: 'Terminal Frankfurt West',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

/** A new place typed in full (valid). */
export const FIXTURE_NEW_DRAFT: RailationPlaceDraft = {
  ...emptyDraft(),
  name: 'Werkstatt Süd',
  categories: [9, 1],
  lat: '48,14',
  lng: '11,58',
  city: 'München',
  country: 'DE',
};

/** A 400 as the server's request decoding answers it: the first field, and every issue. */
export const fixtureSaveRejected = (
  field = 'lat',
  message = 'Expected a number between -90 and 90',
): ApiCallError =>
  new ApiCallError({
    _tag: 'HttpError',
    status: 400,
    body: {
      error: 'invalid_request',
      message: `Invalid ${field}: ${message}`,
      field,
      issues: [{ field, message }],
    },
    retryAfterSeconds: null,
  });

/** The place was removed meanwhile. */
export const fixturePlaceGone = (): ApiCallError =>
  new ApiCallError({
    _tag: 'HttpError',
    status: 404,
    body: { error: 'not_found', message: 'Place not found.' },
    retryAfterSeconds: null,
  });

/** Test and story data for the railation place editor machine. Not imported by the app. */
export const railationPlaceEditorFixtures: {
  readonly inputs: Readonly<Record<'visit', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { visit: undefined },
  eventVariants: {
    'user.edit': [{ type: 'user.edit', placeId: 'p12' }],
    // A filled new place first: the walker (states by value) reaches a savable form from it.
    'user.create': [{ type: 'user.create', draft: FIXTURE_NEW_DRAFT }, { type: 'user.create' }],
    'user.change': [
      { type: 'user.change', field: 'name', value: '' },
      { type: 'user.change', field: 'name', value: 'Terminal Frankfurt West' },
      { type: 'user.change', field: 'lat', value: '50,12' },
      { type: 'user.change', field: 'lat', value: '91' },
    ],
    'user.toggleCategory': [
      { type: 'user.toggleCategory', id: 4 },
      { type: 'user.toggleCategory', id: 99 },
    ],
    'user.save': [{ type: 'user.save' }],
    'user.cancel': [{ type: 'user.cancel' }],
    'user.retry': [{ type: 'user.retry' }],
    'xstate.done.actor.loadPlace': [done('loadPlace', FIXTURE_EDITED_PLACE)],
    'xstate.error.actor.loadPlace': [failed('loadPlace', networkError())],
    'xstate.done.actor.savePlace': [done('savePlace', FIXTURE_SAVED_PLACE)],
    'xstate.error.actor.savePlace': [
      failed('savePlace', fixtureSaveRejected()),
      failed('savePlace', networkError()),
    ],
  },
};

const failureKey = (failure: RailationPlaceEditorContext['saveFailure']) =>
  failure === null ? null : failure._tag === 'HttpError' ? failure.status : failure._tag;

/**
 * The model's "same state": the value, new or existing place, whether the draft can be saved (the
 * guard), whether problems show, the refused fields and which outcome is kept.
 */
export const serializeRailationPlaceEditor = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as RailationPlaceEditorContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    isNew: context.placeId === null,
    valid: isValidDraft(context.draft),
    showErrors: context.showErrors,
    rejected: context.rejected,
    loadFailure: failureKey(context.loadFailure),
    saveFailure: failureKey(context.saveFailure),
    saved: context.saved !== null,
  });
};
