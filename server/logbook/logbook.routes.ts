import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { syncLogbookEntries } from '../../src/api/contract/logbook-sync.contract';
import { route, type Authenticator } from '../http/route';
import type { LogbookService } from './logbook.service';

/**
 * Binds the logbook operations; decoding and authentication happen in `route`. The export and the
 * entry document are bound by their own modules (server/logbook/export, server/logbook/document).
 */
export const registerLogbookRoutes = (app: Hono, auth: Authenticator, service: LogbookService): void => {
  route(app, auth, contract.listLogbookEntries, ({ caller, params, query }) =>
    service.listEntries(caller, params.organisationId, query),
  );
  route(app, auth, contract.getLogbookEntry, ({ caller, params }) =>
    service.getEntry(caller, params.organisationId, params.entryId),
  );
  route(app, auth, contract.getNewestLogbookEntry, ({ caller, params }) =>
    service.getNewestEntry(caller, params.organisationId, params.vehicleId),
  );
  route(app, auth, contract.getLastA1Inspection, ({ caller, params }) =>
    service.getLastA1(caller, params.organisationId, params.vehicleId),
  );
  route(app, auth, contract.createLogbookEntry, ({ caller, params, body }) =>
    service.createEntry(caller, params.organisationId, body),
  );
  route(app, auth, contract.updateLogbookEntry, ({ caller, params, body }) =>
    service.updateEntry(caller, params.organisationId, params.entryId, body.entry, body.baseVersion),
  );
  route(app, auth, syncLogbookEntries, ({ caller, params, body }) =>
    service.syncEntries(caller, params.organisationId, body.items),
  );
  route(app, auth, contract.finalizeLogbookEntry, ({ caller, params, body }) =>
    service.finalizeEntry(caller, params.organisationId, params.entryId, body),
  );
  route(app, auth, contract.deleteLogbookEntry, ({ caller, params }) =>
    service.deleteEntry(caller, params.organisationId, params.entryId),
  );
  route(app, auth, contract.deleteLogbookEntries, ({ caller, params, body }) =>
    service.deleteEntries(caller, params.organisationId, body.ids),
  );
  route(app, auth, contract.getLogbookEntrySignatureImage, ({ caller, params }) =>
    service.getEntrySignature(caller, params.organisationId, params.entryId),
  );
  route(app, auth, contract.listLogbookEntryComments, ({ caller, params, query }) =>
    service.listComments(caller, params.organisationId, params.entryId, query),
  );
  route(app, auth, contract.createLogbookEntryComment, ({ caller, params, body }) =>
    service.createComment(caller, params.organisationId, params.entryId, body),
  );
  route(app, auth, contract.getLogbookCommentSignatureImage, ({ caller, params }) =>
    service.getCommentSignature(caller, params.organisationId, params.entryId, params.commentId),
  );
};
