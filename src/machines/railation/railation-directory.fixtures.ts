import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { RailationPlaceSummary } from '../../api/contract';
import { RAILATION_CATEGORIES } from '../../api/contract/railation-limits';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type {
  RailationCategories,
  RailationDirectoryContext,
  RailationPage,
  RailationPlace,
} from './railation-directory.types';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const summary = (n: number): RailationPlaceSummary => ({
  id: `p${n}`,
  name: `Bahntankstelle ${n}`,
  categories: [3],
  lat: 53.5 + n / 1000,
  lng: 10 + n / 1000,
  city: 'Hamburg',
  country: 'DE',
});

export const FIXTURE_COUNTS: RailationCategories = {
  items: RAILATION_CATEGORIES.map((c) => ({ id: c.id, key: c.key, count: c.id === 10 ? 24 : 20 + c.id })),
};

/** The first of two pages: 100 of 130 places. */
export const FIXTURE_FIRST_PAGE: RailationPage = {
  total: 130,
  page: 1,
  pageSize: 100,
  items: Array.from({ length: 100 }, (_, i) => summary(i + 1)),
};
export const FIXTURE_SECOND_PAGE: RailationPage = {
  total: 130,
  page: 2,
  pageSize: 100,
  items: Array.from({ length: 30 }, (_, i) => summary(i + 101)),
};
/** Everything on one page. */
export const FIXTURE_SMALL_PAGE: RailationPage = {
  total: 3,
  page: 1,
  pageSize: 100,
  items: [summary(1), summary(2), summary(3)],
};

/** A search for 'Hamburg' with no category ticked: places of several categories. */
export const FIXTURE_SEARCH_PAGE: RailationPage = {
  total: 5,
  page: 1,
  pageSize: 100,
  items: [
    ['p7', 'Bahntankstelle Hamburg', 3],
    ['p31', 'Lokwerkstatt Hamburg', 9],
    ['p55', 'Güterterminal Hamburg-Billwerder', 11],
    ['p80', 'Eisenbahn-Bildungszentrum Hamburg', 2],
    ['p104', 'Bahnstrom-Unterwerk Hamburg', 8],
  ].map(([id, name, category], i) => ({
    id: id as string,
    name: name as string,
    categories: [category as number],
    lat: 53.55 + i / 100,
    lng: 10 + i / 100,
    city: 'Hamburg',
    country: 'DE',
  })),
};

export const FIXTURE_PLACE: RailationPlace = {
  id: 'p1',
  name: 'Bahntankstelle Hamburg',
  categories: [3],
  lat: 53.551,
  lng: 10.01,
  contact: {
    street: 'Bahnhofstraße 2',
    postcode: '20095',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 30 1007919',
    website: 'https://example.org/railation/hamburg/fuelStation',
  },
  imgUrl: null,
  description: {
    title: 'Bahntankstelle Hamburg',
    blocks: [
      { type: 'heading', text: 'Leistungen' },
      { type: 'list', items: ['Diesel', 'AdBlue'] },
      { type: 'paragraph', text: 'Nahe Hamburg Hbf.' },
    ],
  },
  ship: null,
  demo: true,
  updatedAt: '2026-11-23T08:00:00.000Z',
};

export const FIXTURE_SHIP: RailationPlace = {
  ...FIXTURE_PLACE,
  id: 's1',
  name: 'MS Rheinfels',
  categories: [10],
  contact: { street: null, postcode: null, city: null, country: null, phone: null, website: null },
  description: { title: 'Rhein', blocks: [{ type: 'paragraph', text: 'Binnenschiff auf dem Rhein.' }] },
  ship: { destination: 'Emmerich', heading: 312, length: 110, sog: 9, eta: '2026-11-24T03:15:00.000Z' },
};

/** Test and story data for the directory machine. Not imported by the app. */
export const railationDirectoryFixtures: {
  readonly inputs: Readonly<Record<'default', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { default: undefined },
  eventVariants: {
    'xstate.done.actor.loadCategories': [done('loadCategories', FIXTURE_COUNTS)],
    'xstate.error.actor.loadCategories': [failed('loadCategories', networkError())],
    'xstate.done.actor.loadPage': [
      done('loadPage', FIXTURE_FIRST_PAGE),
      done('loadPage', FIXTURE_SMALL_PAGE),
    ],
    'xstate.error.actor.loadPage': [failed('loadPage', networkError())],
    'xstate.done.actor.loadMore': [done('loadMore', FIXTURE_SECOND_PAGE)],
    'xstate.error.actor.loadMore': [failed('loadMore', networkError())],
    'user.toggleCategory': [
      { type: 'user.toggleCategory', categoryId: 3 },
      { type: 'user.toggleCategory', categoryId: 11 },
    ],
    'user.resetFilters': [{ type: 'user.resetFilters' }],
    'user.search': [
      { type: 'user.search', text: 'Ham' },
      { type: 'user.search', text: 'Ha' },
      { type: 'user.search', text: '' },
    ],
    'user.loadMore': [{ type: 'user.loadMore' }],
    'user.retryList': [{ type: 'user.retryList' }],
    'user.retryCategories': [{ type: 'user.retryCategories' }],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeRailationDirectory = (snapshot: AnyMachineSnapshot): string => {
  const { categories, search, places, total, page } = snapshot.context as RailationDirectoryContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    categories,
    search,
    loaded: places.length,
    total,
    page,
  });
};
