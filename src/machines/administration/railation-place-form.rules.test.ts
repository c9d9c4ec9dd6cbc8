import { describe, expect, it } from 'vitest';
import { RAILATION_LIMITS, type RailationBlock } from '../../api/contract';
import { FIXTURE_EDITED_PLACE } from './railation-place-editor.fixtures';
import {
  coordinateOf,
  descriptionBlocks,
  descriptionText,
  draftFieldOf,
  draftOf,
  emptyDraft,
  inputOf,
  rejectedFieldsOf,
  validateDraft,
  visibleErrors,
  withCategoryToggled,
  type RailationPlaceDraft,
} from './railation-place-form.rules';

const valid: RailationPlaceDraft = {
  ...emptyDraft(),
  name: 'Tankstelle Nord',
  categories: [3],
  lat: '53.55',
  lng: '9.99',
};
const errorsOf = (over: Partial<RailationPlaceDraft>) => validateDraft({ ...valid, ...over });
const long = (n: number) => 'x'.repeat(n);

describe('railation place form rules', () => {
  it('reads a stored place into the form and back into the same request', () => {
    const draft = draftOf(FIXTURE_EDITED_PLACE);
    expect(draft).toMatchObject({
      name: 'Terminal Frankfurt Ost',
      categories: [11, 4],
      lat: '50.11',
      lng: '8.72',
      city: 'Frankfurt am Main',
      descriptionTitle: 'Terminal Ost',
    });
    expect(draft.description).toBe(
      '# Leistungen\n\n- Umschlag Straße–Schiene\n- Abstellgleise\n\nZufahrt über das Osttor.\nRund um die Uhr besetzt.',
    );
    const { id: _id, ship: _ship, demo: _demo, updatedAt: _at, ...stored } = FIXTURE_EDITED_PLACE;
    expect(validateDraft(draft)).toEqual({});
    expect(inputOf(draft)).toEqual(stored);
  });

  it('requires a name, a category and coordinates in range, with a decimal comma', () => {
    expect(validateDraft(emptyDraft())).toEqual({
      name: 'required',
      categories: 'noCategory',
      lat: 'required',
      lng: 'required',
    });
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'required' });
    expect(errorsOf({ lat: '53,55', lng: '-9,99' })).toEqual({});
    expect(coordinateOf(' 53,55 ')).toBe(53.55);
    expect(coordinateOf('-.5')).toBe(-0.5);
    expect(errorsOf({ lat: '90', lng: '-180' })).toEqual({});
    expect(errorsOf({ lat: '90.01', lng: '180,5' })).toEqual({ lat: 'latRange', lng: 'lngRange' });
    expect(errorsOf({ lat: 'north', lng: '1,234.5' })).toEqual({ lat: 'notANumber', lng: 'notANumber' });
    expect(errorsOf({ lat: '1e3' })).toEqual({ lat: 'notANumber' });
  });

  it('takes only http(s) addresses and texts up to the field limit', () => {
    expect(errorsOf({ website: 'https://example.org', imgUrl: 'http://example.org/a.png' })).toEqual({});
    expect(errorsOf({ website: 'example.org', imgUrl: 'ftp://example.org/a.png' })).toEqual({
      website: 'notAUrl',
      imgUrl: 'notAUrl',
    });
    expect(errorsOf({ website: 'https://exa mple.org' })).toEqual({ website: 'notAUrl' });
    const max = RAILATION_LIMITS.maxFieldLength;
    expect(errorsOf({ name: long(max), city: long(max) })).toEqual({});
    expect(errorsOf({ name: long(max + 1), street: long(max + 1), website: `https://${long(max)}` })).toEqual(
      {
        name: 'tooLong',
        street: 'tooLong',
        website: 'tooLong',
      },
    );
  });

  it('adds categories at the end (the first stays the icon) and removes them', () => {
    const added = withCategoryToggled({ ...valid, categories: [11, 4] }, 3);
    expect(added.categories).toEqual([11, 4, 3]);
    expect(withCategoryToggled(added, 11).categories).toEqual([4, 3]);
  });

  it('turns empty texts into null and keeps the description title on update', () => {
    const input = inputOf({ ...valid, city: '  ', street: ' Hafenstraße 1 ', lat: '53,55' });
    expect(input.contact).toEqual({
      street: 'Hafenstraße 1',
      postcode: null,
      city: null,
      country: null,
      phone: null,
      website: null,
    });
    expect(input.lat).toBe(53.55);
    expect(input.description).toBeNull();
    const kept = inputOf({ ...valid, description: 'Neu.', descriptionTitle: 'Alt' });
    expect(kept.description).toEqual({ title: 'Alt', blocks: [{ type: 'paragraph', text: 'Neu.' }] });
    expect(inputOf({ ...valid, description: ' \n ', descriptionTitle: 'Alt' }).description).toBeNull();
  });

  it('round-trips description blocks through the text', () => {
    const blocks: RailationBlock[] = [
      { type: 'heading', text: 'Leistungen' },
      { type: 'list', items: ['Diesel', 'AdBlue'] },
      { type: 'list', items: ['Zweite Liste'] },
      { type: 'paragraph', text: 'Erste Zeile\nzweite Zeile' },
      { type: 'paragraph', text: 'Noch ein Absatz mit # mittendrin - und Strich' },
      { type: 'heading', text: 'Kontakt' },
      { type: 'heading', text: 'Zwei Überschriften' },
    ];
    expect(descriptionBlocks(descriptionText(blocks))).toEqual(blocks);
    expect(descriptionText(descriptionBlocks(descriptionText(blocks)))).toBe(descriptionText(blocks));
    expect(descriptionText([])).toBe('');
    expect(descriptionBlocks('')).toEqual([]);
  });

  it('reads typed text leniently: trimmed lines, a list or heading ends a paragraph, empty ones dropped', () => {
    expect(descriptionBlocks('  Absatz\r\n# Titel \n-  a\n-\n- b\nText danach\n\n\n#\n-')).toEqual([
      { type: 'paragraph', text: 'Absatz' },
      { type: 'heading', text: 'Titel' },
      { type: 'list', items: ['a', 'b'] },
      { type: 'paragraph', text: 'Text danach' },
    ]);
    expect(descriptionBlocks('#Kein Titel\n-Kein Punkt')).toEqual([
      { type: 'paragraph', text: '#Kein Titel\n-Kein Punkt' },
    ]);
  });

  it('refuses a description over the contract limits', () => {
    const { maxBlocks, maxListItems, maxBlockTextLength } = RAILATION_LIMITS;
    const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Absatz ${i}`).join('\n\n');
    const items = (n: number) => Array.from({ length: n }, (_, i) => `- Punkt ${i}`).join('\n');
    expect(errorsOf({ description: paragraphs(maxBlocks) })).toEqual({});
    expect(errorsOf({ description: paragraphs(maxBlocks + 1) })).toEqual({ description: 'tooManyBlocks' });
    expect(errorsOf({ description: items(maxListItems) })).toEqual({});
    expect(errorsOf({ description: items(maxListItems + 1) })).toEqual({ description: 'tooManyListItems' });
    expect(errorsOf({ description: long(maxBlockTextLength) })).toEqual({});
    expect(errorsOf({ description: `- ${long(maxBlockTextLength + 1)}` })).toEqual({
      description: 'blockTooLong',
    });
  });

  it('finds the form fields a 400 names and shows them as refused', () => {
    expect(draftFieldOf('contact.website')).toBe('website');
    expect(draftFieldOf('description.blocks.2.text')).toBe('description');
    expect(draftFieldOf('categories.0')).toBe('categories');
    expect(draftFieldOf('lat')).toBe('lat');
    expect(draftFieldOf('body')).toBeNull();
    expect(draftFieldOf('contact.fax')).toBeNull();
    expect(
      rejectedFieldsOf({
        error: 'invalid_request',
        message: 'Invalid lat',
        field: 'lat',
        issues: [
          { field: 'lat', message: 'a' },
          { field: 'contact.city', message: 'b' },
          { field: 'lat', message: 'c' },
          { field: 'body', message: 'd' },
        ],
      }),
    ).toEqual(['lat', 'city']);
    expect(rejectedFieldsOf({ error: 'invalid_request', message: 'x', field: 'imgUrl' })).toEqual(['imgUrl']);
    expect(rejectedFieldsOf(null)).toEqual([]);
    expect(visibleErrors(emptyDraft(), false, ['city'])).toEqual({ city: 'rejected' });
    expect(visibleErrors({ ...valid, lat: '' }, true, ['lat', 'city'])).toEqual({
      lat: 'required',
      city: 'rejected',
    });
  });
});
