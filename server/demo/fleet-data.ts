import type { NewVehicle } from '../fleet/vehicle-store';
import { DEMO_ORGANISATIONS } from './demo-accounts';
import { MODELS, type DemoModelId, type DemoRole } from './fleet-models';
import { CORRIDORS, type CorridorId } from './fleet-stations';

/** How the simulator runs a demo vehicle. */
export interface DemoSimulation {
  readonly role: DemoRole;
  readonly electric: boolean;
  readonly corridor: CorridorId;
  /** Index of the home station in the corridor: a shunter's yard, where a line locomotive starts. */
  readonly home: number;
  /** False for the few devices that report no position (lat/lng null). */
  readonly reportsPosition: boolean;
  /** Odometer on 1 January 2024, km. */
  readonly odometerKm: number;
}

/** A demo vehicle: what the fleet stores (with a stable id) and how it is simulated. */
export interface DemoVehicle extends NewVehicle {
  readonly id: number;
  readonly sim: DemoSimulation;
}

const NAME_PREFIX: Record<DemoModelId, string> = {
  g6: 'G 6',
  g12: 'G 12',
  de18: 'DE 18',
  gravita10: 'Gravita 10 BB',
  g1206: 'G 1206',
  vectron: 'Vectron',
  traxx: 'TRAXX',
  krc810: 'Kran KRC 810',
  krc1200: 'Kran KRC 1200',
  krc250: 'Kran KRC 250',
};

interface Row {
  readonly id: number;
  readonly model: DemoModelId;
  /** The running number shown in the name, e.g. '650 081'. */
  readonly number: string;
  readonly fabricNr: string;
  readonly year: number;
  readonly corridor: CorridorId;
  readonly home: number;
  readonly odometerKm: number;
  readonly noPosition?: true;
  /** No image URL: the client shows its default image (spec 000 §2 Vehicle list panel). */
  readonly noImage?: true;
}

const r = (
  id: number,
  model: DemoModelId,
  number: string,
  fabricNr: string,
  year: number,
  corridor: CorridorId,
  home: number,
  odometerKm: number,
  flags: { noPosition?: true; noImage?: true } = {},
): Row => ({ id, model, number, fabricNr, year, corridor, home, odometerKm, ...flags });

/** Nordbahn Logistik: northern and western Germany. Ids 101–140, content-service ids 4101–4140. */
const NORDBAHN_ROWS: readonly Row[] = [
  r(101, 'g6', '650 081', '5001753', 2010, 'hamburgHannover', 2, 61_200),
  r(102, 'g6', '650 084', '5001756', 2010, 'bremenHannover', 0, 58_900),
  r(103, 'g6', '650 090', '5001831', 2011, 'hamburgHannover', 6, 52_400),
  r(104, 'g6', '650 102', '5001907', 2012, 'ruhrKoeln', 0, 47_800, { noPosition: true }),
  r(105, 'g6', '650 113', '5502012', 2014, 'ruhrKoeln', 3, 39_100),
  r(106, 'g6', '650 117', '5502016', 2014, 'rhineValley', 0, 37_600),
  r(107, 'g6', '650 121', '5502240', 2017, 'berlinDresden', 3, 21_300, { noImage: true }),
  r(108, 'de18', '4185 011', '5502311', 2018, 'hamburgRuhr', 0, 412_000),
  r(109, 'de18', '4185 014', '5502314', 2018, 'ruhrKoeln', 5, 398_500),
  r(110, 'de18', '4185 019', '5502330', 2019, 'northSouth', 0, 341_700),
  r(111, 'de18', '4185 023', '5502377', 2020, 'berlinDresden', 0, 276_900),
  r(112, 'de18', '4185 027', '5502402', 2021, 'hamburgRostock', 0, 198_300),
  r(113, 'g12', '1273 004', '5001624', 2009, 'bremenHannover', 3, 702_100),
  r(114, 'g12', '1273 007', '5001627', 2009, 'hamburgRuhr', 5, 688_400),
  r(115, 'g12', '1273 012', '5001702', 2010, 'frankfurtNuernberg', 0, 645_900),
  r(116, 'g12', '1273 015', '5001705', 2010, 'hannoverBerlin', 0, 631_200),
  r(117, 'g12', '1273 021', '5001788', 2011, 'rhineValley', 4, 590_800),
  r(118, 'gravita10', '261 012', 'L04-10012', 2011, 'hamburgHannover', 0, 143_800),
  r(119, 'gravita10', '261 027', 'L04-10027', 2011, 'hannoverBerlin', 5, 139_600),
  r(120, 'gravita10', '261 044', 'L04-10044', 2012, 'hamburgRuhr', 4, 131_200),
  r(121, 'gravita10', '261 058', 'L04-10058', 2012, 'frankfurtNuernberg', 4, 126_700),
  r(122, 'gravita10', '261 071', 'L04-10071', 2013, 'northSouth', 2, 118_300),
  r(123, 'gravita10', '261 093', 'L04-10093', 2013, 'hamburgRostock', 4, 109_900),
  r(124, 'g1206', '1275 001', '1000823', 2000, 'hamburgHannover', 6, 1_104_500),
  r(125, 'g1206', '1275 018', '1000859', 2001, 'northSouth', 5, 1_062_300, { noPosition: true }),
  r(126, 'g1206', '1275 033', '1000887', 2003, 'rhineValley', 0, 987_600),
  r(127, 'g1206', '1275 046', '5001512', 2006, 'frankfurtNuernberg', 2, 874_200),
  r(128, 'g1206', '1275 052', '5001538', 2007, 'berlinDresden', 5, 851_000, { noImage: true }),
  r(129, 'vectron', '193 312', '22012', 2015, 'hamburgHannover', 0, 1_315_000),
  r(130, 'vectron', '193 318', '22018', 2015, 'northSouth', 0, 1_288_400),
  r(131, 'vectron', '193 361', '22161', 2017, 'hannoverBerlin', 0, 1_046_900),
  r(132, 'vectron', '193 392', '22292', 2018, 'rhineValley', 0, 934_700),
  r(133, 'vectron', '193 555', '22455', 2019, 'hamburgRuhr', 2, 802_300),
  r(134, 'traxx', '187 112', '35112', 2013, 'frankfurtNuernberg', 0, 1_402_800),
  r(135, 'traxx', '187 138', '35138', 2014, 'ruhrKoeln', 0, 1_377_100),
  r(136, 'traxx', '186 254', '34512', 2009, 'hamburgHannover', 3, 1_689_500),
  r(137, 'traxx', '186 272', '34530', 2010, 'berlinDresden', 2, 1_642_000),
  r(138, 'krc810', '9471 002', 'KRC810-0902', 2012, 'hamburgHannover', 4, 18_400),
  r(139, 'krc1200', '9471 104', 'KRC1200-1104', 2016, 'northSouth', 2, 12_900),
  r(140, 'krc250', '9471 211', 'KRC250-0211', 2019, 'ruhrKoeln', 3, 6_700),
];

