import { fromPromise } from 'xstate';
import type { Language } from '../../../api/contract/accounts.contract';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { CreateEntryInput, UpdateEntryInput } from '../../../api/contract/logbook-entry.contract';
import type { SignatureConfirmation } from '../../../api/contract/signature-confirmation.contract';
import type { LoadedEntry, PreparedEntry } from './entry-drawer.types';
import type {
  ConfirmSignatureRequest,
  EntryGateway,
  EntryRef,
  EntrySaved,
  FinalizeEntryRequest,
  VehicleRef,
} from './entry-gateway';

/** Input of `saveEntry`: a create (not on the server yet) or an update. */
export type SaveEntryRequest =
  | (EntryRef & { readonly mode: 'create'; readonly entry: CreateEntryInput })
  | (EntryRef & { readonly mode: 'update'; readonly entry: UpdateEntryInput });

/** Input of `loadEntry`. */
export type LoadEntryRequest = EntryRef;
/** Input of `downloadDocument`. */
export type DocumentRequest = EntryRef & { readonly language: Language };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The entry actor '${name}' was not provided (see createEntryActors).`));

/** The entry machines' calls; the defaults reject (tests and stories provide fakes). */
export const entryActorDefaults = {
  loadEntry: fromPromise<LoadedEntry, LoadEntryRequest>(notProvided('loadEntry')),
  prepareNew: fromPromise<PreparedEntry, VehicleRef>(notProvided('prepareNew')),
  saveEntry: fromPromise<EntrySaved, SaveEntryRequest>(notProvided('saveEntry')),
  finalizeEntry: fromPromise<EntrySaved, FinalizeEntryRequest>(notProvided('finalizeEntry')),
  confirmSignature: fromPromise<SignatureConfirmation, ConfirmSignatureRequest>(
    notProvided('confirmSignature'),
  ),
  deleteEntry: fromPromise<LogbookResultCode, EntryRef>(notProvided('deleteEntry')),
  downloadDocument: fromPromise<void, DocumentRequest>(notProvided('downloadDocument')),
  /** The sync-status check of a save that met a running sync (polled every 1 s). */
  checkSync: fromPromise<EntrySaved, EntryRef>(notProvided('checkSync')),
};
export type EntryActors = typeof entryActorDefaults;

/** Hands a downloaded file to the browser (the composition root: a link click). */
export type SaveFile = (file: Blob, fileName: string) => void;

/**
 * The real calls over a gateway. Loading an editable entry also fetches the vehicle's last A1; a
 * signed one its signature image instead.
 */
export const createEntryActors = (gateway: EntryGateway, saveFile: SaveFile): EntryActors => ({
  loadEntry: fromPromise<LoadedEntry, LoadEntryRequest>(async ({ input, signal }) => {
    const entry = await gateway.get(input, signal);
    if (entry.header.status === 'finalized' || entry.hasSignatureImage) {
      const signature = entry.hasSignatureImage ? await gateway.signatureImage(input, signal) : null;
      return { entry, lastA1: null, signature };
    }
    const vehicle = { organisationId: input.organisationId, vehicleId: entry.header.vehicleIdRef };
    return { entry, lastA1: await gateway.lastA1(vehicle, signal), signature: null };
  }),
  prepareNew: fromPromise<PreparedEntry, VehicleRef>(async ({ input, signal }) => {
    const [newest, lastA1] = await Promise.all([
      gateway.newest(input, signal),
      gateway.lastA1(input, signal),
    ]);
    return { newest, lastA1 };
  }),
  saveEntry: fromPromise<EntrySaved, SaveEntryRequest>(({ input, signal }) =>
    input.mode === 'create' ? gateway.create(input, signal) : gateway.update(input, signal),
  ),
  finalizeEntry: fromPromise<EntrySaved, FinalizeEntryRequest>(({ input, signal }) =>
    gateway.finalize(input, signal),
  ),
  confirmSignature: fromPromise<SignatureConfirmation, ConfirmSignatureRequest>(({ input, signal }) =>
    gateway.confirmSignature(input, signal),
  ),
  deleteEntry: fromPromise<LogbookResultCode, EntryRef>(({ input, signal }) => gateway.delete(input, signal)),
  downloadDocument: fromPromise<void, DocumentRequest>(async ({ input, signal }) => {
    const { blob, fileName } = await gateway.document(input, signal);
    saveFile(blob, fileName);
  }),
  checkSync: fromPromise<EntrySaved, EntryRef>(({ input, signal }) => gateway.syncStatus(input, signal)),
});
