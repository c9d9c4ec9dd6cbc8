import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import {
  getUserInteraction,
  getVersionNumbers,
  setUserInteraction,
  setVersionNumber,
  type UserInteractionBody,
} from '../../api/contract';
import { conflictError } from '../deployment-approvals/deployment-approvals.fixtures';
import { createOtherSettingsFormActors } from './other-settings-form.actors';
import {
  FIXTURE_FRESH,
  FIXTURE_MESSAGE,
  FIXTURE_NOW,
  FIXTURE_PREPARED_MESSAGE,
  FIXTURE_SAVED,
  FIXTURE_TIME_ZONE,
  otherSettingsFormFixtures,
  serializeOtherSettingsForm,
} from './other-settings-form.fixtures';
import { otherSettingsFormMachine } from './other-settings-form.machine';
import type {
  LoadedSettings,
  OtherSettingsFormContext,
  OtherSettingsFormInput,
  SaveSettingsRequest,
} from './other-settings-form.types';

const ctx = contextOf<OtherSettingsFormContext>;
const saves = (o: Parameters<typeof ctx>[0]) =>
  callsOf(o, 'saveSettings').map((call) => call.input as SaveSettingsRequest);
const dependenciesHold = (flags: Omit<UserInteractionBody, 'message' | 'start_date' | 'end_date'>) =>
  implies(flags.msgIsDependent, flags.showMessage && flags.suggestReload) &&
  implies(flags.isDisableDismissButton, flags.showMessage);

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a save sends something, only with a check set, and never on production',
    holds: (o) =>
      saves(o).every(
        (request) =>
          (request.version !== null || request.interaction !== null) &&
          ctx(o).environment !== 'production' &&
          (request.version !== null ||
            request.interaction?.suggestReload ||
            request.interaction?.showMessage),
      ),
  },
  {
    name: 'only the administrator changes major and minor',
    holds: (o) =>
      ctx(o).role === 'administrator' ||
      saves(o).every(
        ({ version }) =>
          version === null ||
          (version.major === ctx(o).loaded?.versions.current.major &&
            version.minor === ctx(o).loaded?.versions.current.minor),
      ),
  },
  {
    name: 'relies-on-update and disable-dismiss never stand without what they need (form and request)',
    holds: (o) =>
      dependenciesHold(ctx(o).form.flags) &&
      saves(o).every(({ interaction }) => interaction === null || dependenciesHold(interaction)),
  },
  {
    name: 'the server gets DD-MM-YYYY HH:mm:ss, the end not before the start',
    holds: (o) =>
      saves(o).every(
        ({ interaction }) =>
          interaction === null ||
          [interaction.start_date, interaction.end_date].every((t) =>
            /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(t),
          ),
      ),
  },
  {
    name: 'a failure is kept exactly while its state shows it',
    holds: (o) => (ctx(o).failure !== null) === (tagged(o, 'loadFailed') || tagged(o, 'saveFailed')),
  },
  {
    name: 'on production nothing is saved',
    holds: (o) => implies(ctx(o).environment === 'production', noCall(o, 'saveSettings')),
  },
];

