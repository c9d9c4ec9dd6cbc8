import { Either, Schema } from 'effect';
import { issuesOf } from '../../../api/contract/decode-issues';
import {
  CreateEntryInput,
  UpdateEntryInput,
  type Defects,
  type LogbookEntry,
  type Stoppage,
} from '../../../api/contract/logbook-entry.contract';
import { LogbookRule } from '../../../api/contract/logbook-limits';
import { finalizeIssues, futureTimeIssues, type RuleEntry } from '../../../api/contract/logbook-rules';
import type { EntryForm, FormIssue, FormSection, IssueMessage } from './entry-form.types';

/**
 * The logbook form's conversions and checks (spec 001 §3, §5): an empty form, a form from a stored
 * entry, the payloads of create and update (the Sending rules), and every problem of a form, found with
 * the contract's own input schemas and rules, so client and server agree on every limit.
 */

const EMPTY_STOPPAGE: EntryForm['stoppage'] = {
  startTimestamp: '',
  endTimestamp: '',
  vehicleLocation: '',
  trainNumber: '',
  trainWeight_t: '',
  state: '',
  lastOperationMode: '',
  wasAuxiliaryVehicleUsed: null,
  errorCodesDescription: '',
  description: '',
  measuresDescription: '',
  remarks: '',
  affectedComponents: [],
};

/** A new entry of `vehicleId`, its reference time `nowIso`. */
export const emptyForm = (vehicleId: number | null, nowIso: string): EntryForm => ({
  header: { vehicleIdRef: vehicleId, referenceTimestamp: nowIso, referenceLocation: '', remarks: '' },
  vehicleState: {
    hydraulicsState: '',
    vehicleOperatingHours_h: '',
    mileage_km: '',
    fuelFillingLevel_l: '',
    fuelAdded_l: '',
    sandState: '',
    isSandAdded: null,
    motorOilState: '',
    motorOilAdded_l: '',
  },
  inspections: {
    inspectionPerformedTimestamp_A1: '',
    inspectionPerformedTimestamp_V1: '',
    inspectionPerformedTimestamp_V3: '',
    inspectionPerformedTimestamp_F1: '',
    selectedV: '',
  },
  hasDefects: false,
  defects: { description: '', measuresDescription: '', state: '' },
  hasStoppage: false,
  stoppage: EMPTY_STOPPAGE,
});

const text = (value: string | null | undefined): string => value ?? '';
const digits = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** The defects section of a form from stored defects (also the carry-over of spec 001 §4). */
export const defectsForm = (defects: Defects): EntryForm['defects'] => ({
  description: defects.description,
  measuresDescription: text(defects.measuresDescription),
  state: defects.state,
});

const stoppageForm = (s: Stoppage): EntryForm['stoppage'] => ({
  startTimestamp: s.startTimestamp,
  endTimestamp: text(s.endTimestamp),
  vehicleLocation: s.vehicleLocation,
  trainNumber: text(s.trainNumber),
  trainWeight_t: digits(s.trainWeight_t),
  state: s.state ?? '',
  lastOperationMode: s.lastOperationMode ?? '',
  wasAuxiliaryVehicleUsed: s.wasAuxiliaryVehicleUsed,
  errorCodesDescription: text(s.errorCodesDescription),
  description: s.description,
  measuresDescription: text(s.measuresDescription),
  remarks: text(s.remarks),
  affectedComponents: s.affectedComponents,
});

/** The form of a stored entry. */
export const formFromEntry = (entry: LogbookEntry): EntryForm => {
  const { header, vehicleState: v, inspections: i } = entry;
  return {
    header: {
      vehicleIdRef: header.vehicleIdRef,
      referenceTimestamp: header.referenceTimestamp,
      referenceLocation: text(header.referenceLocation),
      remarks: text(header.remarks),
    },
    vehicleState: {
      hydraulicsState: v.hydraulicsState ?? '',
      vehicleOperatingHours_h: digits(v.vehicleOperatingHours_h),
      mileage_km: digits(v.mileage_km),
      fuelFillingLevel_l: digits(v.fuelFillingLevel_l),
      fuelAdded_l: digits(v.fuelAdded_l),
      sandState: v.sandState ?? '',
      isSandAdded: v.isSandAdded,
      motorOilState: v.motorOilState ?? '',
      motorOilAdded_l: digits(v.motorOilAdded_l),
    },
    inspections: {
      inspectionPerformedTimestamp_A1: text(i.inspectionPerformedTimestamp_A1),
      inspectionPerformedTimestamp_V1: text(i.inspectionPerformedTimestamp_V1),
      inspectionPerformedTimestamp_V3: text(i.inspectionPerformedTimestamp_V3),
      inspectionPerformedTimestamp_F1: text(i.inspectionPerformedTimestamp_F1),
      selectedV: i.selectedV ?? '',
    },
    hasDefects: entry.defects !== null,
    defects: entry.defects
      ? defectsForm(entry.defects)
      : { description: '', measuresDescription: '', state: '' },
    hasStoppage: entry.stoppage !== null,
    stoppage: entry.stoppage ? stoppageForm(entry.stoppage) : EMPTY_STOPPAGE,
  };
};

