import { failureStatus, type ApiFailure } from '../../../api/api-failure';
import { serverNow } from '../../../api/server-clock';
import type { CreateEntryInput, UpdateEntryInput } from '../../../api/contract/logbook-entry.contract';
import type { SaveEntryRequest } from './entry.actors';
import type {
  ClientEntryStatus,
  EntryDrawerContext,
  EntryDrawerInput,
  EntryNotice,
  FinalizeOutcome,
  LoadedEntry,
  PreparedEntry,
} from './entry-drawer.types';
import {
  carriesDefects,
  defectsForm,
  emptyForm,
  formFromEntry,
  formIssues,
  normalizeForm,
  toCreatePayload,
  toUpdatePayload,
} from './entry-form.rules';
import type { EntryForm, FormIssue, FormSection } from './entry-form.types';

/** The context updates of the entry drawer machine, kept pure so they are tested without it. */

/** The start: a stored entry to load, or a new one with its client-generated id. */
export const initialContext = (input: EntryDrawerInput): EntryDrawerContext => ({
  organisationId: input.organisationId,
  entryId: input.entryId ?? input.newEntryId ?? crypto.randomUUID(),
  status: 'newEntry',
  unknownEntry: false,
  onServer: input.entryId !== null,
  hasSignature: false,
  entry: null,
  form:
    (input.entryId === null ? input.draft : undefined) ??
    emptyForm(input.vehicleId, new Date(serverNow()).toISOString()),
  dirty: input.entryId === null && input.draft !== undefined,
  changed: false,
  lastA1: null,
  issues: [],
  showIssues: false,
  carriedDefects: false,
  signature: null,
  failure: null,
  storageFull: false,
  notice: null,
  language: input.language,
});

/** Spec 001 §4: status created or newEntry and not signed is editable (the local states too). */
export const isEditableStatus = (status: ClientEntryStatus, hasSignature: boolean): boolean =>
  !hasSignature && ['newEntry', 'created', 'draft', 'unSynced', 'offlineMode'].includes(status);

export const isReadOnlyEntry = ({ entry }: LoadedEntry): boolean =>
  entry.header.status === 'finalized' || entry.hasSignatureImage;

export const adoptLoaded = ({ entry, lastA1, signature }: LoadedEntry): Partial<EntryDrawerContext> => ({
  entry,
  form: formFromEntry(entry),
  status: entry.header.status,
  onServer: true,
  hasSignature: entry.hasSignatureImage,
  lastA1,
  signature,
  failure: null,
});

/** The new entry's facts; open defects of the newest entry are carried over (spec 001 §4). */
export const adoptPrepared = (
  context: EntryDrawerContext,
  { newest, lastA1 }: PreparedEntry,
): Partial<EntryDrawerContext> =>
  carriesDefects(newest)
    ? {
        lastA1,
        carriedDefects: true,
        form: { ...context.form, hasDefects: true, defects: defectsForm(newest.defects) },
      }
    : { lastA1 };

/** The form's problems for a save (strict: finalising). */
export const issuesFor = (context: EntryDrawerContext, strict: boolean): FormIssue[] =>
  formIssues(context.form, {
    mode: context.onServer ? 'update' : 'create',
    strict,
    lastA1: context.lastA1,
    nowMs: serverNow(),
  });

/** A save needs an organisation and a vehicle (spec 001 §5) and a form without problems. */
export const canSave = (context: EntryDrawerContext, strict: boolean): boolean =>
  context.organisationId !== '' &&
  context.form.header.vehicleIdRef !== null &&
  issuesFor(context, strict).length === 0;

/** The save the form makes: an update once the entry is on the server, else a create. */
export const saveRequest = (context: EntryDrawerContext): SaveEntryRequest => {
  const ref = { organisationId: context.organisationId, entryId: context.entryId };
  // Only sent after `canSave`: the payload decoded without problems, so it is the contract's input.
  return context.onServer
    ? { ...ref, mode: 'update', entry: toUpdatePayload(context.form) as unknown as UpdateEntryInput }
    : { ...ref, mode: 'create', entry: toCreatePayload(context.form) as unknown as CreateEntryInput };
};

const notice = (key: EntryNotice['key'], tone: EntryNotice['tone'], status: number | null = null) => ({
  key,
  tone,
  status,
});

