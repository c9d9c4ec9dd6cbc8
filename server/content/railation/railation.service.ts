import type {
  FaqList,
  RailationCategories,
  RailationMarkers,
  RailationMarkersQuery,
  RailationPage,
  RailationPlace,
  RailationPlacesQuery,
} from '../../../src/api/contract';
import {
  RAILATION_CATEGORIES,
  RAILATION_LIMITS,
  railationSearchWords,
} from '../../../src/api/contract/railation-limits';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { Caller } from '../../http/route';
import { notFound, unauthorized } from '../../http/api-error';
import { readFaq } from '../faq/faq.store';
import { countByCategory, listMarkers, listPlaces, readPlace, type BoundingBox } from './railation.store';
import { moveShipsIfDue } from './ship-simulation';

export interface RailationDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The operator made the directory readable without logging in (embedding in other sites). */
  readonly publicDirectory: boolean;
}

export interface RailationService {
  places(caller: Caller, query: RailationPlacesQuery): Promise<RailationPage>;
  markers(caller: Caller, query: RailationMarkersQuery): Promise<RailationMarkers>;
  place(caller: Caller, id: string): Promise<RailationPlace>;
  categories(caller: Caller): Promise<RailationCategories>;
  faq(caller: Caller, lang: 'de' | 'en'): Promise<FaqList>;
}

const categoriesOf = (text: string | undefined): number[] | null =>
  text === undefined || text === '' ? null : [...new Set(text.split(',').map(Number))];

const bboxOf = (text: string | undefined): BoundingBox | null => {
  if (text === undefined) return null;
  const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
};

/** The directory, its categories and the FAQ (the content module). */
export const createRailationService = (deps: RailationDeps): RailationService => {
  const { db } = deps;
  const mayRead = (caller: Caller) => {
    if (caller.accountId === '' && !deps.publicDirectory)
      throw unauthorized('An access token is required (Authorization: Bearer).');
  };
  /** Reads that show ships move them first (at most every few seconds). */
  const shipsMoved = () => moveShipsIfDue(db, deps.clock.now());
  return {
    async places(caller, query) {
      mayRead(caller);
      await shipsMoved();
      const page = query.page ?? 1;
      const filter = {
        categories: categoriesOf(query.categories),
        bbox: bboxOf(query.bbox),
        words: railationSearchWords(query.search ?? ''),
      };
      const { total, items } = await listPlaces(db, filter, page);
      return { total, page, pageSize: RAILATION_LIMITS.pageSize, items };
    },
    async markers(caller, query) {
      mayRead(caller);
      await shipsMoved();
      const filter = { categories: categoriesOf(query.categories), bbox: bboxOf(query.bbox) };
      return listMarkers(db, filter, RAILATION_LIMITS.maxMarkers);
    },
    async place(caller, id) {
      mayRead(caller);
      if (id.startsWith('s')) await shipsMoved();
      const place = await readPlace(db, id);
      if (!place) throw notFound('Place');
      return place;
    },
    async categories(caller) {
      mayRead(caller);
      const counts = await countByCategory(db);
      return {
        items: RAILATION_CATEGORIES.map((c) => ({ id: c.id, key: c.key, count: counts.get(c.id) ?? 0 })),
      };
    },
    async faq(caller, lang) {
      mayRead(caller);
      return readFaq(db, lang);
    },
  };
};
