import { assign, setup, type ActorRefFrom } from 'xstate';
import type { LanguageFilesDeployment, TranslationBackups, TranslationRestore } from '../../api/contract';
import { languageFilesActorDefaults } from './language-files.actors';
import type {
  LanguageFilesContext,
  LanguageFilesEvent,
  LanguageFilesOutcome,
  LanguageFilesTag,
} from './language-files.types';

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;

/**
 * Deploying the language files and restoring a backup (spec 001 §2 Translation tab, §5, §8; issue
 * 11). Deploy needs the sure-checkbox, restore the enable-checkbox and a chosen backup file: the
 * guards refuse the events otherwise, so no call leaves without them. Each outcome stays until
 * dismissed; one that landed reads the backups again and bumps `publishedVersion`.
 */
export const languageFilesMachine = setup({
  types: {
    context: {} as LanguageFilesContext,
    events: {} as LanguageFilesEvent,
    tags: {} as LanguageFilesTag,
  },
  actors: languageFilesActorDefaults,
  actions: {
    keepBackups: assign((_, answer: TranslationBackups) => ({
      backups: answer.backupFiles,
      loadFailure: null,
    })),
    keepLoadFailure: assign((_, loadFailure: unknown) => ({ loadFailure })),
    keepOutcome: assign(({ context }, outcome: LanguageFilesOutcome) => ({
      outcome,
      publishedVersion:
        outcome.kind === 'deployed' || outcome.kind === 'restored'
          ? context.publishedVersion + 1
          : context.publishedVersion,
    })),
    forgetOutcome: assign({ outcome: null }),
  },
  guards: {
    sure: ({ event }) => event.type === 'user.deploy' && event.sure,
    restorable: ({ event, context }) =>
      event.type === 'user.restore' &&
      event.enable &&
      event.fileName !== null &&
      context.backups.some((backup) => backup.fileName === event.fileName),
  },
}).createMachine({
  id: 'languageFiles',
  context: { backups: [], loadFailure: null, outcome: null, publishedVersion: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadBackups',
        src: 'loadBackups',
        onDone: { target: 'ready', actions: { type: 'keepBackups', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'keepLoadFailure', params: errorOf } },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'user.reload': 'loading' } },
    ready: {
      tags: 'ready',
      on: {
        'user.deploy': { guard: 'sure', target: 'deploying', actions: 'forgetOutcome' },
        'user.restore': { guard: 'restorable', target: 'restoring', actions: 'forgetOutcome' },
        'user.dismissOutcome': { actions: 'forgetOutcome' },
        'user.reload': 'loading',
      },
    },
    deploying: {
      tags: 'deploying',
      invoke: {
        id: 'deploy',
        src: 'deploy',
        onDone: {
          target: 'loading',
          actions: {
            type: 'keepOutcome',
            params: ({ event }: { readonly event: { readonly output: LanguageFilesDeployment } }) => ({
              kind: 'deployed' as const,
              deployment: event.output,
            }),
          },
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'keepOutcome',
            params: (o) => ({ kind: 'deployFailed' as const, failure: errorOf(o) }),
          },
        },
      },
    },
    restoring: {
      tags: 'restoring',
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ event }) => ({ fileName: event.type === 'user.restore' ? (event.fileName ?? '') : '' }),
        onDone: {
          target: 'loading',
          actions: {
            type: 'keepOutcome',
            params: ({ event }: { readonly event: { readonly output: TranslationRestore } }) => ({
              kind: 'restored' as const,
              restore: event.output,
            }),
          },
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'keepOutcome',
            params: (o) => ({ kind: 'restoreFailed' as const, failure: errorOf(o) }),
          },
        },
      },
    },
  },
});

export type LanguageFilesMachine = typeof languageFilesMachine;
export type LanguageFilesActor = ActorRefFrom<LanguageFilesMachine>;
