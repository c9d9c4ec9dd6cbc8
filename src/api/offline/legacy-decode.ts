import { Either, ParseResult, Schema } from 'effect';
import {
  CreateEntryHeader,
  DefectsInput,
  EntryId,
  EntryVersion,
  InspectionsInput,
  SignatureBase64,
  StoppageInput,
  VehicleStateInput,
  type CreateEntryInput,
} from '../contract/logbook-entry.contract';
import type { LegacySource } from './idb-schema';
import type { LocalEntryState } from './logbook-offline-store';
import { stableUuid } from './stable-id';

/**
 * Decoding what the old client left in localStorage (spec 001 §3 Local storage: `unsavedLogbookItems`,
 * `logbookItemsToDelete`). The spec shows no exact shape, so an entry is accepted in the server's
 * LogbookEntry shape or in the create shape, with or without its id (client-only flags beside the fields
 * are ignored), and deletions as a JSON array of ids (or of objects with a logbookEntryId) or as a
 * comma-separated string (spec 001 §5: deletion accepts either). What cannot be decoded is handed back
 * whole with the reason, to be kept, never thrown away.
 */

export interface LegacyEntry {
  readonly logbookEntryId: string;
  readonly vehicleId: number;
  readonly entry: CreateEntryInput;
  readonly signatureImage: string | null;
  readonly baseVersion: number | null;
  readonly state: LocalEntryState;
  readonly pushAttempted: boolean;
}

export interface LegacyRejected {
  readonly source: LegacySource;
  readonly raw: string;
  readonly reason: string;
}

export interface LegacyDecoded<T> {
  readonly items: readonly T[];
  readonly rejected: readonly LegacyRejected[];
}

const optionalNull = <A, I>(schema: Schema.Schema<A, I>) => Schema.optional(Schema.NullOr(schema));

const LegacyEntryShape = Schema.Struct({
  logbookEntryId: optionalNull(Schema.String),
  header: Schema.extend(
    CreateEntryHeader,
    Schema.Struct({
      logbookEntryId: optionalNull(Schema.String),
      status: optionalNull(Schema.String),
      unknownEntry: Schema.optional(Schema.Unknown),
    }),
  ),
  vehicleState: optionalNull(VehicleStateInput),
  inspections: optionalNull(InspectionsInput),
  defects: optionalNull(DefectsInput),
  stoppage: optionalNull(StoppageInput),
  signatureImage: optionalNull(Schema.String),
  version: optionalNull(EntryVersion),
  unknownEntry: Schema.optional(Schema.Unknown),
});
type LegacyEntryShape = typeof LegacyEntryShape.Type;

const JsonArray = Schema.parseJson(Schema.Array(Schema.Unknown));
const JsonValue = Schema.parseJson();
const decodeEntryShape = Schema.decodeUnknownEither(LegacyEntryShape, { errors: 'all' });
const decodeId = Schema.decodeUnknownEither(
  Schema.Union(EntryId, Schema.Struct({ logbookEntryId: EntryId })),
);
const decodeSignature = Schema.decodeUnknownEither(SignatureBase64);

const reasonOf = (error: ParseResult.ParseError) => ParseResult.TreeFormatter.formatErrorSync(error);
const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text);

const toLegacyEntry = (shape: LegacyEntryShape, fallbackId: string): Either.Either<LegacyEntry, string> => {
  const givenId = blankToNull(shape.header.logbookEntryId) ?? blankToNull(shape.logbookEntryId);
  if (givenId !== null && Either.isLeft(Schema.decodeUnknownEither(EntryId)(givenId))) {
    return Either.left(`logbookEntryId is not a UUID: ${givenId}`);
  }
  // The old client kept the PNG as a data URL; the store keeps the base64 alone.
  const image = blankToNull(shape.signatureImage)?.replace(/^data:image\/png;base64,/, '') ?? null;
  if (image !== null && Either.isLeft(decodeSignature(image))) {
    return Either.left('signatureImage is not a base64 PNG');
  }
  const { header } = shape;
  const onServer = header.status === 'created' || header.status === 'finalized' || shape.version != null;
  const unknown =
    shape.unknownEntry === true || header.unknownEntry === true || header.status === 'unknownEntry';
  return Either.right({
    logbookEntryId: givenId ?? fallbackId,
    vehicleId: header.vehicleIdRef,
    entry: {
      header: {
        vehicleIdRef: header.vehicleIdRef,
        remarks: header.remarks ?? null,
        referenceTimestamp: header.referenceTimestamp,
        referenceLocation: header.referenceLocation ?? null,
      },
      vehicleState: shape.vehicleState ?? {},
      inspections: shape.inspections ?? {},
      defects: shape.defects ?? null,
      stoppage: shape.stoppage ?? null,
    },
    signatureImage: image,
    baseVersion: shape.version ?? null,
    state: unknown ? 'unknownEntry' : onServer ? 'unsynced' : 'savedLocally',
    pushAttempted: onServer,
  });
};

/**
 * The entries of `unsavedLogbookItems`. `seed` (the scope) makes the ids generated for entries without
 * one differ between scopes while staying the same for the same text.
 */
export const decodeLegacyEntries = (raw: string, seed: string): LegacyDecoded<LegacyEntry> => {
  const source: LegacySource = 'unsavedLogbookItems';
  const list = Schema.decodeUnknownEither(JsonArray)(raw);
  if (Either.isLeft(list)) return { items: [], rejected: [{ source, raw, reason: reasonOf(list.left) }] };
  const items: LegacyEntry[] = [];
  const rejected: LegacyRejected[] = [];
  list.right.forEach((value, index) => {
    const shape = decodeEntryShape(value);
    const entry = Either.isLeft(shape)
      ? Either.left(reasonOf(shape.left))
      : toLegacyEntry(shape.right, stableUuid(`${seed}\n${index}\n${raw}`));
    if (Either.isRight(entry)) items.push(entry.right);
    else rejected.push({ source, raw: JSON.stringify(value) ?? String(value), reason: entry.left });
  });
  return { items, rejected };
};

/** The ids of `logbookItemsToDelete`: a JSON array, a JSON string or a bare comma-separated string. */
export const decodeLegacyDeletions = (raw: string): LegacyDecoded<string> => {
  const source: LegacySource = 'logbookItemsToDelete';
  const json = Schema.decodeUnknownEither(JsonValue)(raw);
  const value: unknown = Either.isRight(json) ? json.right : raw;
  const parts: readonly unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : [value];
  const items: string[] = [];
  const rejected: LegacyRejected[] = [];
  for (const part of parts) {
    const id = decodeId(typeof part === 'string' ? part.trim() : part);
    if (Either.isRight(id)) items.push(typeof id.right === 'string' ? id.right : id.right.logbookEntryId);
    else {
      const text = typeof part === 'string' ? part : (JSON.stringify(part) ?? String(part));
      rejected.push({ source, raw: text, reason: reasonOf(id.left) });
    }
  }
  return { items: [...new Set(items)], rejected };
};
