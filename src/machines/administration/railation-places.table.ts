import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  deleteRailationPlace,
  getRailationPlaces,
  RAILATION_LIMITS,
  railationSearchWords,
  type RailationPlacesQuery,
  type RailationPlaceSummary,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest, AdminRowChange } from './admin-table.types';

/** A place of the directory; `deleted` once this table removed it (the row stays until the next load). */
export interface RailationPlaceItem extends RailationPlaceSummary {
  readonly deleted?: true;
}

export type RailationPlaceAction = { readonly action: 'delete' };

/** What the table's page asks the directory for: its page of 100 and where the table's rows start in it. */
export interface RailationPageRequest {
  readonly query: RailationPlacesQuery;
  readonly offset: number;
}

/**
 * The directory answers pages of 100; the console's page sizes (10, 20, 50) all divide 100, so a table
 * page always lies inside one directory page. A term the directory would refuse (shorter than 3
 * characters, or without a letter or digit) is sent as no search: the table then lists every place.
 */
export const railationPageRequest = ({ skip, search }: AdminPageRequest): RailationPageRequest => {
  const { pageSize, searchMinLength, searchMaxLength } = RAILATION_LIMITS;
  const term = search.trim().slice(0, searchMaxLength).trim();
  const sendable = term.length >= searchMinLength && railationSearchWords(term).length > 0;
  return {
    query: { page: Math.floor(skip / pageSize) + 1, ...(sendable ? { search: term } : {}) },
    offset: skip % pageSize,
  };
};

/** The places of the railation directory (issue 12): paged and searched on the server, removed one by one. */
export const railationPlacesTableFor = (deps: AdministrationDeps) => {
  // A delete answers 204 without the place: the removed row is the one the last load showed.
  let shown = new Map<string, RailationPlaceItem>();
  return createAdminTableMachine<RailationPlaceItem, RailationPlaceAction>(
    'railationPlacesTable',
    (row) => row.id,
  ).provide({
    actors: {
      load: fromPromise<AdminPage<RailationPlaceItem>, AdminPageRequest>(async ({ input, signal }) => {
        const { query, offset } = railationPageRequest(input);
        const answer = await deps.api.call(getRailationPlaces, {
          ...callAuth(deps.getAccessToken(), signal),
          query,
        });
        const items = answer.items.slice(offset, offset + input.top);
        shown = new Map(items.map((item) => [item.id, item]));
        return { items, totalCount: answer.total };
      }),
      save: fromPromise<RailationPlaceItem, AdminRowChange<RailationPlaceAction>>(
        async ({ input, signal }) => {
          const row = shown.get(input.key);
          if (!row) throw new Error(`The place ${input.key} is not shown`);
          await deps.api.call(deleteRailationPlace, {
            ...callAuth(deps.getAccessToken(), signal),
            params: { placeId: input.key },
          });
          return { ...row, deleted: true };
        },
      ),
    },
  });
};
export type RailationPlacesTableMachine = ReturnType<typeof railationPlacesTableFor>;
