import { describe, expect, it } from 'vitest';
import {
  allOf,
  createdClause,
  idsClause,
  statusClause,
  vehicleClause,
} from '../../src/api/contract/logbook-filter';
import { ApiError } from '../http/api-error';
import { parseLogbookFilter } from './logbook-filter-sql';

const A = '0b7c8f5e-0a8e-4c39-9c43-3e1f3a2c6b11';
const B = '9E2D4C1A-5B6F-4A7E-8D9C-0F1E2D3C4B5A';

const refusal = (text: string) => {
  try {
    parseLogbookFilter(text);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error(`accepted: ${text}`);
};

describe('parseLogbookFilter', () => {
  it('turns every clause of the language into SQL with parameters', () => {
    expect(parseLogbookFilter(vehicleClause(203))).toEqual({ sql: '(e.vehicle_id = $1)', params: [203] });
    expect(parseLogbookFilter(vehicleClause(null))).toEqual({
      sql: '(e.vehicle_id IS NOT NULL)',
      params: [],
    });
    expect(parseLogbookFilter(statusClause('finalized'), 4)).toEqual({
      sql: '(e.status = $4)',
      params: ['finalized'],
    });
    expect(parseLogbookFilter(idsClause('include', [A, B]))).toEqual({
      sql: "(e.id = ANY(string_to_array($1, ',')::uuid[]))",
      params: [`${A},${B.toLowerCase()}`],
    });
    expect(parseLogbookFilter(idsClause('exclude', [A])).sql).toBe(
      "(NOT (e.id = ANY(string_to_array($1, ',')::uuid[])))",
    );
  });

  it.each([
    // Summer time (UTC+2): the local day starts at 22:00 UTC the day before.
    [
      { startDate: '2026-07-11', endDate: '2026-07-11' },
      '2026-07-10T22:00:00.000Z',
      '2026-07-11T22:00:00.000Z',
    ],
    // Across both clock changes: midnight is still in winter time (UTC+1) on 29.03. and 26.10.
    [
      { startDate: '2026-03-29', endDate: '2026-10-25' },
      '2026-03-28T23:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
    [
      { startDate: '2024-02-29', endDate: '2024-12-31' },
      '2024-02-28T23:00:00.000Z',
      '2024-12-31T23:00:00.000Z',
    ],
  ])('the created days %o are whole days of Europe/Berlin: from %s, before %s', (period, from, before) => {
    expect(parseLogbookFilter(createdClause(period), 3)).toEqual({
      sql: '(e.created_at >= $3::timestamptz) AND (e.created_at < $4::timestamptz)',
      params: [from, before],
    });
  });

  it('joins clauses with and, numbering parameters on', () => {
    const filter = allOf(vehicleClause(7), statusClause('created'), idsClause('exclude', [A]));
    expect(parseLogbookFilter(filter, 3)).toEqual({
      sql: "(e.vehicle_id = $3) AND (e.status = $4) AND (NOT (e.id = ANY(string_to_array($5, ',')::uuid[])))",
      params: [7, 'created', A],
    });
    expect(parseLogbookFilter('   ')).toEqual({ sql: 'TRUE', params: [] });
  });

  it('refuses anything else with a 400 naming the clause and the field filter', () => {
    for (const bad of [
      "status eq 'deleted'",
      'vehicleIdRef eq 1 or 1=1',
      'vehicleIdRef eq 1; DROP TABLE logbook_entries; --',
      "status eq 'created' and",
      'and status',
      'vehicleIdRef eq 99999999999',
      'vehicleIdRef eq -1',
      "logbookEntryId in ('x')",
      `logbookEntryId in ('${A}') or TRUE`,
      "remarks eq 'x'",
      `logbookEntryId in ('${A}'')`,
      "createDay ge '2026-02-30'",
      "createDay le '2026-13-01'",
      "createDay ge '1969-12-31'",
      "createDay gt '2026-07-01'",
      'createDay ge 2026-07-01',
      "createDay ge '2026-7-1'",
      "createTimestamp ge '2026-07-01'",
    ]) {
      const error = refusal(bad);
      expect(error.status, bad).toBe(400);
      expect(error.body.field).toBe('filter');
      expect(error.body.message).toMatch(/^Invalid filter clause "/);
    }
    expect(refusal("status eq 'created' and x eq 1").body.message).toContain('"x eq 1"');
  });

  it('bounds the ids of one clause and the clause it echoes', () => {
    const many = Array.from(
      { length: 10_001 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(refusal(idsClause('include', many)).body.message).toContain('more than 10000 ids');
    expect(refusal('x'.repeat(5000)).body.message.length).toBeLessThan(200);
  });
});
