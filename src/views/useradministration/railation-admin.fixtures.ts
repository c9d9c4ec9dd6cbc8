import type { FieldIssue } from '../../api/contract';
import type { RailationPlaceItem } from '../../machines/administration/railation-places.table';

/** Story and view-test data of the Railation tab. Not imported by the app. */
export const FIXTURE_RAILATION_PLACES: readonly RailationPlaceItem[] = [
  {
    id: 'p12',
    name: 'Terminal Frankfurt Ost',
    categories: [11, 4],
    lat: 50.11,
    lng: 8.72,
    city: 'Frankfurt am Main',
    country: 'DE',
  },
  {
    id: 'p301',
    name: 'Tankstelle Nord',
    categories: [3],
    lat: 53.55,
    lng: 9.99,
    city: 'Hamburg',
    country: 'DE',
  },
  {
    id: 'p302',
    name: 'Werkstatt Süd',
    categories: [9, 1],
    lat: 48.14,
    lng: 11.58,
    city: null,
    country: null,
    deleted: true,
  },
];

/** A refused file with more bad rows than the card lists (20 shown, "and 5 more"). */
export const FIXTURE_MANY_ISSUES: readonly FieldIssue[] = Array.from({ length: 25 }, (_, i) => ({
  field: `line ${i + 2}: lat`,
  message: 'a number between -90 and 90',
}));
