import { randomUUID } from 'node:crypto';
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type Language,
  type LogbookOrderBy,
} from '../../../src/api/contract';
import { DEFAULT_LOGBOOK_ORDERBY } from '../../../src/api/contract/logbook-filter';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import type { BinaryResult, Caller } from '../../http/route';
import { localDayOf } from '../../telemetry/local-day';
import { requireLogbookAccess } from '../logbook-access';
import { parseLogbookFilter } from '../logbook-filter-sql';
import { csvExportStream } from './csv-export';
import { entryBatches } from './export-batches';
import { exportColumns } from './export-columns';
import { insertExport, readExport } from './export-store';
import { collectVehicles, restrictionSheet } from './restrictions-sheet';
import { xlsxExportStream } from './xlsx-export';

export interface ExportDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
}

export interface ExportRequest {
  readonly filter: string;
  readonly orderby?: LogbookOrderBy | undefined;
  readonly format: ExportFormat;
  readonly language: Language;
}

const FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', spreadsheet: 'xlsx' };

const unknownExport = () =>
  new ApiError(404, 'not_found', 'Export not found (or expired: prepare it again).');

/**
 * The logbook export (spec 001 §5 Export, §7): prepare (the request is checked and stored), then
 * download by its id, the file built while it streams (issue 7).
 */
export const createLogbookExportService = (deps: ExportDeps) => ({
  /** Needs logbook_entries read in the organisation; a filter outside the language is a 400. */
  async createExport(
    caller: Caller,
    organisationId: string,
    request: ExportRequest,
  ): Promise<{ resourceId: string }> {
    await requireLogbookAccess(deps.db, caller, organisationId, ['entries:read']);
    parseLogbookFilter(request.filter);
    const id = randomUUID();
    await insertExport(
      deps.db,
      {
        id,
        organisationId,
        accountId: caller.accountId,
        filter: request.filter,
        orderby: request.orderby ?? DEFAULT_LOGBOOK_ORDERBY,
        format: request.format,
        language: request.language,
      },
      deps.clock.now(),
    );
    return { resourceId: id };
  },

  /**
   * The file of a prepared export: only for the account that prepared it, until it expires, with the
   * rights the caller has now (comment columns only with comments read).
   */
  async downloadExport(caller: Caller, organisationId: string, exportId: string): Promise<BinaryResult> {
    const access = await requireLogbookAccess(deps.db, caller, organisationId, ['entries:read']);
    const now = deps.clock.now();
    const prepared = await readExport(
      deps.db,
      { id: exportId, organisationId, accountId: caller.accountId },
      now,
    );
    if (!prepared) throw unknownExport();
    const columns = exportColumns(access.comments.canRead);
    const batches = entryBatches(deps.db, access, prepared.filter, prepared.orderby);
    // The spreadsheet's second sheet: the restriction notices of the exported entries' vehicles.
    const vehicles = collectVehicles(batches);
    const stream =
      prepared.format === 'csv'
        ? csvExportStream(batches, columns, prepared.language, deps.log)
        : xlsxExportStream(vehicles.batches, columns, prepared.language, deps.log, async () => [
            await restrictionSheet(deps.db, vehicles.vehicleIds(), prepared.language, now),
          ]);
    return {
      contentType: EXPORT_CONTENT_TYPES[prepared.format],
      stream,
      cacheControl: 'no-store',
      fileName: `logbook-export-${localDayOf(now.getTime())}.${FILE_EXTENSIONS[prepared.format]}`,
    };
  },
});

export type LogbookExportService = ReturnType<typeof createLogbookExportService>;
