import type { VehicleGridTextKey } from '../vehicle-grid-drawer/vehicle-grid-drawer.view';

/** The run's texts (the page's `drawer.*`). */
export type ExportRunTextKey =
  | 'fetching'
  | 'building'
  | 'done'
  | 'download'
  | 'fetchFailed'
  | 'fetchFailedOffline'
  | 'buildFailed'
  | 'retry'
  | 'stop'
  | 'dismiss';

/** A page's texts for its export drawer, in the current language. */
export interface ExportDrawerTexts {
  readonly grid: (key: VehicleGridTextKey, counts: { selected: number; total: number }) => string;
  readonly periodInFuture: string;
  readonly export: string;
  /** The run under the grid (a page without the options dialog). */
  readonly run?: (key: ExportRunTextKey, values?: Readonly<Record<string, unknown>>) => string;
  /** Why the demo user cannot export (a page with demo users). */
  readonly demoNoExport?: string;
}

/** How a page's export drawer looks: its texts (a hook: the page's namespace), test ids and classes. */
export interface ExportDrawerLook {
  readonly useTexts: () => ExportDrawerTexts;
  /** `<prefix>-drawer`, `-select-all`, the Export button's and the run's (the tests find them so). */
  readonly testIds: {
    readonly drawer: string;
    readonly selectAll: string;
    readonly export: string;
    readonly progress: string;
    readonly done: string;
    readonly download: string;
    readonly retry: string;
  };
  readonly classNames: {
    readonly head: string;
    readonly body: string;
    readonly grid: string;
    readonly vehicle: string;
    readonly foot: string;
  };
}
