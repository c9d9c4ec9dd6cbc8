import { ParseResult, Schema } from 'effect';
import { VehicleStatus } from './fleet.contract';

/**
 * Machine-status codes (spec 000 §4 "The reporting status values read", spec 001 §9): off 1,
 * equipped 2 (systems on, engine off: our `standby`), standing with motor on 3 (our `idle`),
 * driving 4. The API names statuses by their names; where a call carries a status it also takes the
 * code, and where an answer carries one it gives the code beside the name.
 */
export const MACHINE_STATUS_CODES = {
  off: 1,
  standby: 2,
  idle: 3,
  driving: 4,
} as const satisfies Readonly<Record<VehicleStatus, number>>;

export const MachineStatusCode = Schema.Literal(1, 2, 3, 4).annotations({
  identifier: 'MachineStatusCode',
  description: 'off 1, equipped (standby) 2, standing with motor on (idle) 3, driving 4',
});
export type MachineStatusCode = typeof MachineStatusCode.Type;

const NAME_BY_CODE: Readonly<Record<MachineStatusCode, VehicleStatus>> = {
  1: 'off',
  2: 'standby',
  3: 'idle',
  4: 'driving',
};

/** The code of a status name. */
export const machineStatusCodeOf = (status: VehicleStatus): MachineStatusCode => MACHINE_STATUS_CODES[status];

/** The status a code stands for; null for anything that is no code (0, 5, 2.5, '2', null). */
export const machineStatusOfCode = (code: unknown): VehicleStatus | null =>
  typeof code === 'number' && Object.hasOwn(NAME_BY_CODE, code)
    ? NAME_BY_CODE[code as MachineStatusCode]
    : null;

/**
 * The metric that counts the hours of one status (reports and exports): 2 standByHours, 3 idleHours,
 * 4 drivingHours. Off (1) has no hours metric; the other metrics (equipped, working, mileage, ...)
 * count more than one status or none.
 */
export const STATUS_HOURS_METRICS = {
  2: 'standByHours',
  3: 'idleHours',
  4: 'drivingHours',
} as const satisfies Partial<Record<MachineStatusCode, string>>;
export type StatusHoursMetric = (typeof STATUS_HOURS_METRICS)[keyof typeof STATUS_HOURS_METRICS];

/** The status code a metric counts the hours of, or null (a metric of several statuses or none). */
export const statusCodeOfMetric = (metric: string): MachineStatusCode | null => {
  for (const [code, name] of Object.entries(STATUS_HOURS_METRICS)) {
    if (name === metric) return Number(code) as MachineStatusCode;
  }
  return null;
};

/** A code written in a query string: one digit. */
const CodeDigits = Schema.Literal('1', '2', '3', '4');

/**
 * A status given by name or by code (a number in JSON, its digit in a query); decodes to the name,
 * encodes as the name.
 */
export const MachineStatusInput = Schema.transformOrFail(
  Schema.Union(VehicleStatus, MachineStatusCode, CodeDigits),
  VehicleStatus,
  {
    strict: true,
    decode: (input, _options, ast) => {
      const status =
        typeof input === 'number'
          ? machineStatusOfCode(input)
          : /^\d$/.test(input)
            ? machineStatusOfCode(Number(input))
            : (input as VehicleStatus);
      return status === null
        ? ParseResult.fail(new ParseResult.Type(ast, input, 'a machine status name or code 1 to 4'))
        : ParseResult.succeed(status);
    },
    encode: (status) => ParseResult.succeed(status),
  },
).annotations({ identifier: 'MachineStatusInput' });

/**
 * A metric named by its name or, for the hours of one machine status, by that status's code (spec 000
 * §4): '2' standByHours, '3' idleHours, '4' drivingHours. Decodes to the name; encodes as the name.
 */
export const metricOrStatusCode = <M extends string>(metric: Schema.Schema<M>) =>
  Schema.transformOrFail(Schema.Union(metric, Schema.Literal('2', '3', '4')), metric, {
    strict: true,
    decode: (input: string, _options, ast) => {
      const code = Number(input) as 2 | 3 | 4;
      const named: string = /^[234]$/.test(input) ? STATUS_HOURS_METRICS[code] : input;
      return Schema.is(metric)(named)
        ? ParseResult.succeed(named)
        : ParseResult.fail(new ParseResult.Type(ast, input, 'a metric name or a status code 2 to 4'));
    },
    encode: (name) => ParseResult.succeed(name),
  });

/** The status code beside a metric: the status whose hours it counts, null for the other metrics. */
export const MetricStatusCode = Schema.NullOr(MachineStatusCode).annotations({
  description: 'The machine status whose hours the metric counts (2, 3, 4), null for other metrics.',
});

/**
 * The status codes of the hours metrics an answer carries side by side (the pie, an export by vehicle):
 * standByHours 2, idleHours 3, drivingHours 4 (spec 000 §4).
 */
export const STATUS_HOURS_CODES = {
  standByHours: 2,
  idleHours: 3,
  drivingHours: 4,
} as const satisfies Readonly<Record<StatusHoursMetric, MachineStatusCode>>;
export const StatusHoursCodes = Schema.Struct({
  standByHours: Schema.Literal(2),
  idleHours: Schema.Literal(3),
  drivingHours: Schema.Literal(4),
}).annotations({
  identifier: 'StatusHoursCodes',
  description: 'The machine status whose hours each of these metrics counts: standby 2, idle 3, driving 4.',
});
