import type { ReportExportFile } from '../../../api/export/report-export.types';
import type { ExportDrawerContext, ExportEvent, ExportProgress } from './export-drawer.types';

/**
 * One export's run, written once for the drawer's export and the quick export: `fetching` asks the
 * page's source for the next page's request (`ask`) and fetches it (re-entered while `more` says more
 * pages follow; `keep` keeps each page), `building` asks the source for the build's input and builds
 * the file in the worker (`buildExportFile`, its progress as `worker.progress`) and hands it to
 * `saveFile`, `done` holds the file, and `fetchFailed` / `buildFailed` retry from where it stopped (the
 * source asks again for the page that failed). Plain state configs: the machine's `setup` types them
 * where they are used.
 */

/** The names of one source's calls, actions and guard (see `configureExportDrawer`). */
interface RunSource {
  readonly src: string;
  /** Sets `request` to the next page's request. */
  readonly ask: string;
  /** Guard: more pages follow the one received (`params.page`). */
  readonly more: string;
  /** Keeps the page received (`params.page`). */
  readonly keep: string;
  /** Sets `request` to the build's input. */
  readonly askBuild: string;
}

interface Self {
  readonly self: { send: (event: ExportEvent) => void };
}
type Ctx = { readonly context: ExportDrawerContext };

/** The page's request as the source asked it, with the wait channel (the server may ask it to wait). */
const pageInput = ({ context, self }: Ctx & Self) => ({
  ...(context.request as object),
  reportWait: (seconds: number) => self.send({ type: 'server.busy', seconds }),
});

/** The build's input as the source asked it, with the worker's progress channel. */
const buildInput = ({ context, self }: Ctx & Self) => ({
  ...(context.request as object),
  reportProgress: (done: number, total: number) => self.send({ type: 'worker.progress', done, total }),
});

type FileDone = { readonly event: { readonly output: ReportExportFile } };
const fileOf = ({ event }: FileDone) => event.output;
const keptFile = ({ event }: FileDone) => ({ file: event.output });
const pageOf = ({ event }: { readonly event: { readonly output: unknown } }) => ({ page: event.output });
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
    params: ({ context }: Ctx) => context.file ?? { blob: new Blob([]), fileName: '' },
  },
} as const;

/**
 * The run's five states, to spread into the state that holds them. `cancel` is where "stop" leads
 * from `fetching` and `building`; `settled` adds transitions to `done` and both failures, `done` to
 * `done` alone.
 */
export const exportRunStates = <
  const TSource extends RunSource,
  const TCancel,
  const TSettled extends object = Record<never, never>,
  const TDone extends object = Record<never, never>,
>(
  source: TSource,
  options: { readonly cancel: TCancel; readonly settled?: TSettled; readonly done?: TDone },
) => {
  const settled = options.settled ?? ({} as TSettled);
  const keep = { type: source.keep as TSource['keep'], params: pageOf } as const;
  return {
    fetching: {
      tags: ['busy', 'fetching'],
      entry: source.ask as TSource['ask'],
      // A wait the server asked for ends with the page (or its failure).
      exit: 'clearWait',
      on: {
        'user.cancelBuild': options.cancel,
        'server.busy': { actions: { type: 'keepWait', params: waitOf } },
      },
      invoke: {
        id: source.src as TSource['src'],
        src: source.src as TSource['src'],
        input: pageInput,
        onDone: [
          {
            guard: { type: source.more as TSource['more'], params: pageOf },
            target: 'fetching',
            reenter: true,
            actions: keep,
          },
          { target: 'building', actions: keep },
        ],
        onError: { target: 'fetchFailed', actions: { type: 'recordFetchFailure', params: errorOf } },
      },
    },
    building: {
      tags: ['busy', 'building'],
      entry: ['startBuild', source.askBuild as TSource['askBuild']],
      on: {
        'user.cancelBuild': options.cancel,
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
