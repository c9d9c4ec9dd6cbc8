import { Schema } from 'effect';
import { AlarmState } from './alarms-limits';
import { VehicleId } from './fleet.contract';
import { NotificationLabel } from './notifications-limits';
import { SignedByName } from './signature-confirmation.contract';
import {
  LOGBOOK_LIMITS as L,
  LogbookInstant,
  LogbookRule,
  limitedCount,
  limitedText,
} from './logbook-limits';

/**
 * The logbook entry (spec 001 §3) as the server stores and answers it, and the bodies that create and
 * change it (spec 001 §5 Sending rules). Every limit comes from {@link L}.
 */

/** A client-generated UUID (any version), the id of an entry from the moment it is first made. */
export const EntryId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    message: () => 'a UUID',
  }),
).annotations({ identifier: 'EntryId' });
export type EntryId = typeof EntryId.Type;

export const OkState = Schema.Literal('ok', 'not_ok');
export type OkState = typeof OkState.Type;
/** Defect, stoppage and entry state (spec 001 §4). */
export const OpenState = Schema.Literal('open', 'resolved');
export type OpenState = typeof OpenState.Type;
export const SelectedV = Schema.Literal('V1', 'V3');
export type SelectedV = typeof SelectedV.Type;
export const LastOperationMode = Schema.Literal('remote_control', 'manual');
export type LastOperationMode = typeof LastOperationMode.Type;
export const AffectedComponent = Schema.Literal(
  'engine',
  'remote_control',
  'fuel_system',
  'cooling_system',
  'power_control',
  'transmission',
  'undercarriage',
  'generators',
  'battery',
  'safety_deadman_circuit',
  'pzb_system',
  'gsm_rail_system',
  'misc_electronic_systems',
  'brakes_and_air_pressure_system',
);
export type AffectedComponent = typeof AffectedComponent.Type;
export const AFFECTED_COMPONENTS: readonly AffectedComponent[] = AffectedComponent.literals;

/** Server-side status; the client adds newEntry, unknownEntry, error, unSynced, offlineMode (spec 001 §4). */
export const EntryStatus = Schema.Literal('created', 'finalized');
export type EntryStatus = typeof EntryStatus.Type;

const opt = <A, I>(s: Schema.Schema<A, I>) => Schema.optional(Schema.NullOr(s));
/** Required text: present, not only blanks, at most `max` characters. */
const requiredText = (max: number) =>
  limitedText(max).pipe(Schema.filter((s) => s.trim().length > 0 || LogbookRule.required));

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
const issuesOrOk = (issues: readonly Issue[]) => (issues.length > 0 ? issues : undefined);

// ---------------------------------------------------------------- sections as sent
export const VehicleStateInput = Schema.Struct({
  hydraulicsState: opt(OkState),
  vehicleOperatingHours_h: opt(limitedCount(L.vehicleOperatingHours_h)),
  mileage_km: opt(limitedCount(L.mileage_km)),
  fuelFillingLevel_l: opt(limitedCount(L.fuelFillingLevel_l)),
  fuelAdded_l: opt(limitedCount(L.fuelAdded_l)),
  sandState: opt(OkState),
  isSandAdded: opt(Schema.Boolean),
  motorOilState: opt(OkState),
  motorOilAdded_l: opt(limitedCount(L.motorOilAdded_l)),
}).pipe(
  Schema.filter((v) =>
    issuesOrOk([
      ...(v.sandState === 'not_ok' && v.isSandAdded == null
        ? [{ path: ['isSandAdded'], message: LogbookRule.required }]
        : []),
      ...(v.motorOilState === 'not_ok' && v.motorOilAdded_l == null
        ? [{ path: ['motorOilAdded_l'], message: LogbookRule.required }]
        : []),
    ]),
  ),
);
export type VehicleStateInput = typeof VehicleStateInput.Type;

export const InspectionsInput = Schema.Struct({
  inspectionPerformedTimestamp_A1: opt(LogbookInstant),
  inspectionPerformedTimestamp_V1: opt(LogbookInstant),
  inspectionPerformedTimestamp_V3: opt(LogbookInstant),
  inspectionPerformedTimestamp_F1: opt(LogbookInstant),
  selectedV: opt(SelectedV),
});
export type InspectionsInput = typeof InspectionsInput.Type;

export const DefectsInput = Schema.Struct({
  description: requiredText(L.longText),
  measuresDescription: opt(limitedText(L.longText)),
  state: OpenState,
});
export type DefectsInput = typeof DefectsInput.Type;

