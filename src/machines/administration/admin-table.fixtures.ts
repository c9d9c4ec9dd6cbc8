import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminTableContext } from './admin-table.types';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A translation-like row: a key and a text. */
export interface FixtureRow {
  readonly key: string;
  readonly text: string;
}

const rows = (from: number, count: number): readonly FixtureRow[] =>
  Array.from({ length: count }, (_, i) => ({ key: `common->row${from + i}`, text: `Text ${from + i}` }));

/** 45 rows: three pages of 20, one of 50. */
export const FIXTURE_FIRST_PAGE: AdminPage<FixtureRow> = { items: rows(0, 20), totalCount: 45 };
export const FIXTURE_EMPTY_PAGE: AdminPage<FixtureRow> = { items: [], totalCount: 0 };
export const FIXTURE_SAVED_ROW: FixtureRow = { key: 'common->row3', text: 'Neuer Text' };

/** The table the model and the walker run. */
export const fixtureTableMachine = createAdminTableMachine<FixtureRow, string>(
  'adminTable',
  (row) => row.key,
);

/** Test and story data for the table machine. Not imported by the app. */
export const adminTableFixtures: {
  readonly inputs: Readonly<
    Record<'default' | 'tenPerPage', { readonly pageSize: 10 | 20 | 50 } | undefined>
  >;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { default: undefined, tenPerPage: { pageSize: 10 } },
  eventVariants: {
    'xstate.done.actor.load': [done('load', FIXTURE_FIRST_PAGE), done('load', FIXTURE_EMPTY_PAGE)],
    'xstate.error.actor.load': [failed('load', networkError())],
    'xstate.done.actor.save': [done('save', FIXTURE_SAVED_ROW)],
    'xstate.error.actor.save': [failed('save', networkError())],
    'user.goToPage': [
      { type: 'user.goToPage', page: 1 },
      { type: 'user.goToPage', page: 9 },
    ],
    'user.setPageSize': [{ type: 'user.setPageSize', pageSize: 50 }],
    'user.search': [{ type: 'user.search', search: 'Zug' }],
    'user.reload': [{ type: 'user.reload' }],
    'user.save': [{ type: 'user.save', key: 'common->row3', change: 'Neuer Text' }],
    'user.dismissFailure': [{ type: 'user.dismissFailure' }],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeAdminTable = (snapshot: AnyMachineSnapshot): string => {
  const { page, pageSize, totalCount, search } = snapshot.context as AdminTableContext<FixtureRow, string>;
  return JSON.stringify({ value: snapshot.value as unknown, page, pageSize, totalCount, search });
};
