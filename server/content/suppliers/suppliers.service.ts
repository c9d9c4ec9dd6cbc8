import { getSupplierLogo, type SupplierImportBody, type SupplierList } from '../../../src/api/contract';
import { lazySigningKeys } from '../../accounts/signing-keys';
import { requireAdministrator } from '../../admin/admin-access';
import { writeAudit } from '../../admin/audit-log';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ApiError, notFound, unauthorized } from '../../http/api-error';
import type { BinaryResult, Caller } from '../../http/route';
import { signSupplierLogo, supplierLogoSignatureMatches } from './supplier-logo';
import { readSupplierCsv } from './supplier-rows';
import { listSuppliers, readSupplierLogo, replaceSuppliers } from './supplier.store';

export interface SuppliersService {
  list(caller: Caller): Promise<SupplierList>;
  logo(supplierId: number, signature: string): Promise<BinaryResult>;
  importCsv(caller: Caller, body: SupplierImportBody): Promise<{ imported: number }>;
}

/** The address of a logo: the contract's path with the supplier id and its signature. */
export const supplierLogoUrl = (supplierId: number, signature: string): string =>
  `${getSupplierLogo.path.replace('{supplierId}', String(supplierId))}?signature=${signature}`;

/**
 * A logo's address changes with the logo (its signature covers the logo's hash), so browsers, shared
 * caches and the service worker may keep an answer for a year without asking again.
 */
export const SUPPLIER_LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The supplier list: read by every user, replaced by administrators (audited). Each supplier's logo
 * is served from the portal under a signed address that the list gives.
 */
export const createSuppliersService = (deps: {
  readonly db: Db;
  readonly clock: Clock;
}): SuppliersService => {
  const keys = lazySigningKeys(deps.db);
  return {
    async list() {
      const key = (await keys()).supplierLogoUrl;
      return {
        items: await listSuppliers(deps.db, (id, sha256) =>
          supplierLogoUrl(id, signSupplierLogo(key, id, sha256)),
        ),
      };
    },
    async logo(supplierId, signature) {
      const logo = await readSupplierLogo(deps.db, supplierId);
      if (!logo) throw notFound('Supplier logo');
      const key = (await keys()).supplierLogoUrl;
      if (!supplierLogoSignatureMatches(key, supplierId, logo.sha256, signature))
        throw unauthorized('The logo link is invalid or outdated.');
      return { contentType: logo.contentType, bytes: logo.bytes, cacheControl: SUPPLIER_LOGO_CACHE_CONTROL };
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
  };
};