export const StoppageInput = Schema.Struct({
  startTimestamp: LogbookInstant,
  endTimestamp: opt(LogbookInstant),
  vehicleLocation: requiredText(L.shortText),
  trainNumber: opt(limitedText(L.shortText)),
  trainWeight_t: opt(limitedCount(L.trainWeight_t)),
  state: opt(OpenState),
  lastOperationMode: opt(LastOperationMode),
  wasAuxiliaryVehicleUsed: opt(Schema.Boolean),
  errorCodesDescription: opt(limitedText(L.longText)),
  description: requiredText(L.longText),
  measuresDescription: opt(limitedText(L.longText)),
  remarks: opt(limitedText(L.longText)),
  affectedComponents: Schema.optional(Schema.Array(AffectedComponent).pipe(Schema.maxItems(14))),
}).pipe(
  Schema.filter((s) =>
    issuesOrOk([
      ...(s.state === 'resolved' && s.endTimestamp == null
        ? [{ path: ['endTimestamp'], message: LogbookRule.required }]
        : []),
      ...(s.endTimestamp != null && Date.parse(s.endTimestamp) < Date.parse(s.startTimestamp)
        ? [{ path: ['endTimestamp'], message: LogbookRule.mismatch }]
        : []),
    ]),
  ),
);
export type StoppageInput = typeof StoppageInput.Type;

const sections = {
  vehicleState: VehicleStateInput,
  inspections: InspectionsInput,
  defects: Schema.NullOr(DefectsInput),
  stoppage: Schema.NullOr(StoppageInput),
};

/** A create keeps only these header fields (spec 001 §5 Sending rules). */
export const CreateEntryHeader = Schema.Struct({
  vehicleIdRef: VehicleId,
  remarks: opt(limitedText(L.longText)),
  referenceTimestamp: LogbookInstant,
  referenceLocation: opt(limitedText(L.shortText)),
});
/** An update keeps only remarks and referenceLocation in the header. */
export const UpdateEntryHeader = Schema.Struct({
  remarks: opt(limitedText(L.longText)),
  referenceLocation: opt(limitedText(L.shortText)),
});

export const CreateEntryInput = Schema.Struct({ header: CreateEntryHeader, ...sections }).annotations({
  identifier: 'CreateLogbookEntry',
});
export type CreateEntryInput = typeof CreateEntryInput.Type;
export const UpdateEntryInput = Schema.Struct({ header: UpdateEntryHeader, ...sections }).annotations({
  identifier: 'UpdateLogbookEntry',
});
export type UpdateEntryInput = typeof UpdateEntryInput.Type;

/**
 * A signature: a PNG as base64 without the `data:` prefix (spec 001 §7), at most 1 MiB of text. The
 * server also checks that it is a PNG.
 */
/** The version an update was made from (see `LogbookEntry.version`). */
export const EntryVersion = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => 'a version' }));

export const SignatureBase64 = Schema.String.pipe(
  Schema.minLength(1, { message: () => LogbookRule.required }),
  Schema.maxLength(1024 * 1024, { message: () => LogbookRule.maxLength(1024 * 1024) }),
  Schema.pattern(/^[A-Za-z0-9+/]+={0,2}$/, { message: () => 'base64' }),
).annotations({ identifier: 'SignatureBase64' });

// ---------------------------------------------------------------- the entry as answered
const Instant = Schema.String.annotations({ description: 'ISO 8601, UTC' });

export const EntryHeader = Schema.Struct({
  logbookEntryId: EntryId,
  vehicleIdRef: VehicleId,
  status: EntryStatus,
  remarks: Schema.NullOr(Schema.String),
  referenceTimestamp: Instant,
  referenceLocation: Schema.NullOr(Schema.String),
  /** open/resolved while the entry has defects (comments may change it); null: none. */
  entryState: Schema.NullOr(OpenState),
  creatorAccountFirstName: Schema.String,
  creatorAccountLastName: Schema.String,
  createTimestamp: Instant,
  commentsCount: Schema.Int,
});
export type EntryHeader = typeof EntryHeader.Type;

const n = <A, I>(s: Schema.Schema<A, I>) => Schema.NullOr(s);
export const VehicleState = Schema.Struct({
  hydraulicsState: n(OkState),
  vehicleOperatingHours_h: n(Schema.Int),
  mileage_km: n(Schema.Int),
  fuelFillingLevel_l: n(Schema.Int),
  fuelAdded_l: n(Schema.Int),
  sandState: n(OkState),
  isSandAdded: n(Schema.Boolean),
  motorOilState: n(OkState),
  motorOilAdded_l: n(Schema.Int),
});
export type VehicleState = typeof VehicleState.Type;

