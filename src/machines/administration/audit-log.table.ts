import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import { getAuditLog, type AuditEntry } from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest } from './admin-table.types';

/** The audit log's rows are read-only. */
export type AuditLogTableMachine = ReturnType<typeof auditLogTableFor>;

/** The audit log (newest first), paged on the server. */
export const auditLogTableFor = (deps: AdministrationDeps) =>
  createAdminTableMachine<AuditEntry, never>('auditLogTable', (entry) => String(entry.id)).provide({
    actors: {
      load: fromPromise<AdminPage<AuditEntry>, AdminPageRequest>(({ input, signal }) =>
        deps.api.call(getAuditLog, {
          ...callAuth(deps.getAccessToken(), signal),
          query: { top: input.top, skip: input.skip },
        }),
      ),
    },
  });
