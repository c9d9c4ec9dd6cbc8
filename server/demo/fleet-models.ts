import { DEFAULT_FUEL_CONSUMPTION, type FuelConsumptionSettings } from '../../src/api/contract';

/** How the simulator moves a vehicle of this model (server/telemetry/simulator). */
export type DemoRole = 'shunter' | 'line' | 'crane';

/** What every vehicle of one model shares: datasheet values, fuel defaults, how it works. */
export interface DemoModel {
  /** VehicleInfo.model: 'Kran' for cranes (spec 000 §3). */
  readonly model: string;
  readonly type: string;
  /** 'electric' marks an electric locomotive (spec 000 §3). */
  readonly engine: 'diesel' | 'electric';
  readonly manufacturerName: string;
  readonly modelName: string;
  readonly minOperatingWeightKg: number;
  readonly role: DemoRole;
  readonly image: string;
  readonly fuelConsumption: FuelConsumptionSettings;
}

const IMAGE = {
  diesel: '/vehicles/diesel-locomotive.svg',
  electric: '/vehicles/electric-locomotive.svg',
  crane: '/vehicles/crane.svg',
} as const;

/** Litres per km (light/heavy) and per hour standing: typical figures of the class, not measured ones. */
const diesel = (
  longShare: number,
  short: readonly [number, number],
  long: readonly [number, number],
  standing: number,
): FuelConsumptionSettings => ({
  isActive: true,
  usageTypePercentage: longShare,
  shortDistance: { usagePercentage: 50, light: short[0], heavy: short[1] },
  longDistance: { usagePercentage: 50, light: long[0], heavy: long[1] },
  standingWithEngRunning: standing,
});

const dieselLoco = (
  model: string,
  manufacturerName: string,
  modelName: string,
  minOperatingWeightKg: number,
  role: DemoRole,
  fuelConsumption: FuelConsumptionSettings,
): DemoModel => ({
  model,
  type: role === 'shunter' ? 'Rangierlokomotive' : 'Streckenlokomotive',
  engine: 'diesel',
  manufacturerName,
  modelName,
  minOperatingWeightKg,
  role,
  image: IMAGE.diesel,
  fuelConsumption,
});

const electricLoco = (
  model: string,
  manufacturerName: string,
  modelName: string,
  minOperatingWeightKg: number,
): DemoModel => ({
  model,
  type: 'Elektrolokomotive',
  engine: 'electric',
  manufacturerName,
  modelName,
  minOperatingWeightKg,
  role: 'line',
  image: IMAGE.electric,
  // Electric locomotives burn no fuel: the panel stays off with the defaults of spec 000 §3.
  fuelConsumption: DEFAULT_FUEL_CONSUMPTION,
});

const crane = (modelName: string, minOperatingWeightKg: number): DemoModel => ({
  model: 'Kran',
  type: 'Eisenbahndrehkran',
  engine: 'diesel',
  manufacturerName: 'Kirow Ardelt GmbH',
  modelName,
  minOperatingWeightKg,
  role: 'crane',
  image: IMAGE.crane,
  fuelConsumption: { ...DEFAULT_FUEL_CONSUMPTION, isActive: true, standingWithEngRunning: 18 },
});

export const MODELS = {
  g6: dieselLoco(
    'G 6',
    'Vossloh Locomotives GmbH',
    'G 6',
    64_000,
    'shunter',
    diesel(20, [2.5, 4], [1.8, 3], 9),
  ),
  g12: dieselLoco(
    'G 12',
    'Vossloh Locomotives GmbH',
    'G 12',
    88_000,
    'line',
    diesel(40, [3, 5], [2.2, 3.8], 12),
  ),
  de18: dieselLoco(
    'DE 18',
    'Vossloh Locomotives GmbH',
    'DE 18',
    90_000,
    'line',
    diesel(60, [3.2, 5.2], [2.6, 4.4], 14),
  ),
  gravita10: dieselLoco(
    'Gravita 10 BB',
    'Voith Turbo Lokomotivtechnik GmbH',
    'Gravita 10 BB',
    80_000,
    'shunter',
    diesel(30, [2.8, 4.6], [2, 3.6], 11),
  ),
  g1206: dieselLoco(
    'G 1206',
    'MaK / Vossloh',
    'G 1206',
    87_300,
    'line',
    diesel(60, [3.4, 5.5], [2.8, 4.8], 15),
  ),
  vectron: electricLoco('Vectron', 'Siemens Mobility GmbH', 'Vectron AC', 90_000),
  traxx: electricLoco('TRAXX', 'Bombardier Transportation', 'TRAXX F140 AC2', 84_000),
  krc810: crane('KRC 810', 120_000),
  krc1200: crane('KRC 1200', 150_000),
  krc250: crane('KRC 250', 78_000),
} as const satisfies Record<string, DemoModel>;

export type DemoModelId = keyof typeof MODELS;
