import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { SuppliersService } from './suppliers.service';

/** Binds the supplier list's calls. */
export const registerSupplierRoutes = (app: Hono, auth: Authenticator, service: SuppliersService): void => {
  route(app, auth, contract.getSuppliers, ({ caller }) => service.list(caller));
  route(app, auth, contract.getSupplierLogo, ({ params, query }) =>
    service.logo(params.supplierId, query.signature),
  );
  route(app, auth, contract.importSuppliers, ({ caller, body }) => service.importCsv(caller, body));
};
