import type { LoadFigures, LoadKind } from './visit';
import type { VitalsPage } from './vitals-pages';
import type { VitalsProfile } from './vitals-profiles';
import { median } from '../support/stats';

/** The runs of one page on one profile, loaded one way. */
export interface VitalsRow {
  readonly page: VitalsPage['name'];
  readonly profile: VitalsProfile['name'];
  readonly kind: LoadKind;
  readonly runs: readonly LoadFigures[];
}

export type NumericFigure = {
  [K in keyof LoadFigures]: LoadFigures[K] extends number | null ? K : never;
}[keyof LoadFigures];

/** The median of one figure over the runs (NaN when no run has it). */
export const medianOf = (row: VitalsRow, figure: NumericFigure): number =>
  median(row.runs.map((r) => r[figure] ?? NaN));

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–');
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;

/** The main content's median with the runs' range when there are several. */
const mainCell = (row: VitalsRow) => {
  const values = row.runs.map((r) => r.mainMs).filter((v) => Number.isFinite(v));
  const range = values.length > 1 ? ` (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})` : '';
  return `${seconds(medianOf(row, 'mainMs'))}${range}`;
};

/** Issue 35's goals on the tablet and the phone (CLS ≤ 0.1 everywhere). */
export const goalOf = (row: VitalsRow): string => {
  if (row.profile === 'desk') return 'CLS ≤ 0.1';
  const goals: Partial<Record<`${VitalsPage['name']} ${LoadKind}`, string>> = {
    'login cold': 'form ≤ 2.5 s, TBT ≤ 300 ms, ≤ 250 KB',
    'login warm': 'TBT ≤ 100 ms, LCP ≤ 2.5 s',
    'logbook cold': 'row ≤ 4 s, TBT ≤ 300 ms, ≤ 450 KB; with SW ≤ 1 MB',
    'logbook warm': 'row ≤ 1.5 s, TBT ≤ 100 ms, LCP ≤ 2.5 s',
    'dashboard cold': 'list ≤ 4 s, map ≤ 6 s, TBT ≤ 300 ms',
    'dashboard warm': 'list ≤ 1.5 s, TBT ≤ 100 ms, LCP ≤ 2.5 s',
    'livedata warm': 'LCP ≤ 2.5 s',
  };
  const goal = goals[`${row.page} ${row.kind}`];
  return goal ? `${goal}, CLS ≤ 0.1` : 'CLS ≤ 0.1';
};

const MAIN_CONTENT: Record<VitalsPage['name'], string> = {
  login: 'form',
  logbook: 'first row',
  dashboard: 'vehicle list',
  livedata: 'live values',
};

/** Every row's medians as a Markdown table (the same text goes into BENCHMARKS.md). */
export const vitalsTable = (rows: readonly VitalsRow[]): string => {
  const header = [
    'page (account)',
    'profile',
    'load',
    'main content',
    'map drawn',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'page on the wire',
    'served by SW',
    'SW fetched',
    'goal (issue 35)',
  ];
  const account: Record<VitalsPage['name'], string> = {
    login: 'login',
    logbook: 'logbook (driver)',
    dashboard: 'dashboard (dispatcher)',
    livedata: 'live data (dispatcher)',
  };
  const lines = rows.map((row) => {
    const matched = new Set(row.runs.map((r) => r.matched));
    const empty = [...matched].some((m) => /empty|no-vehicle/.test(m)) ? ' (empty notice)' : '';
    return [
      account[row.page],
      row.profile,
      row.kind,
      `${MAIN_CONTENT[row.page]}${empty} ${mainCell(row)}`,
      row.page === 'dashboard' ? seconds(medianOf(row, 'mapMs')) : '',
      seconds(medianOf(row, 'fcpMs')),
      seconds(medianOf(row, 'lcpMs')),
      millis(medianOf(row, 'tbtMs')),
      medianOf(row, 'cls').toFixed(2),
      `${kb(medianOf(row, 'pageBytes'))}, ${medianOf(row, 'pageRequests')} req.`,
      String(medianOf(row, 'servedByWorker')),
      `${kb(medianOf(row, 'workerBytes'))}, ${medianOf(row, 'workerRequests')} req.` +
        (medianOf(row, 'workerFromCache') > 0 ? ` (+${medianOf(row, 'workerFromCache')} from cache)` : ''),
      goalOf(row),
    ];
  });
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
};
