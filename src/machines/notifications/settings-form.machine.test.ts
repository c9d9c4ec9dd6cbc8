import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import type { LoadSettingsRequest, SettingsSaved } from './settings-form.actors';
import {
  fixtureChoices,
  fixtureLoaded,
  fixtureSaved,
  serializeSettingsForm,
  settingsFormFixtures,
} from './settings-form.fixtures';
import { settingsFormMachine } from './settings-form.machine';
import { formIssues, isFormValid } from './settings-form.rules';
import type {
  LoadedSettings,
  RemoveTemporaryRequest,
  SaveSettingsRequest,
  SettingsFormContext,
  SettingsFormInput,
} from './settings-form.types';

const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);

const ctx = contextOf<SettingsFormContext>;
const saveInput = (o: Parameters<typeof callsOf>[0]) =>
  callsOf(o, 'saveSettings').map((call) => call.input as SaveSettingsRequest);

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a demo user never has a save in flight',
    holds: (o) => implies(ctx(o).isDemoUser, noCall(o, 'saveSettings')),
  },
  {
    name: 'a save in flight sends a valid form for at least one vehicle',
    holds: (o) => saveInput(o).every((input) => isFormValid(input.rows) && input.wpIds.length > 0),
  },
  {
    name: 'the saving tag is on exactly while one save is in flight',
    holds: (o) => tagged(o, 'saving') === (callsOf(o, 'saveSettings').length === 1),
  },
  {
    name: 'the load in flight is for the shown vehicle, and the loading tag is on exactly then',
    holds: (o) =>
      tagged(o, 'loading') === (callsOf(o, 'loadSettings').length === 1) &&
      callsOf(o, 'loadSettings').every(
        (call) => (call.input as LoadSettingsRequest).wpId === ctx(o).vehicle?.wpId,
      ),
  },
  {
    name: 'a save failure is kept exactly while it is shown',
    holds: (o) => (ctx(o).saveFailure !== null) === tagged(o, 'saveFailed'),
  },
  {
    name: 'the drawer never offers a crane, and selects only what it offers',
    holds: (o) => {
      const { choices, selected } = ctx(o);
      const offered = new Set(choices.map((c) => c.vehicleId));
      return choices.every((c) => !c.isCrane) && selected.every((id) => offered.has(id));
    },
  },
  {
    name: 'a date range starts today at the earliest and its first day is not after its last',
    holds: (o) => {
      const { period, today } = ctx(o);
      return period === null || (today <= period.from && period.from <= period.to);
    },
  },
  {
    name: 'the page’s save sends no date range, a temporary one only days from today on',
    holds: (o) =>
      saveInput(o).every((input) =>
        o.snapshot.matches({ save: 'savingMany' })
          ? input.period === null ||
            (ctx(o).today <= input.period.from && input.period.from <= input.period.to)
          : input.period === null,
      ),
  },
  {
    name: 'a removal in flight is the one asked for, never by a demo user; the removing tag is on exactly then',
    holds: (o) =>
      tagged(o, 'removing') === (callsOf(o, 'removeTemporary').length === 1) &&
      callsOf(o, 'removeTemporary').every(
        (call) => !ctx(o).isDemoUser && (call.input as RemoveTemporaryRequest).id === ctx(o).removingId,
      ),
  },
  {
    name: 'the pick-a-locomotive dialog shows only without a vehicle',
    holds: (o) => implies(tagged(o, 'pickVehicle'), ctx(o).vehicle === null),
  },
];

