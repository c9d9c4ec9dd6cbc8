import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { Instant, VehicleId } from './fleet.contract';
import { PathId, PositiveInt } from './path-id';
import { RESTRICTION_LIMITS as L } from './restrictions-limits';

const GW = '/logbook/api/logbook/v1';
const tag = 'fleet';
/**
 * Reading restrictions is for everyone who sees the vehicle list: dispatchers (gateway read) and
 * drivers (logbook read), who acknowledge them in the logbook.
 */
const vehicleRead = { tag, auth: 'accessToken', access: 'vehicleList' } as const;

/** Who did something to a restriction (accountId null once the account is deleted; the name stays). */
export const RestrictionActor = Schema.Struct({
  accountId: Schema.NullOr(Schema.String),
  name: Schema.String,
}).annotations({ identifier: 'RestrictionActor' });
export type RestrictionActor = typeof RestrictionActor.Type;

export const RestrictionStamp = Schema.Struct({ at: Instant, by: RestrictionActor }).annotations({
  identifier: 'RestrictionStamp',
});
export type RestrictionStamp = typeof RestrictionStamp.Type;

export const RestrictionLifting = Schema.Struct({
  at: Instant,
  by: RestrictionActor,
  remark: Schema.String,
}).annotations({ identifier: 'RestrictionLifting' });

/**
 * A restriction notice on a vehicle (issue 30 §2). Active while not lifted and `validUntil` (if any)
 * lies ahead: its end passing needs no write.
 */
export const Restriction = Schema.Struct({
  id: Schema.Int,
  vehicleId: VehicleId,
  text: Schema.String,
  /** km/h; while active, the speed rule uses the lower of its own limit and this. */
  speedLimitKmh: Schema.NullOr(Schema.Int),
  validUntil: Schema.NullOr(Instant),
  created: RestrictionStamp,
  lifted: Schema.NullOr(RestrictionLifting),
  /** Active at the time of the answer. */
  active: Schema.Boolean,
  /** The caller's own acknowledgement (null: not yet). */
  acknowledgedByMe: Schema.NullOr(Instant),
  /** Every acknowledgement, oldest first (name and time). */
  acknowledgements: Schema.Array(RestrictionStamp),
}).annotations({ identifier: 'Restriction' });
export type Restriction = typeof Restriction.Type;

export const VehicleRestrictions = Schema.Struct({
  vehicleId: VehicleId,
  /** Newest first. */
  active: Schema.Array(Restriction),
  /** Lifted or expired, newest first, at most {@link L.historySize}. */
  history: Schema.Array(Restriction),
}).annotations({ identifier: 'VehicleRestrictions' });
export type VehicleRestrictions = typeof VehicleRestrictions.Type;

/** What the map and the vehicle panel show of an active restriction. */
export const ActiveRestriction = Schema.Struct({
  id: Schema.Int,
  vehicleId: VehicleId,
  text: Schema.String,
  speedLimitKmh: Schema.NullOr(Schema.Int),
  validUntil: Schema.NullOr(Instant),
}).annotations({ identifier: 'ActiveRestriction' });
export type ActiveRestriction = typeof ActiveRestriction.Type;

export const ActiveRestrictions = Schema.Struct({
  /** Every active restriction of the organisation's vehicles, by vehicle, newest first. */
  items: Schema.Array(ActiveRestriction),
}).annotations({ identifier: 'ActiveRestrictions' });
export type ActiveRestrictions = typeof ActiveRestrictions.Type;

/** An instant as a client sends one: ISO 8601 with a zone (Z or an offset). */
export const InstantInput = Schema.String.pipe(
  Schema.filter(
    (s) =>
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
        !Number.isNaN(Date.parse(s))) ||
      'an ISO 8601 date and time with a zone, e.g. 2026-03-11T18:00:00Z',
  ),
).annotations({ identifier: 'InstantInput' });

const notBlank = (what: string) => (s: string) => s.trim().length > 0 || `${what} must not be empty`;

