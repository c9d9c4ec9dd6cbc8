import type { AnyEventObject } from 'xstate';
import type { FaqList, SupplierList } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { ContentDocumentInput } from './content-document.machine';

export const FIXTURE_FAQ_DE: FaqList = {
  items: [
    { title: 'Wie melde ich einen Mangel?', content: 'Im Bordbuch: Neuer Eintrag, Art „Mangel“.' },
    { title: 'Was zeigt Railation?', content: 'Tankstellen, Werkstätten, Terminals und Schiffe.' },
  ],
};
export const FIXTURE_FAQ_EN: FaqList = {
  items: [
    { title: 'How do I report a defect?', content: 'In the logbook: new entry, type “defect”.' },
    { title: 'What does railation show?', content: 'Fuel stations, workshops, terminals and ships.' },
  ],
};

/** A wordmark tile like the portal's own (server/content/suppliers/supplier-logo.ts), inline for stories. */
const fixtureLogo = (brand: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56"><rect width="160" height="56" rx="6" fill="${colour}"/><text x="80" y="35" fill="#fff" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle">${brand}</text></svg>`,
  )}`;

export const FIXTURE_SUPPLIERS: SupplierList = {
  items: [
    {
      id: 1,
      name: 'Beispiel Bahntechnik GmbH',
      country: 'DE',
      street: 'Gleisstraße',
      number: '4',
      plz: '34117',
      city: 'Kassel',
      coordinates: { lat: 51.316, lng: 9.497 },
      website: 'https://www.example.com/bahntechnik',
      logoUrl: fixtureLogo('Beispiel', '#1a3a5c'),
    },
    {
      id: 2,
      name: 'Exemple Ferroviaire SA',
      country: 'FR',
      street: 'Rue de la Gare',
      number: '12',
      plz: '67000',
      city: 'Strasbourg',
      coordinates: null,
      website: null,
      logoUrl: null,
    },
    {
      id: 3,
      name: 'Voorbeeld Rail BV',
      country: 'NL',
      street: null,
      number: null,
      plz: '3511',
      city: 'Utrecht',
      coordinates: { lat: 52.09, lng: 5.11 },
      website: 'https://www.example.com/voorbeeld',
      logoUrl: fixtureLogo('Voorbeeld', '#0f5e57'),
    },
  ],
};

/** Test and story data for the content document machine (as the FAQ). Not imported by the app. */
export const contentDocumentFixtures: {
  readonly inputs: Readonly<Record<'german' | 'english', ContentDocumentInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { german: { key: 'de-DE' }, english: { key: 'en-GB' } },
  eventVariants: {
    'key.changed': [
      { type: 'key.changed', key: 'en-GB' },
      { type: 'key.changed', key: 'de-DE' },
    ],
    'user.retry': [{ type: 'user.retry' }],
    'xstate.done.actor.load': [done('load', FIXTURE_FAQ_DE)],
    'xstate.error.actor.load': [failed('load', networkError())],
  },
};
