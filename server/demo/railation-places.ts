import type { RailationBlock } from '../../src/api/contract';
import { RAILATION_CATEGORIES, SHIPS_CATEGORY_ID } from '../../src/api/contract/railation-limits';
import type { PlaceRecord } from '../content/railation/railation.store';
import { WATERWAYS, waterwayLengthKm, type WaterwayKey } from '../content/railation/waterways';
import { STATIONS, type Station, type StationId } from './fleet-stations';

/**
 * The demo directory: places of every category at the real stations of the demo fleet's corridors
 * (their public coordinates, a few hundred metres apart per category) and ships on the Rhine, the Elbe
 * and the Kiel Canal. The names say what a place is and where ("Bahntankstelle Hamburg-Harburg");
 * they are not real businesses, and every one is marked as demo data (`demo`, and its description).
 */

const COUNTRY: Partial<Record<StationId, string>> = {
  basel: 'CH',
  olten: 'CH',
  zuerich: 'CH',
  luzern: 'CH',
  arthGoldau: 'CH',
  bellinzona: 'CH',
  chiasso: 'CH',
  salzburg: 'AT',
  linz: 'AT',
  stPoelten: 'AT',
  wien: 'AT',
  kufstein: 'AT',
  woergl: 'AT',
  innsbruck: 'AT',
  brenner: 'IT',
};

/** The town of a station: its name without the station's kind. */
const townOf = (station: Station): string =>
  station.name
    .replace(/ (Hbf|Rbf|SBB|HB)$/, '')
    .replace(/ \(Westf\)$/, '')
    .replace(/^Lutherstadt /, '')
    .replace(/-Wilhelmshöhe$/, '');

type CategoryKey = (typeof RAILATION_CATEGORIES)[number]['key'];

/** Per category: the place's name in the town, what it offers, and a heading of the description. */
const KINDS: Record<Exclude<CategoryKey, 'ships'>, { name: string; offers: readonly string[] }> = {
  railRelatedService: {
    name: 'Bahnservice',
    offers: ['Rangierdienst', 'Wagenuntersuchung', 'Zugvorbereitung'],
  },
  educationTraining: {
    name: 'Eisenbahn-Bildungszentrum',
    offers: ['Triebfahrzeugführerschein Klasse A und B', 'Wagenmeister-Lehrgang', 'Fortbildung nach TfV'],
  },
  fuelStation: { name: 'Bahntankstelle', offers: ['Diesel', 'AdBlue', 'Sand', 'Rund um die Uhr'] },
  infrastructure: {
    name: 'Gleisanschluss',
    offers: ['Abstellgleise', 'Ladestraße', 'Anschlussweiche mit Rückmeldung'],
  },
  constructionEquipment: {
    name: 'Gleisbaumaschinen',
    offers: ['Zweiwegebagger', 'Schotterpflug', 'Stopfmaschinen mit Bedienpersonal'],
  },
  vehicleRental: {
    name: 'Lokvermietung',
    offers: ['Streckenloks', 'Rangierloks', 'Kurz- und Langzeitmiete'],
  },
  staff: {
    name: 'Lokführer-Personaldienst',
    offers: ['Triebfahrzeugführer', 'Rangierbegleiter', 'Wagenmeister'],
  },
  powerCompanies: {
    name: 'Bahnstrom-Unterwerk',
    offers: ['16,7 Hz Bahnstrom', 'Ladestrom für Akkutriebzüge'],
  },
  maintenanceServicing: {
    name: 'Lokwerkstatt',
    offers: ['Fristarbeiten', 'Radsatzdrehbank', 'Unfallinstandsetzung'],
  },
  accessPointsTerminals: {
    name: 'Güterterminal',
    offers: ['Kombinierter Verkehr', 'Containerumschlag', 'Portalkran'],
  },
  providerNetwork: { name: 'Portal-Stützpunkt', offers: ['Telematik-Einbau', 'Geräteservice'] },
};

/** Stations that have a fuel station and a terminal whatever the spread below says. */
const ALWAYS: Partial<Record<StationId, readonly CategoryKey[]>> = {
  hamburg: ['fuelStation', 'accessPointsTerminals', 'maintenanceServicing'],
  harburg: ['fuelStation'],
  maschen: ['fuelStation', 'maintenanceServicing', 'infrastructure'],
  koeln: ['fuelStation', 'accessPointsTerminals'],
  muenchen: ['fuelStation', 'accessPointsTerminals'],
  duisburg: ['accessPointsTerminals'],
};

const categoryId = (key: CategoryKey) => RAILATION_CATEGORIES.find((c) => c.key === key)!.id;

