import type { Language } from '../../../api/contract/accounts.contract';
import type { SavedFile } from '../../../api/save-file';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type {
  CreateEntryInput,
  LogbookEntry,
  UpdateEntryInput,
} from '../../../api/contract/logbook-entry.contract';
import type {
  SignatureConfirmation,
  TypedSignature,
} from '../../../api/contract/signature-confirmation.contract';

/**
 * How the entry machines reach the logbook (spec 001 §7): one interface the composition root provides.
 * Today it is the API (`createEntryApiGateway`); issue 8's offline sync queue can stand in for it
 * (answering `savedLocally`) without the machines changing. Every call rejects with an `ApiCallError`
 * (or anything `toApiFailure` reads) and stops when its signal aborts.
 */
export interface EntryGateway {
  create(request: CreateEntryRequest, signal: AbortSignal): Promise<EntrySaved>;
  update(request: UpdateEntryRequest, signal: AbortSignal): Promise<EntrySaved>;
  finalize(request: FinalizeEntryRequest, signal: AbortSignal): Promise<EntrySaved>;
  /**
   * Checks a typed name and the password for a signature by name (issue 36; always the server, never
   * queued: a device without a connection cannot confirm, and the password is kept nowhere).
   */
  confirmSignature(request: ConfirmSignatureRequest, signal: AbortSignal): Promise<SignatureConfirmation>;
  delete(request: EntryRef, signal: AbortSignal): Promise<LogbookResultCode>;
  get(request: EntryRef, signal: AbortSignal): Promise<LogbookEntry>;
  /** The newest entry of a vehicle (the defect carry-over), or null. */
  newest(request: VehicleRef, signal: AbortSignal): Promise<LogbookEntry | null>;
  /** The vehicle's last recorded A1 (ISO), or null. */
  lastA1(request: VehicleRef, signal: AbortSignal): Promise<string | null>;
  /** The signature image (PNG) of a finalised entry. */
  signatureImage(request: EntryRef, signal: AbortSignal): Promise<Blob>;
  /**
   * The entry as a PDF document, with the file name the server gave it (`logbookDocumentName` in the
   * contract: vehicle, day, state, id).
   */
  document(request: EntryRef & { readonly language: Language }, signal: AbortSignal): Promise<SavedFile>;
  /**
   * The sync-status check after a save answered `syncInProgress` (spec 001 §4 Save outcomes, polled
   * every 1 s): still in progress, saved on the server, or kept on the device; a refusal rejects like
   * the save would have.
   */
  syncStatus(request: EntryRef, signal: AbortSignal): Promise<EntrySaved>;
}

export interface EntryRef {
  readonly organisationId: string;
  readonly entryId: string;
}
export interface VehicleRef {
  readonly organisationId: string;
  readonly vehicleId: number;
}
export interface CreateEntryRequest extends EntryRef {
  readonly entry: CreateEntryInput;
}
export interface UpdateEntryRequest extends EntryRef {
  readonly entry: UpdateEntryInput;
}
/** What the typed-name check sends (createSignatureConfirmation; issue 36). */
export interface ConfirmSignatureRequest {
  readonly fullName: string;
  readonly passkey: string;
}

export interface FinalizeEntryRequest extends EntryRef {
  /** PNG as base64, without the `data:` prefix. */
  readonly signatureImage: string;
  /** Signed by typed name: the server's confirmation of name and password (issue 36). */
  readonly typedSignature?: TypedSignature | undefined;
}

/**
 * A save's outcome (spec 001 §4 Save outcomes): on the server, or only in the local store (issue 8's
 * queue; sent later). `syncInProgress`: saved on the device while a sync was already running, which
 * sends it right after; the drawer checks `syncStatus` every 1 s until it is done.
 */
export interface EntrySaved {
  readonly savedLocally: boolean;
  readonly syncInProgress?: boolean;
}
