import { callAuth, type ApiClient } from '../../../api/api-client';
import {
  createLogbookEntry,
  deleteLogbookEntry,
  finalizeLogbookEntry,
  getLastA1Inspection,
  getLogbookEntry,
  getLogbookEntryDocument,
  getLogbookEntrySignatureImage,
  getNewestLogbookEntry,
  updateLogbookEntry,
} from '../../../api/contract/logbook.contract';
import { fileNameOfDisposition } from '../../../api/contract/logbook-document-name';
import { createSignatureConfirmation } from '../../../api/contract/signature-confirmation.contract';
import type { EntryGateway } from './entry-gateway';

/**
 * The entry gateway over the API: every call through the typed client with the access token read at
 * call time. A server answer is never "saved locally".
 */
export const createEntryApiGateway = (api: ApiClient, getAccessToken: () => string | null): EntryGateway => {
  const auth = (signal: AbortSignal) => callAuth(getAccessToken(), signal);
  const onServer = { savedLocally: false } as const;
  return {
    create: async ({ organisationId, entryId, entry }, signal) => {
      await api.call(createLogbookEntry, {
        ...auth(signal),
        params: { organisationId },
        body: { logbookEntryId: entryId, entry },
      });
      return onServer;
    },
    update: async ({ organisationId, entryId, entry }, signal) => {
      await api.call(updateLogbookEntry, {
        ...auth(signal),
        params: { organisationId, entryId },
        body: { entry },
      });
      return onServer;
    },
    finalize: async ({ organisationId, entryId, signatureImage, typedSignature }, signal) => {
      await api.call(finalizeLogbookEntry, {
        ...auth(signal),
        params: { organisationId, entryId },
        body: { signatureImage, ...(typedSignature ? { typedSignature } : {}) },
      });
      return onServer;
    },
    confirmSignature: (body, signal) => api.call(createSignatureConfirmation, { ...auth(signal), body }),
    delete: async (params, signal) =>
      (await api.call(deleteLogbookEntry, { ...auth(signal), params })).resultCode,
    get: (params, signal) => api.call(getLogbookEntry, { ...auth(signal), params }),
    newest: async (params, signal) =>
      (await api.call(getNewestLogbookEntry, { ...auth(signal), params })).item,
    lastA1: async (params, signal) =>
      (await api.call(getLastA1Inspection, { ...auth(signal), params })).lastInspectionPerformedTimestamp_A1,
    signatureImage: (params, signal) => api.call(getLogbookEntrySignatureImage, { ...auth(signal), params }),
    // Saved under the name the server sends (Content-Disposition), never one made up here; only an
    // answer without one (a proxy that strips it) falls back to the entry id.
    document: async ({ language, ...params }, signal) => {
      let fileName: string | null = null;
      const blob = await api.call(getLogbookEntryDocument, {
        ...auth(signal),
        params,
        query: { language },
        onHeaders: (headers) => {
          fileName = fileNameOfDisposition(headers.get('content-disposition'));
        },
      });
      return { blob, fileName: fileName ?? `logbook-${params.entryId.slice(0, 8)}.pdf` };
    },
    // A save answered by the server is never waiting for a sync.
    syncStatus: async () => onServer,
  };
};
