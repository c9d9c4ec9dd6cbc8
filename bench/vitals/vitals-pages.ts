import type { Milestone } from './vitals-probe';

/** The demo accounts the pages are loaded as (server/demo/demo-accounts.ts). */
export type VitalsAccount = 'driver' | 'dispatcher';

export interface VitalsPage {
  readonly name: 'login' | 'logbook' | 'dashboard' | 'livedata';
  readonly path: string;
  /** Loaded logged out when null. */
  readonly account: VitalsAccount | null;
  /** The first is the page's main content; the load ends when all were seen. */
  readonly milestones: readonly Milestone[];
}

/** The login form's password field: the form is there and laid out. */
export const LOGIN_FORM = 'form input[type="password"]';

/**
 * What each page's user waits for. The dashboard's list is its table of the selected vehicles (or its
 * empty notice when none is selected); its map is drawn when the loading cover is gone (the cover stays
 * until MapLibre has loaded its style and drawn, and the map frame has taken the first data).
 */
export const VITALS_PAGES: readonly VitalsPage[] = [
  { name: 'login', path: '/login', account: null, milestones: [{ name: 'main', selector: LOGIN_FORM }] },
  {
    name: 'logbook',
    path: '/logbook-all-entries',
    account: 'driver',
    milestones: [{ name: 'main', selector: '[data-testid="logbook-row"]' }],
  },
  {
    name: 'dashboard',
    path: '/',
    account: 'dispatcher',
    milestones: [
      { name: 'main', selector: '.dashboard-table tbody tr, [data-testid="dashboard-empty"]' },
      { name: 'map', selector: '[data-testid="fleet-map"]', absent: '.fleet-map-loading' },
    ],
  },
  {
    name: 'livedata',
    path: '/livedata',
    account: 'dispatcher',
    milestones: [{ name: 'main', selector: '[data-testid^="kv-"], [data-testid="livedata-no-vehicle"]' }],
  },
];

export const isVitalsPage = (name: string): name is VitalsPage['name'] =>
  VITALS_PAGES.some((p) => p.name === name);
