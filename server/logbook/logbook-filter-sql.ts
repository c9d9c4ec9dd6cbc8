import { LOGBOOK_PAGING } from '../../src/api/contract/logbook-limits';
import { ApiError } from '../http/api-error';
import { nextDay, startOfLocalDay } from '../telemetry/local-day';

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
const CREATE_DAY = /^createDay\s+(ge|le)\s+'(\d{4})-(\d{2})-(\d{2})'$/;

/** A real calendar day (not 2026-02-30) from 1970 on, as YYYY-MM-DD, or null. */
const calendarDay = (year: string, month: string, day: string): string | null => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year}-${month}-${day}`;
  return Number(year) >= 1970 && date.toISOString().slice(0, 10) === text ? text : null;
};

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
 * `logbookEntryId in ('<uuid>',…)`, `logbookEntryId not in ('<uuid>',…)`, `createDay ge|le 'YYYY-MM-DD'`
 * (whole days of the organisation's zone, Europe/Berlin: a day's midnight there). Values are never pasted
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
    const created = CREATE_DAY.exec(clause);
    if (created) {
      const day = calendarDay(created[2] ?? '', created[3] ?? '', created[4] ?? '');
      if (day === null) return refuse(clause, 'no such day');
      // Whole local days of the organisation (FLEET_TIME_ZONE): `le` ends where the next day starts.
      if (created[1] === 'ge')
        return `${e}.created_at >= ${param(new Date(startOfLocalDay(day)).toISOString())}::timestamptz`;
      return `${e}.created_at < ${param(new Date(startOfLocalDay(nextDay(day))).toISOString())}::timestamptz`;
    }
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
