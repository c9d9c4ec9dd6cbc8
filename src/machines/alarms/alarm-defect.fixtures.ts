import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { AlarmDefect } from '../../api/contract/alarms.contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { fixtureAlarm } from './alarm-action.fixtures';
import type { AlarmDefectContext, AlarmDefectInput } from './alarm-defect.types';

/** Test and story data for the alarm defect machine. Not imported by the app. */

export const FACTS = 'Suspected crash: 2 events, 11.03.2026 09:00 – 09:02';

export const fixtureDefect = (overrides: Partial<AlarmDefect> = {}): AlarmDefect => ({
  entryId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  state: 'open',
  status: 'created',
  referenceTimestamp: '2026-03-11T07:30:00.000Z',
  description: 'Brake pads worn',
  ...overrides,
});

const other = fixtureDefect({ entryId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', description: 'Horn weak' });
const linked = fixtureAlarm({ type: 'NSSuspectedCrash', defect: fixtureDefect() });
const conflict = new ApiCallError({
  _tag: 'HttpError',
  status: 409,
  body: { error: 'conflict', message: 'The entry’s defect is resolved.', field: 'entryId' },
  retryAfterSeconds: null,
});

export const alarmDefectFixtures: {
  readonly inputs: Readonly<Record<'active' | 'linked', AlarmDefectInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    active: { alarm: fixtureAlarm({ type: 'NSSuspectedCrash' }), description: FACTS },
    linked: { alarm: linked, description: FACTS },
  },
  eventVariants: {
    'user.startCreate': [{ type: 'user.startCreate' }],
    'user.startLink': [{ type: 'user.startLink' }],
    'user.changeDescription': [
      { type: 'user.changeDescription', description: 'Buffer bent' },
      { type: 'user.changeDescription', description: '  ' },
    ],
    'user.pickEntry': [
      { type: 'user.pickEntry', entryId: fixtureDefect().entryId },
      { type: 'user.pickEntry', entryId: 'not-offered' },
    ],
    'user.submit': [{ type: 'user.submit' }],
    'user.retry': [{ type: 'user.retry' }],
    'user.cancel': [{ type: 'user.cancel' }],
    'xstate.done.actor.loadDefectChoices': [done('loadDefectChoices', { items: [fixtureDefect(), other] })],
    'xstate.error.actor.loadDefectChoices': [failed('loadDefectChoices', new Error('offline'))],
    'xstate.done.actor.submitAlarmDefect': [done('submitAlarmDefect', linked)],
    'xstate.error.actor.submitAlarmDefect': [failed('submitAlarmDefect', conflict)],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeAlarmDefect = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as AlarmDefectContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    allowed: c.alarm.state !== 'cleared' && c.alarm.defect === null,
    mode: c.mode,
    description: c.description.trim() === '' ? 'blank' : 'text',
    picked: c.entryId !== null,
    offered: c.choices.length,
  });
};