/**
 * The dependent fields a change clears (spec 001 §4, §5): the stoppage end time unless the stoppage is
 * resolved; sand added and motor oil added unless their state is not_ok.
 */
export const normalizeForm = (form: EntryForm): EntryForm => ({
  ...form,
  vehicleState: {
    ...form.vehicleState,
    isSandAdded: form.vehicleState.sandState === 'not_ok' ? form.vehicleState.isSandAdded : null,
    motorOilAdded_l: form.vehicleState.motorOilState === 'not_ok' ? form.vehicleState.motorOilAdded_l : '',
  },
  stoppage: {
    ...form.stoppage,
    endTimestamp: form.stoppage.state === 'resolved' ? form.stoppage.endTimestamp : '',
  },
});

/** A numeric string as a number: '' is null; anything else `Number` (the schema refuses NaN). */
export const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
/** A time as an ISO string (null when empty; an unreadable one stays as typed, for the schema to name). */
export const toIso = (value: string): string | null => {
  if (value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : value;
};

const withoutNulls = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null)) as Partial<T>;

/** The sections every save sends (spec 001 §5 Sending rules). */
const sections = (form: EntryForm) => {
  const f = normalizeForm(form);
  const v = f.vehicleState;
  const i = f.inspections;
  const s = f.stoppage;
  return {
    // Null vehicleState fields are removed.
    vehicleState: withoutNulls({
      hydraulicsState: orNull(v.hydraulicsState),
      vehicleOperatingHours_h: toNumber(v.vehicleOperatingHours_h),
      mileage_km: toNumber(v.mileage_km),
      fuelFillingLevel_l: toNumber(v.fuelFillingLevel_l),
      fuelAdded_l: toNumber(v.fuelAdded_l),
      sandState: orNull(v.sandState),
      isSandAdded: v.isSandAdded,
      motorOilState: orNull(v.motorOilState),
      motorOilAdded_l: toNumber(v.motorOilAdded_l),
    }),
    // The V1/V3 time that is not selected becomes null.
    inspections: {
      inspectionPerformedTimestamp_A1: toIso(i.inspectionPerformedTimestamp_A1),
      inspectionPerformedTimestamp_V1: i.selectedV === 'V1' ? toIso(i.inspectionPerformedTimestamp_V1) : null,
      inspectionPerformedTimestamp_V3: i.selectedV === 'V3' ? toIso(i.inspectionPerformedTimestamp_V3) : null,
      inspectionPerformedTimestamp_F1: toIso(i.inspectionPerformedTimestamp_F1),
      selectedV: orNull(i.selectedV),
    },
    defects: f.hasDefects
      ? {
          description: f.defects.description,
          measuresDescription: orNull(f.defects.measuresDescription),
          state: f.defects.state,
        }
      : null,
    stoppage: f.hasStoppage
      ? {
          startTimestamp: toIso(s.startTimestamp) ?? '',
          endTimestamp: toIso(s.endTimestamp),
          vehicleLocation: s.vehicleLocation,
          trainNumber: orNull(s.trainNumber),
          trainWeight_t: toNumber(s.trainWeight_t),
          state: orNull(s.state),
          lastOperationMode: orNull(s.lastOperationMode),
          wasAuxiliaryVehicleUsed: s.wasAuxiliaryVehicleUsed,
          errorCodesDescription: orNull(s.errorCodesDescription),
          description: s.description,
          measuresDescription: orNull(s.measuresDescription),
          remarks: orNull(s.remarks),
          affectedComponents: [...s.affectedComponents],
        }
      : null,
  };
};

