import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { DatasheetContext } from './datasheet.types';
import { ApiCallError } from '../../api/api-failure';
import { DEFAULT_FUEL_CONSUMPTION, type Datasheet } from '../../api/contract';
import type { DatasheetRequest, SaveDatasheetRequest } from './fleet.actors';
import { fixtureDatasheet } from './fleet.fixtures';
import { datasheetFixtures, fixtureLocomotive, serializeDatasheet } from './datasheet.fixtures';
import { datasheetMachine } from './datasheet.machine';
import { parseFuelConsumption } from './datasheet.rules';
import type { DatasheetInput } from './datasheet.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<DatasheetContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'a demo user never has a save in flight',
    holds: (o) => implies(ctx(o).isDemoUser, noCall(o, 'saveDatasheet')),
  },
  // A save still running when the locomotive changes goes on (the save region is not restarted).
  {
    name: 'the datasheet load is for the locomotive shown (none without one)',
    holds: (o) =>
      callsOf(o, 'loadDatasheet').every(
        (call) => (call.input as { vehicleId: unknown }).vehicleId === ctx(o).locomotive?.vehicleId,
      ),
  },
  {
    name: 'the saving tag is on exactly while one save is in flight',
    holds: (o) => tagged(o, 'saving') === (callsOf(o, 'saveDatasheet').length === 1),
  },
  {
    name: 'the loading tag is on exactly while one load is in flight',
    holds: (o) => tagged(o, 'loadingDatasheet') === (callsOf(o, 'loadDatasheet').length === 1),
  },
  {
    name: 'a message shows exactly in the saved or failed state',
    holds: (o) => (ctx(o).message !== null) === (tagged(o, 'saved') || tagged(o, 'saveFailed')),
  },
];

describeModel('datasheet machine (model-based)', {
  machine: datasheetMachine,
  inputs: datasheetFixtures.inputs,
  eventVariants: datasheetFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeDatasheet,
  onCoverage: (report) =>
    console.info(
      `datasheet coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const edited = { ...DEFAULT_FUEL_CONSUMPTION, isActive: true, usageTypePercentage: 80 };
const save = { type: 'user.saveDatasheet', comment: 'ok', fuelConsumption: edited } as const;

const start = (input: DatasheetInput = datasheetFixtures.inputs.locomotive, saveStatus = 200) => {
  const saves: SaveDatasheetRequest[] = [];
  const actor = createActor(
    datasheetMachine.provide({
      actors: {
        loadDatasheet: fromPromise<Datasheet, DatasheetRequest>(async ({ input: request }) =>
          fixtureDatasheet(request.vehicleId),
        ),
        saveDatasheet: fromPromise<void, SaveDatasheetRequest>(async ({ input: request }) => {
          saves.push(request);
          if (saveStatus !== 200)
            throw new ApiCallError({
              _tag: 'HttpError',
              status: saveStatus,
              body: null,
              retryAfterSeconds: null,
            });
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, saves };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('datasheet (rules)', () => {
  it('loads the datasheet; its settings and comment become the draft', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loadingDatasheet')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.datasheet?.manufacturerName).toBe('Vossloh');
    expect(context.fuelConsumption.usageTypePercentage).toBe(70);
    expect(context.comment).toBe('Checked in March');
  });

  it('a save with 200 shows messages.saved for 2 s and clears the interaction flag', async () => {
    const { actor, saves } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editFuelConsumption', fuelConsumption: edited });
    expect(actor.getSnapshot().context.fuelConsumptionInteraction).toBe(true);
    actor.send(save);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().can(save)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([{ wpId: 9101, comment: 'ok', fuelConsumption: edited }]);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('messages.saved');
    expect(actor.getSnapshot().context.fuelConsumptionInteraction).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('saved')).toBe(false);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("any other status shows the 'updates failed to save' dialog for 2 s and keeps the flag", async () => {
    const { actor } = start(datasheetFixtures.inputs.locomotive, 500);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editFuelConsumption', fuelConsumption: edited });
    actor.send(save);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('messages.updatesFailedToSave');
    expect(actor.getSnapshot().context.saveFailure).toMatchObject({ _tag: 'HttpError', status: 500 });
    expect(actor.getSnapshot().context.fuelConsumptionInteraction).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(false);
  });

  it('switching locomotive clears the interaction flag and reloads', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editFuelConsumption', fuelConsumption: edited });
    actor.send({ type: 'view.locomotiveChanged', locomotive: { ...fixtureLocomotive, vehicleId: 102 } });
    expect(actor.getSnapshot().context.fuelConsumptionInteraction).toBe(false);
    expect(actor.getSnapshot().hasTag('loadingDatasheet')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.datasheet?.vehicleId).toBe(102);
  });

  it('an edit made while the datasheet loads is not overwritten by it', async () => {
    const { actor } = start();
    actor.send({ type: 'user.editFuelConsumption', fuelConsumption: edited });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fuelConsumption).toEqual(edited);
  });

  it('refuses to save for demo users and without a locomotive', () => {
    expect(start(datasheetFixtures.inputs.demoUser).actor.getSnapshot().can(save)).toBe(false);
    expect(start(datasheetFixtures.inputs.noLocomotive).actor.getSnapshot().can(save)).toBe(false);
    expect(start().actor.getSnapshot().can(save)).toBe(true);
  });

  it('reads stored settings, falling back to the defaults for malformed JSON', () => {
    expect(parseFuelConsumption(JSON.stringify(edited))).toEqual(edited);
    expect(parseFuelConsumption('{"isActive":')).toEqual(DEFAULT_FUEL_CONSUMPTION);
    expect(parseFuelConsumption('')).toEqual(DEFAULT_FUEL_CONSUMPTION);
  });
});