describeModel('Other Settings form machine (model-based)', {
  machine: otherSettingsFormMachine,
  inputs: otherSettingsFormFixtures.inputs,
  eventVariants: otherSettingsFormFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeOtherSettingsForm,
  onCoverage: (report) =>
    console.info(
      `other-settings-form coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const ADMIN: OtherSettingsFormInput = {
  role: 'administrator',
  environment: 'staging',
  timeZone: FIXTURE_TIME_ZONE,
};

/** A running form with the real actors over a fake API client. */
const start = (loaded: LoadedSettings = FIXTURE_FRESH, input = ADMIN, saveError: Error | null = null) => {
  const call = vi.fn((endpoint: unknown, _input: unknown) => {
    if (endpoint === getVersionNumbers) return Promise.resolve({ versionNos: loaded.versions });
    if (endpoint === getUserInteraction) return Promise.resolve(loaded.interaction);
    if (saveError) return Promise.reject(saveError);
    if (endpoint === setVersionNumber) return Promise.resolve(FIXTURE_SAVED.versions);
    return Promise.resolve(FIXTURE_SAVED.interaction);
  });
  const announced = vi.fn();
  const machine = otherSettingsFormMachine.provide({
    actors: createOtherSettingsFormActors({ api: { call: call as never }, getAccessToken: () => 'access' }),
    actions: { announceSaved: announced },
  });
  const actor = createActor(machine, { input }).start();
  const bodies = (endpoint: unknown) =>
    call.mock.calls.filter(([e]) => e === endpoint).map(([, i]) => (i as { body: unknown }).body);
  return { actor, call, announced, bodies };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Other Settings form (rules and calls)', () => {
  it('loads the versions and the prompts; dates default to now and now + 3 days in the form’s zone', async () => {
    const { actor } = start();
    await settle();
    const { form, loaded } = actor.getSnapshot().context;
    expect(loaded?.versions.production).toEqual({ major: 1, minor: 2, bugFix: 4 });
    expect(form.version).toEqual({ major: '1', minor: '3', bugFix: '0' });
    expect(form.start).toBe('2026-11-23T10:00');
    expect(form.end).toBe('2026-11-26T10:00');
  });

  it('keeps a stored period that is still ahead', async () => {
    const { actor } = start(FIXTURE_PREPARED_MESSAGE);
    await settle();
    expect(actor.getSnapshot().context.form).toMatchObject({
      start: '2026-11-23T11:00',
      end: '2026-11-25T11:00',
      message: FIXTURE_MESSAGE,
      flags: { suggestReload: true, showMessage: true, msgIsDependent: true },
    });
  });

  it('needs suggest refresh, version change or show message checked', async () => {
    const { actor } = start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: false });
    actor.send({ type: 'user.setVersionChange', checked: true });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
  });

  it('relies-on-update needs show message and suggest refresh; disable dismiss needs show message', async () => {
    const { actor } = start();
    await settle();
    const flags = () => actor.getSnapshot().context.form.flags;
    actor.send({ type: 'user.setFlag', flag: 'msgIsDependent', checked: true });
    actor.send({ type: 'user.setFlag', flag: 'isDisableDismissButton', checked: true });
    expect(flags()).toMatchObject({ msgIsDependent: false, isDisableDismissButton: false });
    actor.send({ type: 'user.setFlag', flag: 'showMessage', checked: true });
    actor.send({ type: 'user.setFlag', flag: 'isDisableDismissButton', checked: true });
    actor.send({ type: 'user.setFlag', flag: 'msgIsDependent', checked: true });
    expect(flags()).toMatchObject({ msgIsDependent: false, isDisableDismissButton: true });
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    actor.send({ type: 'user.setFlag', flag: 'msgIsDependent', checked: true });
    expect(flags().msgIsDependent).toBe(true);
    // Clearing what they rely on clears them.
    actor.send({ type: 'user.setFlag', flag: 'showMessage', checked: false });
    expect(flags()).toEqual({
      suggestReload: true,
      showMessage: false,
      msgIsDependent: false,
      isDisableDismissButton: false,
    });
  });

  it('lets only the administrator edit major and minor', async () => {
    const { actor } = start(FIXTURE_FRESH, { ...ADMIN, role: 'operator_admin' });
    await settle();
    actor.send({ type: 'user.editVersion', part: 'bugFix', value: '7' });
    expect(actor.getSnapshot().context.form.version.bugFix).toBe('0');
    actor.send({ type: 'user.setVersionChange', checked: true });
    actor.send({ type: 'user.editVersion', part: 'major', value: '2' });
    actor.send({ type: 'user.editVersion', part: 'minor', value: '9' });
    actor.send({ type: 'user.editVersion', part: 'bugFix', value: '7' });
    expect(actor.getSnapshot().context.form.version).toEqual({ major: '1', minor: '3', bugFix: '7' });
    // Unchecking brings back the prepared version.
    actor.send({ type: 'user.setVersionChange', checked: false });
    expect(actor.getSnapshot().context.form.version.bugFix).toBe('0');
  });

  it('saves the version, then the prompts as Berlin wall time, and announces it', async () => {
    const { actor, bodies, announced } = start(FIXTURE_FRESH, { ...ADMIN, timeZone: 'Europe/London' });
    await settle();
    actor.send({ type: 'user.setVersionChange', checked: true });
    actor.send({ type: 'user.editVersion', part: 'bugFix', value: '1' });
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    actor.send({ type: 'user.editStart', value: '2026-11-24T08:30' });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await settle();
    expect(bodies(setVersionNumber)).toEqual([{ major: 1, minor: 3, bugFix: 1 }]);
    // 08:30 in London is 09:30 in Berlin; the default end is 09:00 London on the 26th.
    expect(bodies(setUserInteraction)).toEqual([
      {
        suggestReload: true,
        showMessage: false,
        msgIsDependent: false,
        isDisableDismissButton: false,
        message: { de: '', en: '' },
        start_date: '24-11-2026 09:30:00',
        end_date: '26-11-2026 10:00:00',
      },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('saved')).toBe(true);
    expect(announced).toHaveBeenCalledOnce();
    expect(snapshot.context.form.versionChange).toBe(false);
    expect(snapshot.context.loaded?.versions.current.bugFix).toBe(1);
  });

  it('stores only the version when no prompt is or was set', async () => {
    const { actor, bodies } = start();
    await settle();
    actor.send({ type: 'user.setVersionChange', checked: true });
    actor.send({ type: 'user.editVersion', part: 'minor', value: '4' });
    actor.send({ type: 'user.save' });
    await settle();
    expect(bodies(setVersionNumber)).toEqual([{ major: 1, minor: 4, bugFix: 0 }]);
    expect(bodies(setUserInteraction)).toEqual([]);
  });

  it('refuses a message without text, a start in the past and an end before the start', async () => {
    const { actor } = start();
    await settle();
    const can = () => actor.getSnapshot().can({ type: 'user.save' });
    actor.send({ type: 'user.setFlag', flag: 'showMessage', checked: true });
    actor.send({ type: 'user.editMessage', language: 'de', text: FIXTURE_MESSAGE.de });
    expect(can()).toBe(false);
    actor.send({ type: 'user.editMessage', language: 'en', text: FIXTURE_MESSAGE.en });
    expect(can()).toBe(true);
    actor.send({ type: 'user.editStart', value: '2026-11-23T09:50' });
    expect(can()).toBe(false);
    actor.send({ type: 'user.editStart', value: '2026-11-23T09:56' });
    expect(can()).toBe(true);
    actor.send({ type: 'user.editEnd', value: '2026-11-23T09:55' });
    expect(can()).toBe(false);
  });

  it('a failed save keeps the form; retry sends it again, close returns to it', async () => {
    const { actor, call } = start(FIXTURE_FRESH, ADMIN, conflictError('environment'));
    await settle();
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    actor.send({ type: 'user.save' });
    await settle();
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    actor.send({ type: 'user.retry' });
    await settle();
    expect(call.mock.calls.filter(([e]) => e === setUserInteraction)).toHaveLength(2);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.flags.suggestReload).toBe(true);
  });

  it('on production nothing can be edited', async () => {
    const { actor } = start(FIXTURE_FRESH, { ...ADMIN, environment: 'production' });
    await settle();
    actor.send({ type: 'user.setFlag', flag: 'suggestReload', checked: true });
    actor.send({ type: 'user.setVersionChange', checked: true });
    expect(actor.getSnapshot().context.form.flags.suggestReload).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  it('shows the new production version after a deployment', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'release.deployed', version: { major: 1, minor: 3, bugFix: 0 } });
    expect(actor.getSnapshot().context.loaded?.versions.production).toEqual({
      major: 1,
      minor: 3,
      bugFix: 0,
    });
  });
});
