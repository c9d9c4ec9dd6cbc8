import type { Defects, Inspections, Stoppage, VehicleState } from '../../src/api/contract';

/** A deterministic pseudo-random source (mulberry32): the same demo logbook on every start. */
export const randomSource = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
};
export type RandomSource = ReturnType<typeof randomSource>;

/** A UUID made from a number, so demo ids are stable across starts. */
export const demoUuid = (kind: number, n: number): string =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const LOCATIONS = [
  'Hamburg-Billwerder',
  'Maschen Rbf',
  'Hannover-Linden',
  'Bremen Rbf',
  'Köln Eifeltor',
  'Duisburg Ruhrort',
  'Seelze',
  'Berlin-Lichtenberg',
];
const ALPEN_LOCATIONS = ['München Nord', 'Salzburg Gnigl', 'Basel SBB RB', 'Kufstein', 'Villach Süd'];

const DEFECTS = [
  ['Bremsdruck fällt im Stand langsam ab.', 'Leitung abgedichtet, Nachkontrolle geplant.'],
  ['Funkfernsteuerung verliert sporadisch die Verbindung.', 'Antenne getauscht.'],
  ['Kühlwasserstand unter Minimum.', 'Kühlmittel nachgefüllt.'],
  ['Sandstreuer links ohne Funktion.', null],
  ['Scheibenwischer Führerstand 2 defekt.', 'Wischerblatt ersetzt.'],
  ['PZB-Störmeldung bei Fahrtbeginn.', 'Neustart, Fehler nicht reproduzierbar.'],
  ['Ölspuren am Getriebe.', null],
] as const;

const STOPPAGES = [
  ['Lok bleibt nach Halt nicht startbar.', 'Batterie nachgeladen, Start erfolgreich.', ['battery', 'engine']],
  [
    'Druckluftverlust an der Hauptluftleitung.',
    'Schlauchkupplung getauscht.',
    ['brakes_and_air_pressure_system'],
  ],
  ['Motor geht unter Last aus.', 'Kraftstofffilter gewechselt.', ['fuel_system', 'engine']],
] as const;

export interface DemoVehicleTrack {
  mileage: number;
  hours: number;
  fuel: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One entry's sections, plausible for the vehicle's running totals. */
export const demoSections = (
  r: RandomSource,
  track: DemoVehicleTrack,
  referenceMs: number,
  alpen: boolean,
  finalised: boolean,
): {
  vehicleState: VehicleState;
  inspections: Inspections;
  defects: Defects | null;
  stoppage: Stoppage | null;
  location: string | null;
  remarks: string | null;
} => {
  track.mileage += r.int(20, 240);
  track.hours += r.int(2, 14);
  const fuelAdded = r.chance(0.3) ? r.int(500, 2000) : 0;
  track.fuel = Math.min(5000, Math.max(400, track.fuel - r.int(100, 600) + fuelAdded));
  const sandNotOk = r.chance(0.08);
  const oilNotOk = r.chance(0.06);
  const vehicleState: VehicleState = {
    hydraulicsState: r.chance(0.95) ? 'ok' : 'not_ok',
    vehicleOperatingHours_h: track.hours,
    mileage_km: Math.min(track.mileage, 1_000_000),
    fuelFillingLevel_l: track.fuel,
    fuelAdded_l: fuelAdded,
    sandState: sandNotOk ? 'not_ok' : 'ok',
    isSandAdded: sandNotOk ? r.chance(0.7) : null,
    motorOilState: oilNotOk ? 'not_ok' : 'ok',
    motorOilAdded_l: oilNotOk ? r.int(2, 12) : null,
  };
  const v3 = r.chance(0.2);
  const inspections: Inspections = {
    inspectionPerformedTimestamp_A1: iso(referenceMs - r.int(10, 50) * 60_000),
    inspectionPerformedTimestamp_V1: v3 ? null : iso(referenceMs - r.int(5, 40) * 60_000),
    inspectionPerformedTimestamp_V3: v3 ? iso(referenceMs - r.int(60, 180) * 60_000) : null,
    inspectionPerformedTimestamp_F1: r.chance(0.3) ? iso(referenceMs - r.int(1, 5) * 60_000) : null,
    selectedV: v3 ? 'V3' : 'V1',
  };
  const defect = r.chance(0.16) ? r.pick(DEFECTS) : null;
  const defects: Defects | null = defect && {
    description: defect[0],
    measuresDescription: defect[1],
    state: 'open',
  };
  const stop = r.chance(0.06) ? r.pick(STOPPAGES) : null;
  const resolvedStop = stop !== null && (finalised || r.chance(0.5));
  const stoppage: Stoppage | null = stop && {
    startTimestamp: iso(referenceMs - r.int(60, 240) * 60_000),
    endTimestamp: resolvedStop ? iso(referenceMs - r.int(5, 55) * 60_000) : null,
    vehicleLocation: r.pick(alpen ? ALPEN_LOCATIONS : LOCATIONS),
    trainNumber: `GC ${r.int(40000, 69999)}`,
    trainWeight_t: r.int(800, 2400),
    state: resolvedStop ? 'resolved' : 'open',
    lastOperationMode: r.chance(0.5) ? 'manual' : 'remote_control',
    wasAuxiliaryVehicleUsed: r.chance(0.2),
    errorCodesDescription: r.chance(0.5) ? `E${r.int(100, 999)}` : null,
    description: stop[0],
    measuresDescription: stop[1],
    remarks: null,
    affectedComponents: [...stop[2]],
  };
  return {
    vehicleState,
    inspections,
    defects,
    stoppage,
    location: r.pick(alpen ? ALPEN_LOCATIONS : LOCATIONS),
    remarks: r.chance(0.2)
      ? r.pick(['Alles in Ordnung.', 'Schicht ohne Besonderheiten.', 'Rangierdienst.'])
      : null,
  };
};
