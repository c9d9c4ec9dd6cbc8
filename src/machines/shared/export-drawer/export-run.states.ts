import type { AnyActorLogic, InputFrom, OutputFrom } from 'xstate';
import type { ReportExportFile } from '../../../api/export/report-export.types';
import type { ExportProgress } from './export-drawer.types';

/**
 * One export's run, the part every export drawer shares: `fetching` asks for the pages of export rows
 * one after another (re-entered while the guard says more are to come), `building` builds the file in
 * the worker (`buildExportFile`, its progress as `worker.progress`) and hands it to `saveFile`, `done`
 * holds the file, and `fetchFailed` / `buildFailed` retry from where it stopped. Plain state configs:
 * each machine's `setup` types them where they are used (the action and guard names below are the
 * shared ones of `exportDrawerUpdates`; the fetch's guard and action are the machine's own).
 */

/** Where "stop" leads from `fetching` and `building`, and what it clears. */
interface ExportCancel {
  readonly target: string;
  readonly actions: string;
}

/** What a machine tells about its fetch: the call, its request, the guard "more pages", the action keeping one. */
interface ExportFetch<TSrc, TInput, TMore, TKeep> {
  readonly src: TSrc;
  readonly input: TInput;
  readonly more: TMore;
  readonly keep: TKeep;
}

type BuildActors = { readonly buildExportFile: AnyActorLogic };

type FileDone = { readonly event: { readonly output: ReportExportFile } };
const fileOf = ({ event }: FileDone) => event.output;
const keptFile = ({ event }: FileDone) => ({ file: event.output });
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error });
const waitOf = ({ event }: { readonly event: { readonly seconds: number } }) => ({
  seconds: event.seconds,
});
const progressOf = ({ event }: { readonly event: ExportProgress }) => ({
  done: event.done,
  total: event.total,
});

/** `user.download` in `done`: the built file again (an empty one if it is gone). */
export const downloadAgain = {
  actions: {
    type: 'saveFile',
    params: ({ context }: { readonly context: { readonly file: ReportExportFile | null } }) =>
      context.file ?? { blob: new Blob([]), fileName: '' },
  },
} as const;

/**
 * The run's five states, to spread into the state that holds them. `actors` are the machine's call
 * defaults (they type the page and its request); `settled` adds transitions to `done` and both
 * failures, `done` to `done` alone.
 */
export const exportRunStates = <
  TActors extends BuildActors,
  const TSrc extends keyof TActors & string,
  TFetchInput extends (args: never) => InputFrom<TActors[TSrc]>,
  const TMore extends string,
  const TKeep extends string,
  const TCancel extends ExportCancel,
  TBuildInput extends (args: never) => InputFrom<TActors['buildExportFile']>,
  const TSettled extends object = Record<never, never>,
  const TDone extends object = Record<never, never>,
>(
  _actors: TActors,
  options: {
    readonly fetch: ExportFetch<TSrc, TFetchInput, TMore, TKeep>;
    readonly buildInput: TBuildInput;
    readonly cancel: TCancel;
    readonly settled?: TSettled;
    readonly done?: TDone;
  },
) => {
  const { fetch, buildInput, cancel } = options;
  const settled = options.settled ?? ({} as TSettled);
  const pageOf = ({ event }: { readonly event: { readonly output: OutputFrom<TActors[TSrc]> } }) => ({
    page: event.output,
  });
  const keep = { type: fetch.keep, params: pageOf } as const;
  return {
    fetching: {
      tags: ['busy', 'fetching'],
      // A wait the server asked for ends with the page (or its failure).
      exit: 'clearWait',
      on: {
        'user.cancelBuild': cancel,
        'server.busy': { actions: { type: 'keepWait', params: waitOf } },
      },
      invoke: {
        id: fetch.src,
        src: fetch.src,
        input: fetch.input,
        onDone: [
          { guard: { type: fetch.more, params: pageOf }, target: 'fetching', reenter: true, actions: keep },
          { target: 'building', actions: keep },
        ],
        onError: { target: 'fetchFailed', actions: { type: 'recordFetchFailure', params: errorOf } },
      },
    },
    building: {
      tags: ['busy', 'building'],
      entry: 'startBuild',
      on: {
        'user.cancelBuild': cancel,
        'worker.progress': { actions: { type: 'keepProgress', params: progressOf } },
      },
      invoke: {
        id: 'buildExportFile',
        src: 'buildExportFile',
        input: buildInput,
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepFile', params: keptFile },
            { type: 'saveFile', params: fileOf },
          ],
        },
        onError: { target: 'buildFailed', actions: { type: 'recordBuildFailure', params: errorOf } },
      },
    },
    done: { tags: 'ready', on: { ...settled, ...options.done } },
    // Goes on with the page that failed.
    fetchFailed: {
      tags: 'failed',
      on: { ...settled, 'user.retry': { target: 'fetching', actions: 'clearFailure' } },
    },
    buildFailed: {
      tags: 'failed',
      on: { ...settled, 'user.retry': { target: 'building', actions: 'clearFailure' } },
    },
  } as const;
};
