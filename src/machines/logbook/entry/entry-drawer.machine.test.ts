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
  serializeEntryDrawer,
  storageFullError,
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
    name: 'delete only for an entry on the server, never a new one',
    holds: (o) => implies(!noCall(o, 'deleteEntry'), ctx(o).onServer && ctx(o).status !== 'newEntry'),
  },
  {
    name: 'nothing is called once closed',
    holds: (o) =>
      implies(tagged(o, 'closed'), noCall(o, 'saveEntry', 'deleteEntry', 'loadEntry', 'finalize')),
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
}

const start = (input: EntryDrawerInput, fakes: Fakes = {}) => {
  const saves: SaveEntryRequest[] = [];
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
          return { savedLocally: false };
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, saves };
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
    [400, 'labels.logbookValidationError'],
    [500, 'labels.logbookServerError'],
    [409, 'labels.logbookEntryFailedToSave'],
  ])('a save answered %i shows %s', async (status, key) => {
    const { actor } = start(entryDrawerFixtures.inputs.newEntry, { saveError: httpError(status) });
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