export const Inspections = Schema.Struct({
  inspectionPerformedTimestamp_A1: n(Instant),
  inspectionPerformedTimestamp_V1: n(Instant),
  inspectionPerformedTimestamp_V3: n(Instant),
  inspectionPerformedTimestamp_F1: n(Instant),
  selectedV: n(SelectedV),
});
export type Inspections = typeof Inspections.Type;

export const Defects = Schema.Struct({
  description: Schema.String,
  measuresDescription: n(Schema.String),
  state: OpenState,
});
export type Defects = typeof Defects.Type;

export const Stoppage = Schema.Struct({
  startTimestamp: Instant,
  endTimestamp: n(Instant),
  vehicleLocation: Schema.String,
  trainNumber: n(Schema.String),
  trainWeight_t: n(Schema.Int),
  state: n(OpenState),
  lastOperationMode: n(LastOperationMode),
  wasAuxiliaryVehicleUsed: n(Schema.Boolean),
  errorCodesDescription: n(Schema.String),
  description: Schema.String,
  measuresDescription: n(Schema.String),
  remarks: n(Schema.String),
  affectedComponents: Schema.Array(AffectedComponent),
});
export type Stoppage = typeof Stoppage.Type;

export const CommentSummary = Schema.Struct({
  remarks: Schema.NullOr(Schema.String),
  creatorAccountFirstName: Schema.String,
  creatorAccountLastName: Schema.String,
  createTimestamp: Instant,
});

/** An alarm linked to the entry's defect (issue 30 §1): made from it or linked to it. */
export const EntryAlarm = Schema.Struct({
  id: Schema.Int,
  type: NotificationLabel,
  state: AlarmState,
}).annotations({ identifier: 'EntryAlarm' });
export type EntryAlarm = typeof EntryAlarm.Type;

export const LogbookEntry = Schema.Struct({
  header: EntryHeader,
  vehicleState: VehicleState,
  inspections: Inspections,
  defects: Schema.NullOr(Defects),
  stoppage: Schema.NullOr(Stoppage),
  /** True once finalised: the image is fetched with getLogbookEntrySignatureImage. */
  hasSignatureImage: Schema.Boolean,
  /** Signed by typed name and confirmed with the password (issue 36); null or absent: drawn or unsigned. */
  signedByName: Schema.optional(Schema.NullOr(SignedByName)),
  /** Only for callers with comments read; null otherwise or when there is none. */
  lastComment: Schema.NullOr(CommentSummary),
  lastUpdateTimestamp: Instant,
  /**
   * Raised by one on every change (update, finalise, a comment changing the entry state). An update
   * names the version it was made from (`baseVersion`); a stale one is a 409 err_version_conflict.
   */
  version: Schema.Int,
  /** The alarms linked to its defect, oldest first (absent in entries kept on a device before). */
  alarms: Schema.optional(Schema.Array(EntryAlarm)),
}).annotations({ identifier: 'LogbookEntry' });
export type LogbookEntry = typeof LogbookEntry.Type;

// ---------------------------------------------------------------- comments
export const CommentId = EntryId.annotations({ identifier: 'CommentId' });

export const LogbookComment = Schema.Struct({
  logbookEntryCommentId: CommentId,
  remarks: Schema.NullOr(Schema.String),
  newEntryState: Schema.NullOr(OpenState),
  resolveAllPriorDefects: Schema.Boolean,
  hasSignatureImage: Schema.Boolean,
  creatorAccountFirstName: Schema.String,
  creatorAccountLastName: Schema.String,
  createTimestamp: Instant,
}).annotations({ identifier: 'LogbookComment' });
export type LogbookComment = typeof LogbookComment.Type;

/**
 * A comment as sent (spec 001 §5 Comment). When the entry has defects, remarks and newEntryState are
 * required (the server checks, it knows the entry); resolveAllPriorDefects only with `resolved`.
 */
export const CreateCommentInput = Schema.Struct({
  remarks: opt(limitedText(L.longText)),
  newEntryState: opt(OpenState),
  resolveAllPriorDefects: Schema.optional(Schema.Boolean),
  signatureImage: SignatureBase64,
}).pipe(
  Schema.filter((c) =>
    c.resolveAllPriorDefects === true && c.newEntryState !== 'resolved'
      ? { path: ['resolveAllPriorDefects'], message: LogbookRule.mismatch }
      : undefined,
  ),
);
export type CreateCommentInput = typeof CreateCommentInput.Type;