/** Spec 001 §8: 400 validation error, 500 server error, anything else failed to save. */
export const saveFailureNotice = (failure: ApiFailure): EntryNotice => {
  const status = failureStatus(failure);
  // A restriction attached while the drawer was open (issue 30 §2): the server names `restrictions`.
  if (status === 400 && refusedForRestrictions(failure))
    return notice('labels.restrictionsUnacknowledged', 'error', status);
  if (status === 400) return notice('labels.logbookValidationError', 'error', status);
  if (status === 500) return notice('labels.logbookServerError', 'error', status);
  return notice('labels.logbookEntryFailedToSave', 'error', status);
};

/** A 400 that names unacknowledged restrictions of the vehicle (the server's field `restrictions`). */
const refusedForRestrictions = (failure: ApiFailure): boolean =>
  failure._tag === 'HttpError' &&
  (failure.body?.field === 'restrictions' ||
    (failure.body?.issues ?? []).some((issue) => issue.field === 'restrictions'));

/** The issues a 400 names (`section.field` + rule code), for the list under the header. */
export const serverIssues = (failure: ApiFailure): FormIssue[] => {
  if (failure._tag !== 'HttpError' || failure.status !== 400) return [];
  const sections: readonly string[] = ['header', 'vehicleState', 'inspections', 'defects', 'stoppage'];
  return (failure.body?.issues ?? []).flatMap(({ field, message }) => {
    const [section, name] = field.split('.');
    return section && sections.includes(section)
      ? [{ section: section as FormSection, field: name ?? section, rule: message }]
      : [];
  });
};

/** The update of a failed save (a 400 shows the server's issues too). */
export const recordSaveFailure = (failure: ApiFailure): Partial<EntryDrawerContext> => {
  const issues = serverIssues(failure);
  return {
    failure,
    notice: saveFailureNotice(failure),
    ...(issues.length > 0 ? { issues, showIssues: true } : {}),
  };
};

/** A changed form; its problems are kept up to date while the list shows. */
export const applyEdit = (context: EntryDrawerContext, form: EntryForm): Partial<EntryDrawerContext> => {
  const next = { ...context, form: normalizeForm(form), dirty: true };
  return { form: next.form, dirty: true, issues: context.showIssues ? issuesFor(next, false) : [] };
};

/** A failed finalisation: its failure shows; a save that went through first put the entry on the server. */
export const recordFinalizeFailure = (
  context: EntryDrawerContext,
  outcome: FinalizeOutcome,
): Partial<EntryDrawerContext> =>
  outcome.outcome === 'failed'
    ? {
        ...recordSaveFailure(outcome.failure),
        ...(outcome.onServer && !context.onServer ? { onServer: true, status: 'created' as const } : {}),
        changed: context.changed || outcome.onServer,
      }
    : {};

/** err_unknown_entry on update (a 404): the entry is flagged unknown (spec 001 §4). */
export const isUnknownEntryFailure = (context: EntryDrawerContext, failure: ApiFailure): boolean =>
  context.onServer && failureStatus(failure) === 404;

export const savedNotice = (savedLocally: boolean): EntryNotice =>
  savedLocally
    ? notice('labels.logbookEntrySavedLocally', 'success')
    : notice('labels.logbookEntrySaved', 'success');

export const markSaved = (
  context: EntryDrawerContext,
  savedLocally: boolean,
): Partial<EntryDrawerContext> => ({
  status: savedLocally ? 'unSynced' : 'created',
  onServer: context.onServer || !savedLocally,
  dirty: false,
  changed: true,
  failure: null,
  storageFull: false,
  notice: savedNotice(savedLocally),
});

/**
 * Saved on the device while a sync runs: as saved locally, without a snackbar yet (the drawer says
 * "sync in progress" until the status check tells how it ended).
 */
export const markSyncing = (context: EntryDrawerContext): Partial<EntryDrawerContext> => ({
  ...markSaved(context, true),
  notice: null,
});

export const NOTICES = {
  deleted: notice('labels.logbookEntryDeleted', 'success'),
  finalized: notice('labels.logbookEntryFinalized', 'success'),
  deleteFailed: (failure: ApiFailure) =>
    notice('labels.logbookEntryDeleteFailed', 'error', failureStatus(failure)),
  documentFailed: (failure: ApiFailure) => notice('labels.documentFailed', 'error', failureStatus(failure)),
} as const;
