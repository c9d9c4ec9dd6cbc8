import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../../api/api-failure';
import { OfflineStoreError } from '../../../api/offline/logbook-offline-store';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import { done, failed } from '../../fleet/fleet.fixtures';
import { httpError, networkError } from '../../session/session.fixtures';
import { canSave } from './entry-drawer.rules';
import type { EntryDrawerContext, EntryDrawerInput, FinalizeOutcome } from './entry-drawer.types';
import type { EntryFinalizeInput } from './entry-finalize.types';
import { emptyForm, toCreatePayload, toUpdatePayload } from './entry-form.rules';
import type { EntryForm } from './entry-form.types';
import type { CreateEntryInput, UpdateEntryInput } from '../../../api/contract/logbook-entry.contract';

/** Test and story data for the entry machines and views. Not imported by the app. */

export const FIXTURE_NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
export const FIXTURE_ORG = 'org-rail-1';
export const FIXTURE_VEHICLE = 101;
export const NEW_ENTRY_ID = '0b6c2d1e-7f3a-4c55-9a1e-2d4f6b8c0a11';
export const STORED_ENTRY_ID = '5e1f0c3a-2b4d-4e6f-8a9b-1c2d3e4f5a6b';
const iso = (hoursBefore: number) => new Date(FIXTURE_NOW - hoursBefore * 3_600_000).toISOString();

/** A stored entry; `overrides` change its sections. */
export const fixtureEntry = (
  overrides: Partial<LogbookEntry> = {},
  header: Partial<LogbookEntry['header']> = {},
): LogbookEntry => ({
  version: 1,
  header: {
    logbookEntryId: STORED_ENTRY_ID,
    vehicleIdRef: FIXTURE_VEHICLE,
    status: 'created',
    remarks: 'Shunting at Mannheim',
    referenceTimestamp: iso(2),
    referenceLocation: 'Mannheim Rbf',
    entryState: null,
    creatorAccountFirstName: 'Dora',
    creatorAccountLastName: 'Driver',
    createTimestamp: iso(2),
    commentsCount: 0,
    ...header,
  },
  vehicleState: {
    hydraulicsState: 'ok',
    vehicleOperatingHours_h: 12040,
    mileage_km: 402113,
    fuelFillingLevel_l: 1800,
    fuelAdded_l: 400,
    sandState: 'ok',
    isSandAdded: null,
    motorOilState: 'not_ok',
    motorOilAdded_l: 5,
  },
  inspections: {
    inspectionPerformedTimestamp_A1: iso(3),
    inspectionPerformedTimestamp_V1: iso(3),
    inspectionPerformedTimestamp_V3: null,
    inspectionPerformedTimestamp_F1: null,
    selectedV: 'V1',
  },
  defects: null,
  stoppage: null,
  hasSignatureImage: false,
  lastComment: null,
  lastUpdateTimestamp: iso(1),
  ...overrides,
});

export const openDefects = {
  description: 'Left headlight broken',
  measuresDescription: null,
  state: 'open',
} as const;
/** The newest entry of the vehicle with open defects: they are carried over. */
export const entryWithOpenDefects = fixtureEntry({ defects: openDefects }, { entryState: 'open' });
export const finalizedEntry = fixtureEntry(
  { hasSignatureImage: true, defects: openDefects },
  { status: 'finalized', entryState: 'open', commentsCount: 2 },
);

/** A form every rule accepts, finalising included (times before {@link FIXTURE_NOW}). */
export const completeForm = (vehicleId: number | null = FIXTURE_VEHICLE): EntryForm => {
  const form = emptyForm(vehicleId, iso(1));
  return {
    ...form,
    header: { ...form.header, referenceLocation: 'Mannheim Rbf', remarks: 'All fine' },
    vehicleState: {
      hydraulicsState: 'ok',
      vehicleOperatingHours_h: '12040',
      mileage_km: '402113',
      fuelFillingLevel_l: '1800',
      fuelAdded_l: '400',
      sandState: 'not_ok',
      isSandAdded: true,
      motorOilState: 'ok',
      motorOilAdded_l: '',
    },
    inspections: {
      inspectionPerformedTimestamp_A1: iso(2),
      inspectionPerformedTimestamp_V1: '',
      inspectionPerformedTimestamp_V3: iso(2),
      inspectionPerformedTimestamp_F1: '',
      selectedV: 'V3',
    },
  };
};

