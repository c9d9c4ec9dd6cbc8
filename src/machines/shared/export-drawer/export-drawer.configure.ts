import { assign, type AnyActorLogic } from 'xstate';
import type { ReportExportFile } from '../../../api/export/report-export.types';
import { exportDrawerMachine, type ExportDrawerMachine } from './export-drawer.machine';
import type { ExportDrawerContext } from './export-drawer.types';

/**
 * How a page's export fetches and builds, as the export drawer machine asks it: the machine holds
 * what was received (`received`, null before the first page) and the request of the call in flight;
 * the source says what to ask next, how to keep a page, whether more pages follow, and what the build
 * is given. Pure functions of the machine's context.
 */
export interface ExportSource<TReceived, TPage> {
  /** Nothing received yet. */
  readonly empty: TReceived;
  /** The next page's request (after a failure: the page that failed, as nothing was kept). */
  readonly request: (context: ExportDrawerContext, received: TReceived) => object;
  /** What has been received with `page`. */
  readonly keep: (context: ExportDrawerContext, received: TReceived, page: TPage) => TReceived;
  /** More pages follow `page` (`received`: before it). */
  readonly more: (context: ExportDrawerContext, received: TReceived, page: TPage) => boolean;
  /** The build's input from everything received (the worker's progress channel is added). */
  readonly build: (context: ExportDrawerContext, received: TReceived) => object;
}

/** A page's export drawer: its source, its rules and, where it has them, the options dialog and the quick export. */
export interface ExportDrawerPage<TReceived, TPage, TQuickReceived, TQuickPage> {
  readonly source: ExportSource<TReceived, TPage>;
  /** The Export button's rule (a selection within the page's limit, an exportable period, ...). */
  readonly canStart: (context: ExportDrawerContext) => boolean;
  /** The options dialog (format and grouping) opens before the run. */
  readonly withOptions: boolean;
  /** The quick export of the page's list (`user.quickExport`), for callers not the demo user. */
  readonly quick?: ExportSource<TQuickReceived, TQuickPage>;
}

/** What a source has received so far in `context` (its `empty` before the first page). */
export const receivedOf = <TReceived>(
  source: Pick<ExportSource<TReceived, never>, 'empty'>,
  context: Pick<ExportDrawerContext, 'received'>,
): TReceived => (context.received === null ? source.empty : (context.received as TReceived));

/**
 * The export drawer machine configured for a page: its source's actions and guards and its rules
 * (the calls and the download are provided by the app, see `provideExportCalls`).
 */
export const configureExportDrawer = <TReceived, TPage, TQuickReceived = null, TQuickPage = never>(
  page: ExportDrawerPage<TReceived, TPage, TQuickReceived, TQuickPage>,
): ExportDrawerMachine => {
  const { source, quick } = page;
  const got = (context: ExportDrawerContext) => receivedOf(source, context);
  const gotQuick = (context: ExportDrawerContext) => (quick ? receivedOf(quick, context) : null);
  return exportDrawerMachine.provide({
    actions: {
      askNextPage: assign(({ context }) => ({ request: source.request(context, got(context)) })),
      keepPage: assign(({ context }, { page: answer }) => ({
        received: source.keep(context, got(context), answer as TPage),
      })),
      askBuild: assign(({ context }) => ({ request: source.build(context, got(context)) })),
      ...(quick && {
        askNextListPage: assign(({ context }) => ({ request: quick.request(context, gotQuick(context)!) })),
        keepListPage: assign(({ context }, { page: answer }) => ({
          received: quick.keep(context, gotQuick(context)!, answer as TQuickPage),
        })),
        askListBuild: assign(({ context }) => ({ request: quick.build(context, gotQuick(context)!) })),
      }),
    },
    guards: {
      canStartExport: ({ context }) => page.canStart(context),
      withOptions: () => page.withOptions,
      mayQuickExport: (_, { demo }) => quick !== undefined && !demo,
      morePages: ({ context }, { page: answer }) => source.more(context, got(context), answer as TPage),
      moreListPages: ({ context }, { page: answer }) =>
        quick !== undefined && quick.more(context, gotQuick(context)!, answer as TQuickPage),
    },
  });
};

/** A page's calls: its page fetch, its list fetch (the quick export) and its build, with their own types. */
export interface ExportCalls {
  readonly fetchExportPage: AnyActorLogic;
  readonly fetchListPage?: AnyActorLogic;
  readonly buildExportFile: AnyActorLogic;
}

/**
 * A configured export drawer with the page's calls and the browser download. The calls are typed by
 * the page's requests (its source makes them), the machine hands them over as it got them.
 */
export const provideExportCalls = (
  machine: ExportDrawerMachine,
  calls: ExportCalls,
  saveFile: (file: ReportExportFile) => void,
): ExportDrawerMachine =>
  machine.provide({
    actors: calls,
    actions: { saveFile: (_, file) => saveFile(file) },
  });
