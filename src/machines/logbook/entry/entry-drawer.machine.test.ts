import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { httpError } from '../../session/session.fixtures';
import { isEditableStatus } from './entry-drawer.rules';
import type { EntryDrawerContext, EntryDrawerInput, LoadedEntry, PreparedEntry } from './entry-drawer.types';
import { entryDrawerMachine } from './entry-drawer.machine';
import type { EntryFinalizeMachine } from './entry-finalize.machine';
import type { EntryNoticeMachine } from './entry-notice.machine';
import type { SaveEntryRequest } from './entry.actors';
import {
  FIXTURE_NOW,
  completeForm,
  entryDrawerFixtures,
  entryWithOpenDefects,
  finalizedEntry,
  fixtureEntry,
  invalidForm,
  restrictionsRefusal,
  serializeEntryDrawer,
  storageFullError,
  SYNC_IN_PROGRESS,
} from './entry.fixtures';
import type { EntryRef, EntrySaved, VehicleRef } from './entry-gateway';

const ctx = contextOf<EntryDrawerContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'the form is editable only for an unsigned entry of an editable status',
    holds: (o) => implies(tagged(o, 'editable'), isEditableStatus(ctx(o).status, ctx(o).hasSignature)),
  },
  {
    name: 'a finalised or signed entry is never editable',
    holds: (o) => implies(ctx(o).status === 'finalized' || ctx(o).hasSignature, !tagged(o, 'editable')),
  },
  {
    name: 'a save is in flight exactly while saving, with the vehicle set',
    holds: (o) =>
      tagged(o, 'saving') === (callsOf(o, 'saveEntry').length === 1) &&
      implies(tagged(o, 'saving'), ctx(o).form.header.vehicleIdRef !== null),
  },
  {
    name: 'a new entry is saved with a create, a stored one with an update',
    holds: (o) =>
      callsOf(o, 'saveEntry').every(
        (call) => (call.input as SaveEntryRequest).mode === (ctx(o).onServer ? 'update' : 'create'),
      ),
  },
  {
    name: 'the sync status is checked only while "sync in progress" shows, one check at a time',
    holds: (o) =>
      callsOf(o, 'checkSync').length <= 1 && implies(!noCall(o, 'checkSync'), tagged(o, 'syncing')),
  },
  {
    name: 'while the sync runs the entry is saved on the device: nothing unsaved, no snackbar yet',
    holds: (o) =>
      implies(tagged(o, 'syncing'), !ctx(o).dirty && ctx(o).changed && ctx(o).status === 'unSynced'),
  },
  {
    name: 'delete only for an entry on the server, never a new one',
    holds: (o) => implies(!noCall(o, 'deleteEntry'), ctx(o).onServer && ctx(o).status !== 'newEntry'),
  },
  {
    name: 'nothing is called once closed',
    holds: (o) =>
      implies(
        tagged(o, 'closed'),
        noCall(o, 'saveEntry', 'deleteEntry', 'loadEntry', 'finalize', 'checkSync'),
      ),
  },
];

describeModel('entry drawer machine (model-based)', {
  machine: entryDrawerMachine,
  inputs: entryDrawerFixtures.inputs,
  eventVariants: entryDrawerFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeEntryDrawer,
});

interface Fakes {
  readonly loaded?: LoadedEntry;
  readonly prepared?: PreparedEntry;
  readonly saveError?: unknown;
  /** What each save answers (default: saved on the server). */
  readonly saved?: EntrySaved;
  /** The sync-status check's answers in turn (the last one repeats). */
  readonly statuses?: readonly (EntrySaved | Error)[];
}

