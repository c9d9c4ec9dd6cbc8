import type {
  RailationImportBody,
  RailationImportResult,
  RailationPlace,
  RailationPlaceInput,
} from '../../../src/api/contract';
import { requireAdministrator, type Administrator } from '../../admin/admin-access';
import { writeAudit } from '../../admin/audit-log';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { readPlaceImport } from './place-import';
import { deletePlace, readPlace, upsertPlace, type PlaceRecord } from './railation.store';

export interface RailationAdminDeps {
  readonly db: Db;
  readonly clock: Clock;
}

export interface RailationAdminService {
  importPlaces(caller: Caller, body: RailationImportBody): Promise<RailationImportResult>;
  createPlace(caller: Caller, input: RailationPlaceInput): Promise<RailationPlace>;
  updatePlace(caller: Caller, id: string, input: RailationPlaceInput): Promise<RailationPlace>;
  deletePlace(caller: Caller, id: string): Promise<void>;
}

/** Serialises the writers of the directory, so new ids are handed out once. */
const RAILATION_WRITE_LOCK = 7_310_015;

/** The number of the next new place (`p` + number), read under the write lock. */
const nextPlaceNumber = async (tx: Queryable): Promise<number> => {
  const [row] = await tx.query<{ n: string | number }>(
    "SELECT coalesce(max(substr(id, 2)::bigint), 0) + 1 AS n FROM railation_places WHERE id LIKE 'p%'",
  );
  return Number(row?.n ?? 1);
};

const recordOf = (id: string, input: RailationPlaceInput, kept?: RailationPlace): PlaceRecord => ({
  id,
  ...input,
  ship: kept?.ship ?? null,
  voyage: null,
  demo: kept?.demo ?? false,
});

/** The directory's writes for administrators: import, create, change, remove; each one audited. */
export const createRailationAdminService = (deps: RailationAdminDeps): RailationAdminService => {
  const { db, clock } = deps;
  const write = <T>(caller: Caller, fn: (tx: Queryable, admin: Administrator, at: Date) => Promise<T>) =>
    db.transaction(async (tx) => {
      const admin = await requireAdministrator(tx, caller);
      await tx.query('SELECT pg_advisory_xact_lock($1)', [RAILATION_WRITE_LOCK]);
      return fn(tx, admin, clock.now());
    });
  return {
    async importPlaces(caller, body) {
      await requireAdministrator(db, caller);
      const reading = readPlaceImport(body.format, body.content);
      if (reading.issues.length > 0) {
        const count = reading.issues.length;
        throw new ApiError(
          400,
          'invalid_request',
          `The file has ${count} problem${count === 1 ? '' : 's'}; nothing was imported.`,
          { field: reading.issues[0]?.field ?? 'content', issues: reading.issues.slice(0, 500) },
        );
      }
      return write(caller, async (tx, admin, at) => {
        let next = await nextPlaceNumber(tx);
        const existing = new Set(
          (await tx.query<{ id: string }>("SELECT id FROM railation_places WHERE id LIKE 'p%'")).map(
            (r) => r.id,
          ),
        );
        const ids: string[] = [];
        let replaced = 0;
        for (const place of reading.places) {
          const id = place.id ?? `p${next++}`;
          if (existing.has(id)) replaced++;
          await upsertPlace(tx, { ...place, id }, at);
          ids.push(id);
        }
        const result = { created: ids.length - replaced, replaced, ids };
        await writeAudit(tx, admin, at, {
          action: 'importRailationPlaces',
          target: `${ids.length} places (${body.format})`,
          before: null,
          after: { created: result.created, replaced },
        });
        return result;
      });
    },
    async createPlace(caller, input) {
      return write(caller, async (tx, admin, at) => {
        const id = `p${await nextPlaceNumber(tx)}`;
        await upsertPlace(tx, recordOf(id, input), at);
        const after = await readPlace(tx, id);
        if (!after) throw new Error(`Place ${id} vanished while it was created.`);
        await writeAudit(tx, admin, at, {
          action: 'createRailationPlace',
          target: `${input.name} (${id})`,
          before: null,
          after: input,
        });
        return after;
      });
    },
    async updatePlace(caller, id, input) {
      return write(caller, async (tx, admin, at) => {
        const before = await readPlace(tx, id);
        if (!before) throw notFound('Place');
        const voyage =
          (
            await tx.query<{ voyage: PlaceRecord['voyage'] }>(
              'SELECT voyage FROM railation_places WHERE id = $1',
              [id],
            )
          )[0]?.voyage ?? null;
        await upsertPlace(tx, { ...recordOf(id, input, before), voyage }, at);
        const after = await readPlace(tx, id);
        if (!after) throw new Error(`Place ${id} vanished while it was changed.`);
        await writeAudit(tx, admin, at, {
          action: 'updateRailationPlace',
          target: `${input.name} (${id})`,
          before,
          after: input,
        });
        return after;
      });
    },
    async deletePlace(caller, id) {
      await write(caller, async (tx, admin, at) => {
        const before = await readPlace(tx, id);
        if (!before || !(await deletePlace(tx, id))) throw notFound('Place');
        await writeAudit(tx, admin, at, {
          action: 'deleteRailationPlace',
          target: `${before.name} (${id})`,
          before,
          after: null,
        });
      });
    },
  };
};
