import { describe, expect, it } from 'vitest';
import { FIXTURE_SUPPLIERS } from '../../machines/content/content-document.fixtures';
import { countryName, filterSuppliers, supplierCountries, supplierMarkers } from './supplier-filter';

const items = FIXTURE_SUPPLIERS.items;

describe('the supplier list filter', () => {
  it('filters by country and by every word of the search, ignoring case and accents', () => {
    expect(filterSuppliers(items, { country: 'FR', text: '' }).map((s) => s.id)).toEqual([2]);
    expect(filterSuppliers(items, { country: '', text: 'KASSEL bahn' }).map((s) => s.id)).toEqual([1]);
    expect(filterSuppliers(items, { country: '', text: 'gleisstrasse' })).toEqual([]);
    expect(filterSuppliers(items, { country: '', text: 'strasbourg' }).map((s) => s.id)).toEqual([2]);
    expect(filterSuppliers(items, { country: 'NL', text: 'kassel' })).toEqual([]);
    expect(filterSuppliers(items, { country: '', text: '  ' })).toHaveLength(3);
  });

  it('lists the countries present, most suppliers first', () => {
    const more = [...items, { ...items[0]!, id: 4 }];
    expect(supplierCountries(more)).toEqual([
      { code: 'DE', count: 2 },
      { code: 'FR', count: 1 },
      { code: 'NL', count: 1 },
    ]);
  });

  it('draws only the suppliers with coordinates on the map', () => {
    expect(supplierMarkers(items).map((m) => m.id)).toEqual(['1', '3']);
  });

  it('names countries in the page language', () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('DE', 'en-GB')).toBe('Germany');
  });
});