const start = (input: EntryDrawerInput, fakes: Fakes = {}) => {
  const saves: SaveEntryRequest[] = [];
  const checks: number[] = [];
  const actor = createActor(
    entryDrawerMachine.provide({
      actors: {
        loadEntry: fromPromise<LoadedEntry, EntryRef>(
          async () => fakes.loaded ?? { entry: fixtureEntry(), lastA1: null, signature: null },
        ),
        prepareNew: fromPromise<PreparedEntry, VehicleRef>(
          async () => fakes.prepared ?? { newest: null, lastA1: null },
        ),
        saveEntry: fromPromise<EntrySaved, SaveEntryRequest>(async ({ input: request }) => {
          saves.push(request);
          if (fakes.saveError) throw fakes.saveError;
          return fakes.saved ?? { savedLocally: false };
        }),
        checkSync: fromPromise<EntrySaved, EntryRef>(async () => {
          checks.push(Date.now());
          const statuses = fakes.statuses ?? [];
          const status = statuses[Math.min(checks.length, statuses.length) - 1] ?? { savedLocally: false };
          if (status instanceof Error) throw status;
          return status;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, saves, checks };
};
const noticeOf = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().children.notice as ActorRefFrom<EntryNoticeMachine>).getSnapshot().context.notice;

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entry drawer (rules)', () => {
  it('a new entry carries open defects of the newest entry and shows the notice after 300 ms', async () => {
    const { actor } = start(entryDrawerFixtures.inputs.newEntry, {
      prepared: { newest: entryWithOpenDefects, lastA1: null },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.form.hasDefects).toBe(true);
    expect(actor.getSnapshot().context.form.defects.description).toBe('Left headlight broken');
    expect(actor.getSnapshot().hasTag('defectNotice')).toBe(false);
    await vi.advanceTimersByTimeAsync(299);
    expect(actor.getSnapshot().hasTag('defectNotice')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('defectNotice')).toBe(true);
  });

  it('saves a new entry with a create under its client id, then updates; the snackbar shows 3 s', async () => {
    const { actor, saves } = start(entryDrawerFixtures.inputs.newEntry);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.map((s) => s.mode)).toEqual(['create', 'update']);
    expect(saves[0]?.entryId).toBe(entryDrawerFixtures.inputs.newEntry.newEntryId);
    expect(Object.keys(saves[0]?.entry.header ?? {}).sort()).toEqual(
      ['referenceLocation', 'referenceTimestamp', 'remarks', 'vehicleIdRef'].sort(),
    );
    expect(Object.keys(saves[1]?.entry.header ?? {}).sort()).toEqual(['referenceLocation', 'remarks']);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.status).toBe('created');
    expect(noticeOf(actor)?.key).toBe('labels.logbookEntrySaved');
    await vi.advanceTimersByTimeAsync(3000);
    expect(noticeOf(actor)).toBeNull();
  });

  it('a save during a running sync shows "sync in progress" and checks the status every 1 s until saved', async () => {
    const { actor, saves, checks } = start(entryDrawerFixtures.inputs.newEntry, {
      saved: SYNC_IN_PROGRESS,
      statuses: [SYNC_IN_PROGRESS, SYNC_IN_PROGRESS, { savedLocally: false }],
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('syncing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'unSynced', dirty: false, changed: true });
    expect(noticeOf(actor)).toBeNull();
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks).toEqual([FIXTURE_NOW + 1000, FIXTURE_NOW + 2000, FIXTURE_NOW + 3000]);
    expect(actor.getSnapshot().hasTag('syncing')).toBe(false);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'created', onServer: true });
    expect(noticeOf(actor)?.key).toBe('labels.logbookEntrySaved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toHaveLength(3);
  });

  it.each([
    [
      'kept on the device (the sync could not send it)',
      { savedLocally: true },
      'labels.logbookEntrySavedLocally',
    ],
    ['refused by the server (400)', httpError(400), 'labels.logbookValidationError'],
  ] as const)('after "sync in progress" the entry may end %s', async (_name, status, key) => {
    const { actor } = start(entryDrawerFixtures.inputs.stored, {
      saved: SYNC_IN_PROGRESS,
      statuses: [status],
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('syncing')).toBe(false);
    expect(noticeOf(actor)?.key).toBe(key);
  });

  it('closing the drawer during "sync in progress" stops the checks (the sync still sends the entry)', async () => {
    const { actor, checks } = start(entryDrawerFixtures.inputs.newEntry, {
      saved: SYNC_IN_PROGRESS,
      statuses: [SYNC_IN_PROGRESS],
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'user.close' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.changed).toBe(true);
    expect(checks).toHaveLength(1);
  });

  it('refuses to save a form with problems and lists them', async () => {
    const { actor, saves } = start(entryDrawerFixtures.inputs.newEntry);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.edit', form: invalidForm() });
    actor.send({ type: 'user.save' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.issues).toEqual([
      { section: 'vehicleState', field: 'mileage_km', rule: 'max:1000000' },
      { section: 'inspections', field: 'inspectionPerformedTimestamp_A1', rule: 'future' },
    ]);
  });

  it.each([
    ['400', httpError(400), 'labels.logbookValidationError'],
    ['400 naming restrictions', restrictionsRefusal(), 'labels.restrictionsUnacknowledged'],
    ['500', httpError(500), 'labels.logbookServerError'],
    ['409', httpError(409), 'labels.logbookEntryFailedToSave'],
  ] as const)('a save answered %s shows %s', async (_status, saveError, key) => {
    const { actor } = start(entryDrawerFixtures.inputs.newEntry, { saveError });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(noticeOf(actor)?.key).toBe(key);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('a save the device refuses for lack of space shows storageFull in the drawer until a save succeeds', async () => {
    const fakes: { saveError?: unknown } = { saveError: storageFullError() };
    const { actor, saves } = start(entryDrawerFixtures.inputs.stored, fakes);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ storageFull: true, dirty: true, status: 'created' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    // No generic "failed to save" snackbar over it: the drawer says what happened.
    expect(noticeOf(actor)).toBeNull();
    delete fakes.saveError;
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ storageFull: false, dirty: false });
  });

  it('an update the server does not know flags the entry unknown; recreate makes it new again', async () => {
    const { actor, saves } = start(entryDrawerFixtures.inputs.stored, { saveError: httpError(404) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ status: 'unknownEntry', unknownEntry: true });
    actor.send({ type: 'user.recreate' });
    expect(actor.getSnapshot().context).toMatchObject({
      status: 'newEntry',
      unknownEntry: false,
      onServer: false,
    });
    actor.send({ type: 'user.save' });
    expect(saves.at(-1)?.mode).toBe('create');
  });

  it('a finalised entry opens read-only and cannot be deleted', async () => {
    const { actor } = start(entryDrawerFixtures.inputs.stored, {
      loaded: { entry: finalizedEntry, lastA1: null, signature: new Blob(['x']) },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('readOnly')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  it('closing a modified form asks; a new entry cannot be deleted', async () => {
    const { actor } = start(entryDrawerFixtures.inputs.newEntry);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().hasTag('confirmClose')).toBe(true);
    actor.send({ type: 'user.discardChanges' });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.changed).toBe(false);
  });

  it('finalising runs the strict rules first, then the signature flow; closes 0.7 s after', async () => {
    const { actor } = start(entryDrawerFixtures.inputs.newEntry);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.finalize' });
    expect(actor.getSnapshot().hasTag('finalizing')).toBe(false);
    expect(actor.getSnapshot().context.issues.map((i) => i.field)).toContain(
      'inspectionPerformedTimestamp_A1',
    );
    actor.send({ type: 'user.edit', form: completeForm() });
    actor.send({ type: 'user.finalize' });
    expect(actor.getSnapshot().hasTag('finalizing')).toBe(true);
    const child = actor.getSnapshot().children.finalize as ActorRefFrom<EntryFinalizeMachine>;
    child.send({ type: 'user.toggleAgreement' });
    child.send({ type: 'user.sign', signatureImage: 'iVBORw0KGgo=' });
    expect(child.getSnapshot().hasTag('signing')).toBe(true);
    child.send({ type: 'user.toggleConfirmation' });
    child.send({ type: 'user.sign', signatureImage: 'iVBORw0KGgo=' });
    expect(child.getSnapshot().hasTag('submitting')).toBe(true);
  });
});