/** Alpen Rail Service: southern Germany, Austria, Switzerland. Ids 201–215, content-service ids 4201–4215. */
const ALPEN_ROWS: readonly Row[] = [
  r(201, 'vectron', '1293 018', '22318', 2018, 'westbahn', 0, 842_600),
  r(202, 'vectron', '1293 041', '22341', 2019, 'brenner', 0, 781_300),
  r(203, 'vectron', '193 520', '22420', 2019, 'gotthard', 0, 764_900),
  r(204, 'traxx', '185 524', '34712', 2011, 'upperRhine', 0, 1_512_700),
  r(205, 'traxx', '185 566', '34754', 2012, 'filsbahn', 0, 1_466_000),
  r(206, 'g6', '650 203', '5502288', 2018, 'filsbahn', 3, 19_800),
  r(207, 'g6', '650 211', '5502296', 2018, 'baselZuerich', 0, 18_600),
  r(208, 'gravita10', '261 102', 'L04-10102', 2013, 'danube', 2, 104_300, { noPosition: true }),
  r(209, 'gravita10', '261 107', 'L04-10107', 2013, 'westbahn', 3, 101_900),
  r(210, 'de18', '4185 031', '5502451', 2021, 'upperRhine', 4, 187_400),
  r(211, 'de18', '4185 036', '5502456', 2022, 'danube', 0, 142_600),
  r(212, 'g1206', '1275 061', '5001590', 2008, 'brenner', 4, 822_900),
  r(213, 'krc810', '9471 006', 'KRC810-0906', 2013, 'gotthard', 3, 16_100),
  r(214, 'krc1200', '9471 109', 'KRC1200-1109', 2017, 'westbahn', 4, 10_400),
  r(215, 'krc250', '9471 215', 'KRC250-0215', 2020, 'brenner', 3, 5_200),
];

const toVehicle = (organisationId: string, row: Row): DemoVehicle => {
  const model = MODELS[row.model];
  const stations = CORRIDORS[row.corridor].stations.length;
  return {
    id: row.id,
    organisationId,
    wpId: 4000 + row.id,
    name: `${NAME_PREFIX[row.model]} – ${row.number}`,
    image: row.noImage ? null : model.image,
    model: model.model,
    type: model.type,
    engine: model.engine,
    fabricNr: row.fabricNr,
    datasheet: {
      manufacturerName: model.manufacturerName,
      modelName: model.modelName,
      fabricNumber: row.fabricNr,
      constructionYear: row.year,
      minOperatingWeightKg: model.minOperatingWeightKg,
    },
    fuelConsumption: model.fuelConsumption,
    sim: {
      role: model.role,
      electric: model.engine === 'electric',
      corridor: row.corridor,
      home: Math.min(row.home, stations - 1),
      reportsPosition: row.noPosition !== true,
      odometerKm: row.odometerKm,
    },
  };
};

const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];

/** The whole demo fleet: 40 vehicles of Nordbahn Logistik, 15 of Alpen Rail Service. */
export const DEMO_FLEET: readonly DemoVehicle[] = [
  ...NORDBAHN_ROWS.map((row) => toVehicle(NORDBAHN, row)),
  ...ALPEN_ROWS.map((row) => toVehicle(ALPEN, row)),
];

/**
 * The guest's limited-access windows (spec 000 §1), relative to the day the fleet is seeded:
 * `start`/`end` are days from that day (negative: in the past), null is open on that side.
 */
export const GUEST_WINDOWS: readonly { vehicleId: number; start: number | null; end: number | null }[] = [
  { vehicleId: 201, start: -30, end: null },
  { vehicleId: 203, start: -40, end: -10 },
  { vehicleId: 206, start: -60, end: 30 },
  { vehicleId: 210, start: -7, end: null },
  { vehicleId: 213, start: null, end: -20 },
];

export const GUEST_ACCOUNT_NAME = 'guest';