export const CreateRestriction = Schema.Struct({
  /** 1–500 characters, not only spaces. */
  text: Schema.String.pipe(Schema.maxLength(L.maxText), Schema.filter(notBlank('the text'))),
  /** km/h, 5–300; null: no speed limit. */
  speedLimitKmh: Schema.NullOr(Schema.Int.pipe(Schema.between(L.minSpeedKmh, L.maxSpeedKmh))),
  /** Null: until lifted. Must lie ahead (else 400 naming validUntil). */
  validUntil: Schema.NullOr(InstantInput),
}).annotations({ identifier: 'CreateRestriction' });
export type CreateRestriction = typeof CreateRestriction.Type;

export const LiftRestriction = Schema.Struct({
  /** Why it is lifted: required (not only spaces). */
  remark: Schema.String.pipe(Schema.maxLength(L.maxRemark), Schema.filter(notBlank('a remark'))),
}).annotations({ identifier: 'LiftRestriction' });
export type LiftRestriction = typeof LiftRestriction.Type;

export const AcknowledgeRestriction = Schema.Struct({
  /**
   * When the driver acknowledged (one queued offline sends its own time); absent: now. Not ahead of
   * the server's clock (400 naming acknowledgedAt); before the restriction existed counts as its start.
   */
  acknowledgedAt: Schema.optional(InstantInput),
}).annotations({ identifier: 'AcknowledgeRestriction' });
export type AcknowledgeRestriction = typeof AcknowledgeRestriction.Type;

const VehicleParams = Schema.Struct({ vehicleId: PathId(VehicleId) });
const RestrictionParams = Schema.Struct({
  vehicleId: PathId(VehicleId),
  restrictionId: PathId(PositiveInt),
});

export const listVehicleRestrictions = endpoint({
  operationId: 'listVehicleRestrictions',
  method: 'GET',
  path: `${GW}/vehicles/{vehicleId}/restrictions`,
  summary: 'A vehicle’s active restrictions and their history (404: not a vehicle of the organisation).',
  ...vehicleRead,
  params: VehicleParams,
  success: { status: 200, schema: VehicleRestrictions },
  errors: [401, 403, 404],
});

export const listActiveRestrictions = endpoint({
  operationId: 'listActiveRestrictions',
  method: 'GET',
  path: `${GW}/restrictions/active`,
  summary: 'The active restrictions of all the organisation’s vehicles (the map’s badges, the panel).',
  ...vehicleRead,
  success: { status: 200, schema: ActiveRestrictions },
  errors: [401, 403],
});

export const createVehicleRestriction = endpoint({
  operationId: 'createVehicleRestriction',
  method: 'POST',
  path: `${GW}/vehicles/{vehicleId}/restrictions`,
  summary:
    'Attaches a restriction to a vehicle (administrators, operator admins and gateway/telematics create; demo users 403).',
  ...vehicleRead,
  refusesDemoUser: 'The demo user cannot set restrictions.',
  params: VehicleParams,
  body: CreateRestriction,
  success: { status: 201, schema: Restriction },
  errors: [401, 403, 404],
});

export const liftVehicleRestriction = endpoint({
  operationId: 'liftVehicleRestriction',
  method: 'POST',
  path: `${GW}/vehicles/{vehicleId}/restrictions/{restrictionId}/lift`,
  summary: 'Lifts an active restriction with a remark (409 when it is no longer active; demo users 403).',
  ...vehicleRead,
  refusesDemoUser: 'The demo user cannot lift restrictions.',
  params: RestrictionParams,
  body: LiftRestriction,
  success: { status: 200, schema: Restriction },
  errors: [401, 403, 404, 409],
});

export const acknowledgeVehicleRestriction = endpoint({
  operationId: 'acknowledgeVehicleRestriction',
  method: 'POST',
  path: `${GW}/vehicles/{vehicleId}/restrictions/{restrictionId}/acknowledge`,
  summary:
    'The caller acknowledges an active restriction, once (a repeat answers the first; logbook_entries create; 409 when no longer active).',
  ...vehicleRead,
  refusesDemoUser: 'The demo user cannot acknowledge restrictions.',
  params: RestrictionParams,
  body: AcknowledgeRestriction,
  success: { status: 200, schema: Restriction },
  errors: [401, 403, 404, 409],
});

export const restrictionEndpoints = [
  listActiveRestrictions,
  listVehicleRestrictions,
  createVehicleRestriction,
  liftVehicleRestriction,
  acknowledgeVehicleRestriction,
] as const;