describeModel('notification settings form machine (model-based)', {
  machine: settingsFormMachine,
  inputs: settingsFormFixtures.inputs,
  eventVariants: settingsFormFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeSettingsForm,
  onCoverage: (report) =>
    console.info(
      `settings form coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const httpFailure = (status: number) =>
  new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds: null });

const start = (
  input: SettingsFormInput = settingsFormFixtures.inputs.vehicle,
  saveError: Error | null = null,
) => {
  const saves: SaveSettingsRequest[] = [];
  const loads: LoadSettingsRequest[] = [];
  const removals: RemoveTemporaryRequest[] = [];
  const actor = createActor(
    settingsFormMachine.provide({
      actors: {
        loadSettings: fromPromise<LoadedSettings, LoadSettingsRequest>(async ({ input: request }) => {
          loads.push(request);
          return fixtureLoaded();
        }),
        removeTemporary: fromPromise<void, RemoveTemporaryRequest>(async ({ input: request }) => {
          removals.push(request);
        }),
        saveSettings: fromPromise<SettingsSaved, SaveSettingsRequest>(async ({ input: request }) => {
          saves.push(request);
          if (saveError) throw saveError;
          return fixtureSaved(request.wpIds);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, saves, loads, removals };
};

const row = (context: SettingsFormContext, label: string) => context.rows.find((r) => r.label === label);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification settings form (rules)', () => {
  it('loads the settings of the shown vehicle into 16 rows', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.rows).toHaveLength(16);
    expect(row(context, 'NSSpeedlimitExeeded')).toMatchObject({ status: true, max: 80, unit: 'kmPerHr' });
  });

  it('saves the edits for the shown vehicle; the confirmation closes after 3 s', async () => {
    const { actor, saves } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'max', value: 50 });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.wpIds).toEqual([9101]);
    expect(saves[0]?.rows.find((r) => r.label === 'NSSpeedlimitExeeded')?.max).toBe(50);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('saved')).toBe(false);
  });

  it('min above max shows the rule and refuses the save', async () => {
    const { actor, saves } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'min', value: 90 });
    expect(formIssues(actor.getSnapshot().context.rows)).toEqual({
      NSSpeedlimitExeeded: { min: 'min-above-max' },
    });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([]);
  });

  it('checks the bounds of spec 001 §5 (temperature min from -1000, max from -273)', () => {
    const rows = settingsFormFixtures.inputs.vehicle;
    expect(rows).toBeDefined();
    const issues = formIssues([
      {
        label: 'NSOutsideTemperature',
        unit: 'celsius',
        status: true,
        min: -1000,
        max: -274,
        minText: '',
        maxText: '',
      },
      {
        label: 'NSSpeedlimitExeeded',
        unit: 'kmPerHr',
        status: true,
        min: -1,
        max: 10_001,
        minText: '',
        maxText: '',
      },
    ]);
    expect(issues).toEqual({
      NSOutsideTemperature: { max: 'minimum-exceeded' },
      NSSpeedlimitExeeded: { min: 'minimum-exceeded', max: 'maximum-exceeded' },
    });
  });

  it('a failed save (403, offline) shows the failure and keeps the edits', async () => {
    for (const error of [httpFailure(403), new TypeError('Failed to fetch')]) {
      const { actor } = start(settingsFormFixtures.inputs.vehicle, error);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'max', value: 50 });
      actor.send({ type: 'user.save' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
      expect(row(actor.getSnapshot().context, 'NSSpeedlimitExeeded')?.max).toBe(50);
      // It stays until dismissed (no timer).
      await vi.advanceTimersByTimeAsync(10_000);
      expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().hasTag('saveFailed')).toBe(false);
    }
  });

  it('saving without a vehicle opens the pick-a-locomotive dialog', () => {
    const { actor, saves } = start(settingsFormFixtures.inputs.noVehicle);
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('pickVehicle')).toBe(true);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().hasTag('pickVehicle')).toBe(false);
    expect(saves).toEqual([]);
  });

  it('demo users can neither save nor open apply-to-many', async () => {
    const { actor } = start(settingsFormFixtures.inputs.demoUser);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.openMany', choices: fixtureChoices })).toBe(false);
  });

  it('apply-to-many: no cranes, filter, select all, one save with every wpId, then the drawer closes', async () => {
    const { actor, saves } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.openMany', choices: fixtureChoices });
    expect(actor.getSnapshot().context.choices.map((c) => c.name)).toEqual([
      'V 100 Lisa',
      'V 100 Karl',
      'BR 218 Anna',
    ]);
    expect(actor.getSnapshot().can({ type: 'user.saveMany' })).toBe(false);
    actor.send({ type: 'user.filterVehicles', text: 'v 100' });
    actor.send({ type: 'user.selectAll', selected: true });
    expect(actor.getSnapshot().context.selected).toEqual([101, 102]);
    actor.send({ type: 'user.toggleVehicle', vehicleId: 103 });
    actor.send({ type: 'user.saveMany' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.map((s) => s.wpIds)).toEqual([[9101, 9102, 9103]]);
    expect(actor.getSnapshot().hasTag('many')).toBe(false);
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.savedCount).toBe(3);
  });

  it('another vehicle reloads and drops the edits', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'max', value: 50 });
    actor.send({ type: 'view.vehicleChanged', vehicle: { vehicleId: 102, wpId: 9102, name: 'V 100 Karl' } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(row(actor.getSnapshot().context, 'NSSpeedlimitExeeded')?.max).toBe(80);
  });

  it('apply-to-many with a date range: a temporary save; the shown vehicle is read again', async () => {
    const { actor, saves, loads } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.editLimit', label: 'NSSpeedlimitExeeded', field: 'max', value: 50 });
    actor.send({ type: 'user.openMany', choices: fixtureChoices });
    // Starting yesterday, or in the wrong order: refused.
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-22', to: '2026-11-24' } });
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-27', to: '2026-11-24' } });
    expect(actor.getSnapshot().context.period).toBeNull();
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-24', to: '2026-11-27' } });
    expect(actor.getSnapshot().context.period).toEqual({ from: '2026-11-24', to: '2026-11-27' });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    actor.send({ type: 'user.saveMany' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([
      expect.objectContaining({ wpIds: [9101], period: { from: '2026-11-24', to: '2026-11-27' } }),
    ]);
    // Only the changed rule: the vehicles' other rules stay as each has them.
    expect(saves[0]?.rows.map((r) => [r.label, r.max])).toEqual([['NSSpeedlimitExeeded', 50]]);
    const { context } = actor.getSnapshot();
    expect(context.savedPeriod).toEqual({ from: '2026-11-24', to: '2026-11-27' });
    // Read again: the rows show the stored 80 km/h, the list the temporary settings.
    expect(loads).toHaveLength(2);
    expect(row(context, 'NSSpeedlimitExeeded')?.max).toBe(80);
    expect(context.temporary.map((t) => t.id)).toEqual([7]);
  });

  it('a date range up to a year ahead; none again saves the stored settings; a reopened drawer has none', async () => {
    const { actor, saves } = start(settingsFormFixtures.inputs.noVehicle);
    actor.send({ type: 'user.openMany', choices: fixtureChoices });
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-23', to: '2027-11-23' } });
    expect(actor.getSnapshot().context.period).toEqual({ from: '2026-11-23', to: '2027-11-23' });
    // Nothing changed in the form: nothing to store for those days.
    actor.send({ type: 'user.toggleVehicle', vehicleId: 102 });
    expect(actor.getSnapshot().can({ type: 'user.saveMany' })).toBe(false);
    actor.send({ type: 'user.toggleVehicle', vehicleId: 102 });
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-23', to: '2027-11-24' } });
    expect(actor.getSnapshot().context.period?.to).toBe('2027-11-23');
    actor.send({ type: 'user.setPeriod', period: null });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 102 });
    actor.send({ type: 'user.saveMany' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.map((s) => s.period)).toEqual([null]);
    actor.send({ type: 'user.openMany', choices: fixtureChoices });
    actor.send({ type: 'user.setPeriod', period: { from: '2026-11-24', to: '2026-11-24' } });
    actor.send({ type: 'user.closeMany' });
    actor.send({ type: 'user.openMany', choices: fixtureChoices });
    expect(actor.getSnapshot().context.period).toBeNull();
  });

  it('ends a listed temporary setting; a demo user cannot', async () => {
    const { actor, removals } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'user.removeTemporary', id: 8 })).toBe(false);
    actor.send({ type: 'user.removeTemporary', id: 7 });
    expect(actor.getSnapshot().hasTag('removing')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(removals).toEqual([{ wpId: 9101, id: 7 }]);
    expect(actor.getSnapshot().context.temporary).toEqual([]);
    const demo = start(settingsFormFixtures.inputs.demoUser);
    await vi.advanceTimersByTimeAsync(0);
    expect(demo.actor.getSnapshot().can({ type: 'user.removeTemporary', id: 7 })).toBe(false);
  });
});
