import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { LogbookExportService } from './export.service';

/** Binds the two export operations (prepare, download); decoding and authentication happen in `route`. */
export const registerLogbookExportRoutes = (
  app: Hono,
  auth: Authenticator,
  service: LogbookExportService,
): void => {
  route(app, auth, contract.createLogbookExport, ({ caller, params, body }) =>
    service.createExport(caller, params.organisationId, body),
  );
  route(app, auth, contract.getLogbookExport, ({ caller, params }) =>
    service.downloadExport(caller, params.organisationId, params.exportId),
  );
};
