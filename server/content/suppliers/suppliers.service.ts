import type { SupplierImportBody, SupplierList } from '../../../src/api/contract';
import { requireAdministrator } from '../../admin/admin-access';
import { writeAudit } from '../../admin/audit-log';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { readSupplierCsv } from './supplier-rows';
import { listSuppliers, replaceSuppliers } from './supplier.store';

export interface SuppliersService {
  list(caller: Caller): Promise<SupplierList>;
  importCsv(caller: Caller, body: SupplierImportBody): Promise<{ imported: number }>;
}

/** The supplier list: read by every user, replaced by administrators (audited). */
export const createSuppliersService = (deps: {
  readonly db: Db;
  readonly clock: Clock;
}): SuppliersService => ({
  async list() {
    return { items: await listSuppliers(deps.db) };
  },
  async importCsv(caller, body) {
    await requireAdministrator(deps.db, caller);
    const reading = readSupplierCsv(body.content);
    if (reading.issues.length > 0) {
      const count = reading.issues.length;
      throw new ApiError(
        400,
        'invalid_request',
        `The file has ${count} problem${count === 1 ? '' : 's'}; nothing was changed.`,
        {
          field: reading.issues[0]?.field ?? 'content',
          issues: reading.issues.slice(0, 500),
        },
      );
    }
    return deps.db.transaction(async (tx) => {
      const admin = await requireAdministrator(tx, caller);
      const [before] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM suppliers');
      await replaceSuppliers(tx, reading.suppliers, false);
      await writeAudit(tx, admin, deps.clock.now(), {
        action: 'importSuppliers',
        target: `${reading.suppliers.length} suppliers`,
        before: { suppliers: before?.n ?? 0 },
        after: { suppliers: reading.suppliers.length },
      });
      return { imported: reading.suppliers.length };
    });
  },
});