/** A form no save accepts: mileage above 1e6 and an A1 in the future. */
export const invalidForm = (): EntryForm => {
  const form = completeForm();
  return {
    ...form,
    vehicleState: { ...form.vehicleState, mileage_km: '2000000' },
    inspections: { ...form.inspections, inspectionPerformedTimestamp_A1: iso(-5) },
  };
};

const httpErrorWithIssues = (status: number, issues: readonly { field: string; message: string }[]) =>
  new ApiCallError({
    _tag: 'HttpError',
    status,
    body: { error: 'invalid_request', message: 'invalid', issues },
    retryAfterSeconds: null,
  });

/** The server's refusal of a save while a restriction of the vehicle is not acknowledged (issue 30 §2). */
export const restrictionsRefusal = () =>
  httpErrorWithIssues(400, [
    { field: 'restrictions', message: "Acknowledge the vehicle's active restrictions first: 7." },
  ]);

/** What the device store throws when the browser refuses the space (issue 8). */
export const storageFullError = () =>
  new OfflineStoreError('quota', 'The browser refused the space to save an entry (QuotaExceededError)');

/** A save made while a sync ran (spec 001 §4 Save outcomes: sync in progress). */
export const SYNC_IN_PROGRESS = { savedLocally: true, syncInProgress: true } as const;

const finalizeOutcomes: readonly FinalizeOutcome[] = [
  { outcome: 'finalized', savedLocally: false },
  { outcome: 'cancelled' },
  {
    outcome: 'failed',
    failure: { _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null },
    onServer: true,
  },
];

const input = (entryId: string | null, vehicleId: number | null = FIXTURE_VEHICLE): EntryDrawerInput => ({
  organisationId: FIXTURE_ORG,
  vehicleId,
  entryId,
  newEntryId: NEW_ENTRY_ID,
  language: 'de-DE',
});

export const entryDrawerFixtures: {
  readonly inputs: Readonly<Record<'newEntry' | 'noVehicle' | 'stored' | 'restoredDraft', EntryDrawerInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    newEntry: input(null),
    noVehicle: input(null, null),
    stored: input(STORED_ENTRY_ID),
    restoredDraft: { ...input(null, null), draft: completeForm(null) },
  },
  eventVariants: {
    'user.edit': [
      { type: 'user.edit', form: completeForm() },
      { type: 'user.edit', form: invalidForm() },
    ],
    'xstate.done.actor.loadEntry': [
      done('loadEntry', { entry: fixtureEntry(), lastA1: iso(30), signature: null }),
      done('loadEntry', { entry: finalizedEntry, lastA1: null, signature: new Blob(['png']) }),
    ],
    'xstate.error.actor.loadEntry': [failed('loadEntry', httpError(404))],
    'xstate.done.actor.prepareNew': [
      done('prepareNew', { newest: entryWithOpenDefects, lastA1: iso(30) }),
      done('prepareNew', { newest: null, lastA1: null }),
    ],
    'xstate.error.actor.prepareNew': [failed('prepareNew', networkError())],
    'xstate.done.actor.saveEntry': [
      done('saveEntry', { savedLocally: false }),
      done('saveEntry', { savedLocally: true }),
      done('saveEntry', SYNC_IN_PROGRESS),
    ],
    // The sync-status check: still running, then pushed, kept on the device, or refused.
    'xstate.done.actor.checkSync': [
      done('checkSync', SYNC_IN_PROGRESS),
      done('checkSync', { savedLocally: false }),
      done('checkSync', { savedLocally: true }),
    ],
    'xstate.error.actor.checkSync': [
      failed(
        'checkSync',
        httpErrorWithIssues(400, [{ field: 'vehicleState.mileage_km', message: 'max:1000000' }]),
      ),
      failed('checkSync', httpError(404)),
    ],
    'xstate.error.actor.saveEntry': [
      failed(
        'saveEntry',
        httpErrorWithIssues(400, [{ field: 'vehicleState.mileage_km', message: 'max:1000000' }]),
      ),
      failed('saveEntry', httpError(500)),
      failed('saveEntry', httpError(404)),
      failed('saveEntry', networkError()),
      failed('saveEntry', storageFullError()),
    ],
    'xstate.done.actor.deleteEntry': [done('deleteEntry', 'successfully_deleted')],
    'xstate.error.actor.deleteEntry': [failed('deleteEntry', httpError(409))],
    'xstate.done.actor.finalize': finalizeOutcomes.map((outcome) => done('finalize', outcome)),
    'xstate.done.actor.downloadDocument': [done('downloadDocument', undefined)],
    'xstate.error.actor.downloadDocument': [failed('downloadDocument', httpError(500))],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeEntryDrawer = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as EntryDrawerContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    status: c.status,
    onServer: c.onServer,
    dirty: c.dirty,
    vehicle: c.form.header.vehicleIdRef !== null,
    canSave: canSave(c, false),
    canFinalize: canSave(c, true),
  });
};

