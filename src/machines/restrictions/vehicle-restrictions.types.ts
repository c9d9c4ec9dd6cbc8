import type { ApiFailure } from '../../api/api-failure';
import type { Restriction, VehicleRestrictions } from '../../api/contract/restrictions.contract';

/** The create form as typed: strings, checked by {@link formIssues} before it is sent. */
export interface RestrictionForm {
  readonly text: string;
  /** km/h as typed; empty: no speed limit. */
  readonly speedLimit: string;
  /** `YYYY-MM-DDTHH:mm` in the organisation's zone (a datetime-local input); empty: until lifted. */
  readonly validUntil: string;
}

export type RestrictionFormField = keyof RestrictionForm;

/** A problem of the form, as an i18n key of the restrictions namespace. */
export type RestrictionFormIssue =
  | 'errors.textRequired'
  | 'errors.textTooLong'
  | 'errors.speedLimitRange'
  | 'errors.validUntilInvalid'
  | 'errors.validUntilPast';

export interface VehicleRestrictionsInput {
  readonly vehicleId: number;
  /** The caller may attach and lift restrictions (console roles, gateway/telematics create). */
  readonly canEdit: boolean;
  /** The caller may acknowledge (logbook_entries create; never the demo user). */
  readonly canAcknowledge: boolean;
}

export interface VehicleRestrictionsContext extends VehicleRestrictionsInput {
  /** The vehicle's restrictions as last read or changed; null before the first answer. */
  readonly data: VehicleRestrictions | null;
  readonly form: RestrictionForm;
  /** Show the form's issues (after a first submit attempt). */
  readonly showIssues: boolean;
  /** The form's issues as last checked (kept current while shown). */
  readonly issues: readonly RestrictionFormIssue[];
  /** The restriction being lifted or acknowledged. */
  readonly targetId: number | null;
  readonly remark: string;
  /** The last refusal, typed; the view names the field of a 400. */
  readonly failure: ApiFailure | null;
}

/** What the create actor is given: the form as the contract's body. */
export interface CreateRestrictionRequest {
  readonly vehicleId: number;
  readonly text: string;
  readonly speedLimitKmh: number | null;
  readonly validUntil: string | null;
}

export interface LiftRestrictionRequest {
  readonly vehicleId: number;
  readonly restrictionId: number;
  readonly remark: string;
}

export interface AcknowledgeRestrictionRequest {
  readonly vehicleId: number;
  readonly restrictionId: number;
}

export type VehicleRestrictionsEvent =
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.reload' }
  | { readonly type: 'user.startCreate' }
  | { readonly type: 'user.changeForm'; readonly field: RestrictionFormField; readonly value: string }
  | { readonly type: 'user.startLift'; readonly restrictionId: number }
  | { readonly type: 'user.changeRemark'; readonly remark: string }
  | { readonly type: 'user.acknowledge'; readonly restrictionId: number }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.submit' };

export type VehicleRestrictionsTag =
  'loading' | 'loadFailed' | 'ready' | 'creating' | 'lifting' | 'submitting' | 'failed';

export type { Restriction };
