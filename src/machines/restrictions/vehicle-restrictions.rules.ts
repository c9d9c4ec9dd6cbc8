import { Temporal } from 'temporal-polyfill';
import { RESTRICTION_LIMITS as L } from '../../api/contract/restrictions-limits';
import type { Restriction, VehicleRestrictions } from '../../api/contract/restrictions.contract';
import { ORGANISATION_TIME_ZONE } from '../../api/contract/time-zone';
import type {
  CreateRestrictionRequest,
  RestrictionForm,
  RestrictionFormIssue,
} from './vehicle-restrictions.types';

export const EMPTY_FORM: RestrictionForm = { text: '', speedLimit: '', validUntil: '' };

/** A `YYYY-MM-DDTHH:mm` wall time of the organisation's zone as an instant (ISO, UTC); null if invalid. */
export const wallTimeToInstant = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDateTime.from(value, { overflow: 'reject' })
      .toZonedDateTime(ORGANISATION_TIME_ZONE)
      .toInstant()
      .toString();
  } catch {
    return null;
  }
};

const speedOf = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return 'invalid';
  const kmh = Number(trimmed);
  return kmh < L.minSpeedKmh || kmh > L.maxSpeedKmh ? 'invalid' : kmh;
};

/** The form's problems at `nowMs`, in the order of the fields (as the server checks them). */
export const formIssues = (form: RestrictionForm, nowMs: number): RestrictionFormIssue[] => {
  const issues: RestrictionFormIssue[] = [];
  if (form.text.trim() === '') issues.push('errors.textRequired');
  else if (form.text.length > L.maxText) issues.push('errors.textTooLong');
  if (speedOf(form.speedLimit) === 'invalid') issues.push('errors.speedLimitRange');
  if (form.validUntil !== '') {
    const instant = wallTimeToInstant(form.validUntil);
    if (instant === null) issues.push('errors.validUntilInvalid');
    else if (Date.parse(instant) <= nowMs) issues.push('errors.validUntilPast');
  }
  return issues;
};

/** The create call's body from a valid form. */
export const createRequestOf = (vehicleId: number, form: RestrictionForm): CreateRestrictionRequest => {
  const speed = speedOf(form.speedLimit);
  return {
    vehicleId,
    text: form.text.trim(),
    speedLimitKmh: typeof speed === 'number' ? speed : null,
    validUntil: form.validUntil === '' ? null : wallTimeToInstant(form.validUntil),
  };
};

/** A lifting's remark may be sent: not only spaces, at most the limit. */
export const remarkValid = (remark: string): boolean => remark.trim() !== '' && remark.length <= L.maxRemark;

/** The active restrictions the caller has not acknowledged yet (the logbook asks for these first). */
export const unacknowledged = (data: VehicleRestrictions | null): readonly Restriction[] =>
  data ? data.active.filter((r) => r.acknowledgedByMe === null) : [];

/** The lists with one restriction as the server now answers it (moved to the history when it ended). */
export const withRestriction = (data: VehicleRestrictions, restriction: Restriction): VehicleRestrictions => {
  const active = data.active.filter((r) => r.id !== restriction.id);
  const history = data.history.filter((r) => r.id !== restriction.id);
  return restriction.active
    ? { ...data, active: [restriction, ...active].sort((a, b) => b.id - a.id), history }
    : { ...data, active, history: [restriction, ...history] };
};

/**
 * What the caller may do, as the server decides it: editors are the console roles or have the
 * gateway/telematics create right; drivers acknowledge with the logbook_entries create right; the
 * demo user does neither.
 */
export const restrictionRightsOf = (
  role: string | null,
  rights: Readonly<Record<string, { readonly canRead: boolean; readonly canCreate: boolean } | undefined>>,
): { readonly canEdit: boolean; readonly canAcknowledge: boolean } => {
  const demo = role === null || role === 'demo';
  return {
    canEdit:
      !demo &&
      (role === 'administrator' ||
        role === 'operator_admin' ||
        rights['gateway/telematics']?.canCreate === true),
    canAcknowledge: !demo && rights['logbook_entries']?.canCreate === true,
  };
};