const saveOf = (mode: 'create' | 'update'): EntryFinalizeInput => {
  const ref = { organisationId: FIXTURE_ORG, entryId: NEW_ENTRY_ID };
  return mode === 'create'
    ? { save: { ...ref, mode, entry: toCreatePayload(completeForm()) as unknown as CreateEntryInput } }
    : { save: { ...ref, mode, entry: toUpdatePayload(completeForm()) as unknown as UpdateEntryInput } };
};

/** The password a typed-name signature sends in the fixtures: it must never end up in a context. */
export const FIXTURE_PASSKEY = 'fixture-password-1';
export const FIXTURE_CONFIRMATION = 'c'.repeat(43);

export const entryFinalizeFixtures: {
  readonly inputs: Readonly<Record<'create' | 'update', EntryFinalizeInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { create: saveOf('create'), update: saveOf('update') },
  eventVariants: {
    'user.sign': [
      { type: 'user.sign', signatureImage: 'iVBORw0KGgo=' },
      { type: 'user.sign', signatureImage: '' },
    ],
    'xstate.done.actor.saveEntry': [done('saveEntry', { savedLocally: false })],
    'xstate.error.actor.saveEntry': [failed('saveEntry', httpError(400))],
    'xstate.done.actor.finalizeEntry': [
      done('finalizeEntry', { savedLocally: false }),
      done('finalizeEntry', { savedLocally: true }),
    ],
    'xstate.error.actor.finalizeEntry': [failed('finalizeEntry', httpError(500))],
    'user.signByName': [
      {
        type: 'user.signByName',
        fullName: 'Lukas Wagner',
        passkey: FIXTURE_PASSKEY,
        signatureImage: 'iVBORw0KGgo=',
      },
      { type: 'user.signByName', fullName: '  ', passkey: FIXTURE_PASSKEY, signatureImage: 'iVBORw0KGgo=' },
      { type: 'user.signByName', fullName: 'Lukas Wagner', passkey: '', signatureImage: 'iVBORw0KGgo=' },
    ],
    'xstate.done.actor.confirmSignature': [
      done('confirmSignature', {
        confirmation: FIXTURE_CONFIRMATION,
        fullName: 'Lukas Wagner',
        confirmedAt: '2026-11-20T08:00:00.000Z',
      }),
    ],
    'xstate.error.actor.confirmSignature': [failed('confirmSignature', httpError(403))],
  },
};

export const entryNoticeFixtures: {
  readonly inputs: Readonly<Record<'start', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { start: undefined },
  eventVariants: {
    'notice.show': [
      { type: 'notice.show', notice: { key: 'labels.logbookEntrySaved', tone: 'success', status: null } },
    ],
  },
};
