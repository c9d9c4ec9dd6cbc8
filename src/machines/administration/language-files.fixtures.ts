import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { TranslationBackups } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { LanguageFilesContext } from './language-files.types';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
export const FIXTURE_BACKUP = 'translations-2026-11-20_14-30-00.json';

export const FIXTURE_BACKUPS: TranslationBackups = {
  backupFiles: [
    {
      fileName: FIXTURE_BACKUP,
      createdAt: '2026-11-20T13:30:00.000Z',
      createdBy: 'Anna Hoffmann',
      entries: 3,
    },
  ],
};
export const FIXTURE_NO_BACKUPS: TranslationBackups = { backupFiles: [] };

/** Test and story data for the language files machine. Not imported by the app. */
export const languageFilesFixtures: {
  readonly inputs: Readonly<Record<'visit', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { visit: undefined },
  eventVariants: {
    'xstate.done.actor.loadBackups': [
      done('loadBackups', FIXTURE_BACKUPS),
      done('loadBackups', FIXTURE_NO_BACKUPS),
    ],
    'xstate.error.actor.loadBackups': [failed('loadBackups', networkError())],
    'xstate.done.actor.deploy': [done('deploy', { deployed: 2, backupFile: FIXTURE_BACKUP })],
    'xstate.error.actor.deploy': [failed('deploy', networkError())],
    'xstate.done.actor.restore': [
      done('restore', { restored: FIXTURE_BACKUP, backupFile: 'translations-2026-11-23_10-00-00.json' }),
    ],
    'xstate.error.actor.restore': [failed('restore', networkError())],
    'user.deploy': [
      { type: 'user.deploy', sure: true },
      { type: 'user.deploy', sure: false },
    ],
    'user.restore': [
      { type: 'user.restore', enable: true, fileName: FIXTURE_BACKUP },
      { type: 'user.restore', enable: false, fileName: FIXTURE_BACKUP },
      { type: 'user.restore', enable: true, fileName: null },
    ],
    'user.dismissOutcome': [{ type: 'user.dismissOutcome' }],
    'user.reload': [{ type: 'user.reload' }],
  },
};

/** The model's "same state": the value, the outcome's kind and whether a backup can be chosen. */
export const serializeLanguageFiles = (snapshot: AnyMachineSnapshot): string => {
  const { backups, outcome } = snapshot.context as LanguageFilesContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    backups: backups.length,
    outcome: outcome?.kind ?? null,
  });
};
