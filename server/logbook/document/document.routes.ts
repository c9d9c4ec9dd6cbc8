import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { LogbookDocumentService } from './document.service';

/** Binds getLogbookEntryDocument (the entry as a PDF). */
export const registerLogbookDocumentRoutes = (
  app: Hono,
  auth: Authenticator,
  service: LogbookDocumentService,
): void => {
  route(app, auth, contract.getLogbookEntryDocument, ({ caller, params, query }) =>
    service.getEntryDocument(caller, params.organisationId, params.entryId, query.language),
  );
};