/** The body of a create: the header keeps only vehicleIdRef, remarks, referenceTimestamp, referenceLocation. */
export const toCreatePayload = (form: EntryForm) => ({
  header: {
    vehicleIdRef: form.header.vehicleIdRef,
    remarks: orNull(form.header.remarks),
    referenceTimestamp: toIso(form.header.referenceTimestamp) ?? '',
    referenceLocation: orNull(form.header.referenceLocation),
  },
  ...sections(form),
});

/** The body of an update: the header keeps only remarks and referenceLocation. */
export const toUpdatePayload = (form: EntryForm) => ({
  header: {
    remarks: orNull(form.header.remarks),
    referenceLocation: orNull(form.header.referenceLocation),
  },
  ...sections(form),
});

const SECTIONS: readonly FormSection[] = ['header', 'vehicleState', 'inspections', 'defects', 'stoppage'];
const isSection = (value: unknown): value is FormSection => SECTIONS.includes(value as FormSection);

/** What a check needs besides the form. */
export interface CheckOptions {
  /** Update (the entry is on the server) or create. */
  readonly mode: 'create' | 'update';
  /** Finalising: the strict rules apply too. */
  readonly strict: boolean;
  /** The vehicle's last A1 before this entry (ISO), or null. */
  readonly lastA1: string | null;
  readonly nowMs: number;
}

const RULE_CODE = /^(required|integer|nonNegative|oneOf|invalidDate|future|mismatch|maxLength:\d+|max:\d+)$/;
/** A schema's own wording (a missing choice: `Expected "open", actual ""`) counts as required. */
const ruleOf = (message: string): string => (RULE_CODE.test(message) ? message : LogbookRule.required);

const decodeCreate = Schema.decodeUnknownEither(CreateEntryInput, { errors: 'all' });
const decodeUpdate = Schema.decodeUnknownEither(UpdateEntryInput, { errors: 'all' });

/**
 * Every problem of the form (spec 001 §5: all fields are checked together), one per field, in section
 * order: the contract's input schema, future times and, when finalising, the strict rules.
 */
export const formIssues = (form: EntryForm, options: CheckOptions): FormIssue[] => {
  const payload = options.mode === 'create' ? toCreatePayload(form) : toUpdatePayload(form);
  const decoded = options.mode === 'create' ? decodeCreate(payload) : decodeUpdate(payload);
  const found: FormIssue[] = Either.isLeft(decoded)
    ? issuesOf(decoded.left).flatMap(({ path, message }) => {
        const [section, field] = path;
        return isSection(section)
          ? [{ section, field: String(field ?? section), rule: ruleOf(message) }]
          : [];
      })
    : [];
  const ruleEntry = {
    ...payload,
    header: { ...payload.header, referenceTimestamp: toIso(form.header.referenceTimestamp) ?? '' },
  } as unknown as RuleEntry;
  found.push(...futureTimeIssues(ruleEntry, options.nowMs));
  if (options.strict) found.push(...finalizeIssues(ruleEntry, options.lastA1));
  const seen = new Set<string>();
  return found
    .filter((issue) => {
      const key = `${issue.section}.${issue.field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
};

/**
 * The `validation.*` key of a rule code; anything the client does not know (a schema's own wording)
 * falls back to the required message (spec 001 §5 "a default-required fallback").
 */
export const issueMessage = (rule: string): IssueMessage => {
  const [code, limit] = rule.split(':');
  const max = Number(limit);
  switch (code) {
    case 'maxLength':
      return { key: 'validation.maxLength', max };
    case 'max':
      return { key: 'validation.max', max };
    case LogbookRule.integer:
      return { key: 'validation.integer' };
    case LogbookRule.nonNegative:
      return { key: 'validation.nonNegative' };
    case LogbookRule.invalidDate:
      return { key: 'validation.invalidDate' };
    case LogbookRule.future:
      return { key: 'validation.future' };
    case LogbookRule.mismatch:
      return { key: 'validation.mismatch' };
    case LogbookRule.oneOf:
      return { key: 'validation.oneOf' };
    default:
      return { key: 'validation.required' };
  }
};

/** Whether the carried-over defects of the newest entry apply (spec 001 §4: both states open). */
export const carriesDefects = (newest: LogbookEntry | null): newest is LogbookEntry & { defects: Defects } =>
  newest !== null &&
  newest.defects !== null &&
  newest.defects.state === 'open' &&
  newest.header.entryState === 'open';
