import { LOGBOOK_PAGING } from '../../src/api/contract/logbook-limits';
import { ApiError } from '../http/api-error';

/** A part of a WHERE clause with its `$n` parameters (numbered from the `firstParam` it was given). */
export interface SqlFragment {
  readonly sql: string;
  readonly params: readonly unknown[];
}

const MAX_VEHICLE_ID = 2_147_483_647;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const VEHICLE_EQ = /^vehicleIdRef\s+eq\s+([1-9][0-9]{0,9})$/;
const VEHICLE_NOT_NULL = /^vehicleIdRef\s+ne\s+null$/;
const STATUS_EQ = /^status\s+eq\s+'(created|finalized)'$/;
const IDS = new RegExp(
  `^logbookEntryId\\s+(in|not\\s+in)\\s*\\(\\s*('${UUID}'(?:\\s*,\\s*'${UUID}')*)\\s*\\)$`,
);
const UUID_GLOBAL = new RegExp(UUID, 'g');

/** At most this much of a refused clause is echoed. */
const ECHO = 100;

const refuse = (clause: string, why: string): never => {
  const shown = clause.length > ECHO ? `${clause.slice(0, ECHO)}…` : clause;
  throw new ApiError(400, 'invalid_request', `Invalid filter clause "${shown}": ${why}`, {
    field: 'filter',
    issues: [{ field: 'filter', message: `${why}: ${shown}` }],
  });
};

/**
 * Parses the logbook filter language (src/api/contract/logbook-filter.ts) into parameterised SQL over
 * `logbook_entries` aliased `e`: clauses joined by ` and `, each one of
 * `vehicleIdRef eq <id>`, `vehicleIdRef ne null`, `status eq 'created'|'finalized'`,
 * `logbookEntryId in ('<uuid>',…)`, `logbookEntryId not in ('<uuid>',…)`. Values are never pasted
 * into the SQL: they are parameters `$firstParam`, `$firstParam+1`, … An empty filter matches every
 * entry (`TRUE`). Anything else throws a 400 (field `filter`) naming the clause.
 */
export const parseLogbookFilter = (text: string, firstParam = 1, e = 'e'): SqlFragment => {
  const trimmed = text.trim();
  if (trimmed === '') return { sql: 'TRUE', params: [] };
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const parts = trimmed.split(/\s+and\s+/);
  const sql = parts.map((raw) => {
    const clause = raw.trim();
    if (clause === '') return refuse(raw, 'empty clause');
    const vehicle = VEHICLE_EQ.exec(clause);
    if (vehicle) {
      const id = Number(vehicle[1]);
      if (id > MAX_VEHICLE_ID) return refuse(clause, 'no such vehicle id');
      return `${e}.vehicle_id = ${param(id)}`;
    }
    if (VEHICLE_NOT_NULL.test(clause)) return `${e}.vehicle_id IS NOT NULL`;
    const status = STATUS_EQ.exec(clause);
    if (status) return `${e}.status = ${param(status[1])}`;
    const ids = IDS.exec(clause);
    if (ids) {
      const list = [...new Set((ids[2] ?? '').match(UUID_GLOBAL)?.map((id) => id.toLowerCase()) ?? [])];
      if (list.length > LOGBOOK_PAGING.maxFilterIds) {
        return refuse(clause, `more than ${LOGBOOK_PAGING.maxFilterIds} ids`);
      }
      const any = `${e}.id = ANY(string_to_array(${param(list.join(','))}, ',')::uuid[])`;
      return ids[1] === 'in' ? any : `NOT (${any})`;
    }
    return refuse(clause, 'unknown clause');
  });
  return { sql: sql.map((s) => `(${s})`).join(' AND '), params };
};
