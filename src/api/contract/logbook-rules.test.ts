import { Either, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { issuesOf } from './decode-issues';
import { CreateEntryInput, CreateCommentInput } from './logbook-entry.contract';
import { allOf, idsClause, statusClause, vehicleClause } from './logbook-filter';
import { finalizeIssues, futureTimeIssues, isA1Required, type RuleEntry } from './logbook-rules';

const T0 = '2026-11-20T08:00:00.000Z';
const hoursLater = (h: number) => new Date(Date.parse(T0) + h * 3_600_000).toISOString();

const complete: RuleEntry = {
  header: { referenceTimestamp: T0, referenceLocation: 'Innsbruck Hbf' },
  vehicleState: {
    hydraulicsState: 'ok',
    vehicleOperatingHours_h: 1200,
    mileage_km: 34_000,
    fuelFillingLevel_l: 800,
    fuelAdded_l: 0,
    sandState: 'ok',
    motorOilState: 'ok',
  },
  inspections: {
    selectedV: 'V1',
    inspectionPerformedTimestamp_V1: T0,
    inspectionPerformedTimestamp_A1: T0,
  },
};

const decode = (input: unknown) =>
  Schema.decodeUnknownEither(CreateEntryInput, { errors: 'all', onExcessProperty: 'error' })(input);
const problems = (input: unknown) => {
  const result = decode(input);
  return Either.isLeft(result) ? issuesOf(result.left).map((i) => `${i.path.join('.')} ${i.message}`) : [];
};
const minimal = { header: { vehicleIdRef: 5, referenceTimestamp: T0 }, vehicleState: {}, inspections: {} };

describe('A1 requirement (spec 001 §5: 24 h after the last A1, or never recorded)', () => {
  it('is required without an earlier A1', () => expect(isA1Required(T0, null)).toBe(true));
  it('is not required 23 h 59 min after the last', () =>
    expect(isA1Required(new Date(Date.parse(T0) + 24 * 3_600_000 - 60_000).toISOString(), T0)).toBe(false));
  it('is required exactly 24 h after the last', () => expect(isA1Required(hoursLater(24), T0)).toBe(true));
});

describe('strict finalise rules', () => {
  it('pass for a complete entry', () => expect(finalizeIssues(complete, null)).toEqual([]));

  it('name every missing field as section and field', () => {
    const bare: RuleEntry = { header: { referenceTimestamp: T0 }, vehicleState: {}, inspections: {} };
    expect(finalizeIssues(bare, hoursLater(-1)).map((i) => `${i.section}.${i.field}:${i.rule}`)).toEqual([
      'header.referenceLocation:required',
      'vehicleState.fuelAdded_l:required',
      'vehicleState.fuelFillingLevel_l:required',
      'vehicleState.hydraulicsState:required',
      'vehicleState.sandState:required',
      'vehicleState.motorOilState:required',
      'vehicleState.mileage_km:required',
      'vehicleState.vehicleOperatingHours_h:required',
      'inspections.selectedV:required',
    ]);
  });

  it('need the time of the selected V inspection and the A1 time when A1 is due', () => {
    const entry: RuleEntry = {
      ...complete,
      inspections: { selectedV: 'V3', inspectionPerformedTimestamp_V1: T0 },
    };
    expect(finalizeIssues(entry, hoursLater(-30)).map((i) => i.field)).toEqual([
      'inspectionPerformedTimestamp_V3',
      'inspectionPerformedTimestamp_A1',
    ]);
    expect(finalizeIssues(entry, hoursLater(-2)).map((i) => i.field)).toEqual([
      'inspectionPerformedTimestamp_V3',
    ]);
  });

  it('need state, last operation mode and auxiliary flag of a stoppage', () => {
    const entry: RuleEntry = { ...complete, stoppage: { startTimestamp: T0 } };
    expect(finalizeIssues(entry, null).map((i) => `${i.section}.${i.field}`)).toEqual([
      'stoppage.state',
      'stoppage.lastOperationMode',
      'stoppage.wasAuxiliaryVehicleUsed',
    ]);
  });
});

describe('future times', () => {
  it('refuse inspection and stoppage times after now (5 min of clock skew allowed)', () => {
    const entry: RuleEntry = {
      ...complete,
      inspections: { inspectionPerformedTimestamp_F1: hoursLater(1), inspectionPerformedTimestamp_A1: T0 },
      stoppage: { startTimestamp: hoursLater(0.05), endTimestamp: hoursLater(2) },
    };
    expect(futureTimeIssues(entry, Date.parse(T0)).map((i) => `${i.section}.${i.field}`)).toEqual([
      'inspections.inspectionPerformedTimestamp_F1',
      'stoppage.endTimestamp',
    ]);
  });
});

describe('entry schema (one definition of the limits)', () => {
  it('accepts a minimal entry', () =>
    expect(problems({ ...minimal, defects: null, stoppage: null })).toEqual([]));

  it('reports every field problem at once, one rule code per field', () => {
    expect(
      problems({
        header: { vehicleIdRef: 5, referenceTimestamp: 'yesterday', referenceLocation: 'x'.repeat(51) },
        vehicleState: { mileage_km: 1_000_001, fuelAdded_l: 1.5, motorOilAdded_l: -1 },
        inspections: {},
        defects: { description: '  ', state: 'open' },
        stoppage: null,
      }),
    ).toEqual([
      'header.referenceTimestamp invalidDate',
      'header.referenceLocation maxLength:50',
      'vehicleState.mileage_km max:1000000',
      'vehicleState.fuelAdded_l integer',
      'vehicleState.motorOilAdded_l nonNegative',
      'defects.description required',
    ]);
  });

  it('requires isSandAdded and motorOilAdded_l when their state is not_ok', () => {
    expect(
      problems({
        ...minimal,
        vehicleState: { sandState: 'not_ok', motorOilState: 'not_ok' },
        defects: null,
        stoppage: null,
      }),
    ).toEqual(['vehicleState.isSandAdded required', 'vehicleState.motorOilAdded_l required']);
  });

  it('requires a stoppage end time when resolved, not before its start', () => {
    const stoppage = { startTimestamp: T0, vehicleLocation: 'Wörgl', description: 'Pantograph' };
    expect(problems({ ...minimal, defects: null, stoppage: { ...stoppage, state: 'resolved' } })).toEqual([
      'stoppage.endTimestamp required',
    ]);
    expect(
      problems({ ...minimal, defects: null, stoppage: { ...stoppage, endTimestamp: hoursLater(-1) } }),
    ).toEqual(['stoppage.endTimestamp mismatch']);
  });

  it('refuses resolve-all-prior-defects unless the new state is resolved', () => {
    const result = Schema.decodeUnknownEither(CreateCommentInput)({
      signatureImage: 'iVBORw0KGgo=',
      newEntryState: 'open',
      resolveAllPriorDefects: true,
    });
    expect(Either.isLeft(result) && issuesOf(result.left).map((i) => i.path.join('.'))).toEqual([
      'resolveAllPriorDefects',
    ]);
  });
});

describe('filter builders', () => {
  it('write the clauses the server parses', () => {
    expect(allOf(vehicleClause(203), statusClause('created'), null, '')).toBe(
      "vehicleIdRef eq 203 and status eq 'created'",
    );
    expect(allOf(vehicleClause(null), idsClause('exclude', ['a', 'b']))).toBe(
      "vehicleIdRef ne null and logbookEntryId not in ('a','b')",
    );
    expect(idsClause('include', ['a'])).toBe("logbookEntryId in ('a')");
  });
});
