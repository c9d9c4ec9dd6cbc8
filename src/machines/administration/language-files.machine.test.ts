import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { LanguageFilesDeployment, TranslationBackups, TranslationRestore } from '../../api/contract';
import {
  FIXTURE_BACKUP,
  FIXTURE_BACKUPS,
  FIXTURE_NOW,
  languageFilesFixtures,
  serializeLanguageFiles,
} from './language-files.fixtures';
import { languageFilesMachine } from './language-files.machine';
import type { LanguageFilesContext } from './language-files.types';

const ctx = contextOf<LanguageFilesContext>;
const calls = (o: Parameters<typeof tagged>[0]) => o.pending.map((call) => call.id);
const invariants: readonly ModelInvariant[] = [
  {
    name: 'never deploying and restoring at once',
    holds: (o) => !(calls(o).includes('deploy') && calls(o).includes('restore')),
  },
  {
    name: 'a restore runs only for a backup the list holds',
    holds: (o) => implies(tagged(o, 'restoring'), ctx(o).backups.length > 0),
  },
  {
    name: 'no outcome shows while a deploy or restore runs',
    holds: (o) => implies(tagged(o, 'deploying') || tagged(o, 'restoring'), ctx(o).outcome === null),
  },
];

describeModel('language files machine (model-based)', {
  machine: languageFilesMachine,
  inputs: languageFilesFixtures.inputs,
  eventVariants: languageFilesFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeLanguageFiles,
  onCoverage: (report) =>
    console.info(
      `language-files coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('language files (checkboxes and outcomes)', () => {
  it('sends no deploy without the sure-checkbox and no restore without enable and a file', async () => {
    const sent: string[] = [];
    const machine = languageFilesMachine.provide({
      actors: {
        loadBackups: fromPromise<TranslationBackups>(() => Promise.resolve(FIXTURE_BACKUPS)),
        deploy: fromPromise<LanguageFilesDeployment>(() => {
          sent.push('deploy');
          return Promise.resolve({ deployed: 1, backupFile: FIXTURE_BACKUP });
        }),
        restore: fromPromise<TranslationRestore, { readonly fileName: string }>(({ input }) => {
          sent.push(`restore ${input.fileName}`);
          return Promise.reject(new Error('gone'));
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'user.deploy', sure: false });
    actor.send({ type: 'user.restore', enable: false, fileName: FIXTURE_BACKUP });
    actor.send({ type: 'user.restore', enable: true, fileName: null });
    actor.send({ type: 'user.restore', enable: true, fileName: 'translations-1999-01-01_00-00-00.json' });
    expect(sent).toEqual([]);
    actor.send({ type: 'user.deploy', sure: true });
    await settle();
    expect(actor.getSnapshot().context.outcome?.kind).toBe('deployed');
    expect(actor.getSnapshot().context.publishedVersion).toBe(1);
    actor.send({ type: 'user.restore', enable: true, fileName: FIXTURE_BACKUP });
    await settle();
    expect(sent).toEqual(['deploy', `restore ${FIXTURE_BACKUP}`]);
    expect(actor.getSnapshot().context.outcome?.kind).toBe('restoreFailed');
    expect(actor.getSnapshot().context.publishedVersion).toBe(1);
  });
});