const describe = (kind: { offers: readonly string[] }, town: string, station: Station): RailationBlock[] => [
  { type: 'heading', text: 'Leistungen' },
  { type: 'list', items: [...kind.offers] },
  { type: 'paragraph', text: `Nahe ${station.name}. Demo-Eintrag: kein echter Betrieb in ${town}.` },
];

const phoneOf = (index: number, country: string) =>
  `${country === 'AT' ? '+43' : country === 'CH' ? '+41' : country === 'IT' ? '+39' : '+49'} 30 ${String(
    1_000_000 + ((index * 7919) % 8_999_999),
  )}`;

const placesAtStations = (): PlaceRecord[] => {
  const places: PlaceRecord[] = [];
  const stations = Object.entries(STATIONS) as [StationId, Station][];
  for (const [index, [stationId, station]] of stations.entries()) {
    const town = townOf(station);
    const country = COUNTRY[stationId] ?? 'DE';
    for (const category of RAILATION_CATEGORIES) {
      if (category.key === 'ships') continue;
      const spread = (index * 7 + category.id * 13) % 12 < 4;
      if (!spread && !ALWAYS[stationId]?.includes(category.key)) continue;
      const kind = KINDS[category.key];
      const n = places.length + 1;
      places.push({
        id: `p${n}`,
        name: `${kind.name} ${town}`,
        categories:
          category.key === 'maintenanceServicing' && index % 4 === 0
            ? [category.id, categoryId('railRelatedService')]
            : [category.id],
        lat: Math.round((station.lat + (((category.id * 37) % 11) - 5) * 0.002) * 1e5) / 1e5,
        lng: Math.round((station.lng + (((category.id * 53) % 11) - 5) * 0.003) * 1e5) / 1e5,
        contact: {
          street: `Bahnhofstraße ${(n % 90) + 1}`,
          postcode: null,
          city: town,
          country,
          phone: phoneOf(n, country),
          website: n % 3 === 0 ? null : `https://example.org/railation/${stationId}/${category.key}`,
        },
        imgUrl: null,
        description: { title: `${kind.name} ${town}`, blocks: describe(kind, town, station) },
        ship: null,
        voyage: null,
        demo: true,
      });
    }
  }
  return places;
};

const SHIP_NAMES: Record<WaterwayKey, readonly string[]> = {
  rhine: [
    'Rheinfels',
    'Lorelei',
    'Drachenfels',
    'Pfalzgraf',
    'Niederwald',
    'Siebengebirge',
    'Mäuseturm',
    'Ehrenfels',
    'Katz',
    'Marksburg',
    'Stolzenfels',
    'Rheinstein',
  ],
  elbe: [
    'Elbsandstein',
    'Bastei',
    'Lilienstein',
    'Magdeburger Börde',
    'Altmark',
    'Wendland',
    'Vierlande',
    'Lühe',
  ],
  kielCanal: ['Rendsburg', 'Holtenau', 'Brunsbüttel', 'Grünental'],
};

const shipsOnWaterways = (): PlaceRecord[] => {
  const ships: PlaceRecord[] = [];
  for (const [key, names] of Object.entries(SHIP_NAMES) as [WaterwayKey, readonly string[]][]) {
    const waterway = WATERWAYS[key];
    const length = waterwayLengthKm(waterway);
    for (const [i, name] of names.entries()) {
      const n = ships.length + 1;
      const speedKn = 7 + ((n * 3) % 6);
      const first = waterway.points[0];
      ships.push({
        id: `s${n}`,
        name: `MS ${name}`,
        categories: [SHIPS_CATEGORY_ID],
        lat: first[1],
        lng: first[2],
        contact: { street: null, postcode: null, city: null, country: null, phone: null, website: null },
        imgUrl: null,
        description: {
          title: waterway.name,
          blocks: [
            {
              type: 'paragraph',
              text: `Binnenschiff auf ${key === 'elbe' ? 'der' : 'dem'} ${waterway.name}. Demo-Eintrag: simulierte Fahrt.`,
            },
          ],
        },
        ship: { destination: null, heading: null, length: 80 + ((n * 17) % 56), sog: speedKn, eta: null },
        voyage: { waterway: key, speedKn, startKm: Math.round(((i + 0.5) / names.length) * 2 * length) },
        demo: true,
      });
    }
  }
  return ships;
};

/** The demo directory: places at the stations, then the ships. */
export const demoRailationPlaces = (): PlaceRecord[] => [...placesAtStations(), ...shipsOnWaterways()];
