import { describe, expect, it } from 'vitest';
import { completeForm, FIXTURE_NOW, invalidForm } from './entry.fixtures';
import {
  emptyForm,
  formIssues,
  issueMessage,
  normalizeForm,
  toCreatePayload,
  toUpdatePayload,
} from './entry-form.rules';

const check = (form = completeForm(), strict = false, lastA1: string | null = null) =>
  formIssues(form, { mode: 'create', strict, lastA1, nowMs: FIXTURE_NOW });

describe('entry form conversions (spec 001 §5 Sending rules)', () => {
  it('a create keeps vehicleIdRef, remarks, referenceTimestamp, referenceLocation in the header', () => {
    const payload = toCreatePayload(completeForm());
    expect(payload.header).toEqual({
      vehicleIdRef: 101,
      remarks: 'All fine',
      referenceTimestamp: completeForm().header.referenceTimestamp,
      referenceLocation: 'Mannheim Rbf',
    });
  });

  it('an update keeps only remarks and referenceLocation', () => {
    expect(toUpdatePayload(completeForm()).header).toEqual({
      remarks: 'All fine',
      referenceLocation: 'Mannheim Rbf',
    });
  });

  it('numeric strings become numbers; null vehicleState fields are removed', () => {
    const { vehicleState } = toCreatePayload(completeForm());
    expect(vehicleState).toEqual({
      hydraulicsState: 'ok',
      vehicleOperatingHours_h: 12040,
      mileage_km: 402113,
      fuelFillingLevel_l: 1800,
      fuelAdded_l: 400,
      sandState: 'not_ok',
      isSandAdded: true,
      motorOilState: 'ok',
    });
    expect(toCreatePayload(emptyForm(101, new Date(FIXTURE_NOW).toISOString())).vehicleState).toEqual({});
  });

  it('the V1/V3 time not selected becomes null; times are ISO', () => {
    const form = completeForm();
    const withBoth = {
      ...form,
      inspections: {
        ...form.inspections,
        inspectionPerformedTimestamp_V1: form.inspections.inspectionPerformedTimestamp_V3,
      },
    };
    const { inspections } = toCreatePayload(withBoth);
    expect(inspections.selectedV).toBe('V3');
    expect(inspections.inspectionPerformedTimestamp_V1).toBeNull();
    expect(inspections.inspectionPerformedTimestamp_V3).toBe(
      form.inspections.inspectionPerformedTimestamp_V3,
    );
  });

  it('defects and stoppage are null while their toggle is off, whatever they hold', () => {
    const form = {
      ...completeForm(),
      defects: { description: 'x', measuresDescription: '', state: 'open' as const },
    };
    expect(toCreatePayload(form).defects).toBeNull();
    expect(toCreatePayload({ ...form, hasDefects: true }).defects).toEqual({
      description: 'x',
      measuresDescription: null,
      state: 'open',
    });
    expect(toCreatePayload(form).stoppage).toBeNull();
  });

  it('the stoppage end time is cleared unless resolved; sand/oil added unless not_ok', () => {
    const form = completeForm();
    const changed = normalizeForm({
      ...form,
      vehicleState: { ...form.vehicleState, sandState: 'ok', motorOilAdded_l: '5' },
      stoppage: { ...form.stoppage, state: 'open', endTimestamp: '2026-11-22T08:00:00.000Z' },
    });
    expect(changed.vehicleState.isSandAdded).toBeNull();
    expect(changed.vehicleState.motorOilAdded_l).toBe('');
    expect(changed.stoppage.endTimestamp).toBe('');
  });
});

describe('entry form checks', () => {
  it('a complete form has no problems, strict included', () => {
    expect(check(completeForm(), true)).toEqual([]);
  });

  it('names every problem once, in section order, with its rule code', () => {
    expect(check(invalidForm())).toEqual([
      { section: 'vehicleState', field: 'mileage_km', rule: 'max:1000000' },
      { section: 'inspections', field: 'inspectionPerformedTimestamp_A1', rule: 'future' },
    ]);
  });

  it('the strict rules ask for what finalising needs; A1 only when required', () => {
    const empty = emptyForm(101, new Date(FIXTURE_NOW - 3_600_000).toISOString());
    const fields = check(empty, true, null).map((i) => `${i.section}.${i.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'header.referenceLocation',
        'vehicleState.mileage_km',
        'inspections.selectedV',
        'inspections.inspectionPerformedTimestamp_A1',
      ]),
    );
    const recentA1 = new Date(FIXTURE_NOW - 2 * 3_600_000).toISOString();
    expect(check(empty, true, recentA1).map((i) => i.field)).not.toContain('inspectionPerformedTimestamp_A1');
  });

  it('the defects section checks its required fields only while on', () => {
    const form = { ...completeForm(), hasDefects: true };
    expect(check(form).map((i) => `${i.section}.${i.field}:${i.rule}`)).toEqual([
      'defects.description:required',
      'defects.state:required',
    ]);
  });

  it('rule codes map to validation keys with a required fallback', () => {
    expect(issueMessage('maxLength:50')).toEqual({ key: 'validation.maxLength', max: 50 });
    expect(issueMessage('max:1000')).toEqual({ key: 'validation.max', max: 1000 });
    expect(issueMessage('future')).toEqual({ key: 'validation.future' });
    expect(issueMessage('Expected "ok" | "not_ok"')).toEqual({ key: 'validation.required' });
  });
});
