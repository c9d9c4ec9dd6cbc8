import type { Alarm, AlarmDefect, AlarmDefectChoices, AlarmDefectCreate } from '../../../src/api/contract';
import { ALARM_LIMITS, LOGBOOK_LIMITS } from '../../../src/api/contract';
import type { CallerScope } from '../../accounts/caller-scope';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import { requireFleetReader } from '../../fleet/fleet-access';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { readVisibleEntry } from '../../logbook/entry-store';
import { insertEntry } from '../../logbook/entry-writes';
import { entryVisibleSql, requireLogbookAccess, type LogbookNeed } from '../../logbook/logbook-access';
import { setAlarmLinks } from './alarm-defect-links';
import { defectOf } from './alarm-query';
import { visibleAlarm } from './alarm-visible';

export interface AlarmDefectDeps {
  readonly db: Db;
  readonly clock: Clock;
}

const conflict = (field: 'alarmId' | 'entryId' | 'logbookEntryId', message: string) =>
  new ApiError(409, 'conflict', message, { field });

/** Locks the alarm's row (after the entry's, see alarm-defect-links.ts) and answers it if visible. */
const lockedAlarm = async (tx: Queryable, scope: CallerScope, alarmId: number): Promise<Alarm> => {
  await tx.query('SELECT 1 FROM notification_alarms WHERE id = $1 FOR UPDATE', [alarmId]);
  return visibleAlarm(tx, scope, alarmId);
};

/** An alarm that may get a defect: open and not yet linked to another entry. */
const checkOpenUnlinked = (alarm: Alarm, entryId: string) => {
  if (alarm.state === 'cleared') throw conflict('alarmId', 'The alarm is cleared; it cannot be linked.');
  if (alarm.defect && alarm.defect.entryId !== entryId) {
    throw conflict('alarmId', 'The alarm is already linked to another logbook entry.');
  }
};

/**
 * Alarms joined to logbook defects (issue 30 §1). The caller needs the fleet read right (to see the
 * alarm) and the logbook rights in its active organisation: read for the choices, create for linking
 * and making an entry (the demo user never has it). Linking and making an entry each run in one
 * transaction: the entry and its link are stored together or not at all.
 */
export const createAlarmDefectService = (deps: AlarmDefectDeps) => {
  const { db, clock } = deps;
  const scopes = async (caller: Caller, needs: LogbookNeed[]) => {
    const scope = await requireFleetReader(db, caller);
    const access = await requireLogbookAccess(db, caller, scope.organisationId, needs);
    return { scope, access };
  };

  return {
    async choices(caller: Caller, alarmId: number): Promise<AlarmDefectChoices> {
      const { scope, access } = await scopes(caller, ['entries:read']);
      const alarm = await visibleAlarm(db, scope, alarmId);
      const rows = await db.query<Parameters<typeof defectOf>[0]>(
        `SELECT e.id::text AS entry_id, e.entry_state AS defect_state, e.status AS entry_status,
           (extract(epoch FROM e.reference_ts) * 1000)::float8 AS entry_ref_ms,
           left(e.defects ->> 'description', $4) AS defect_description
         FROM logbook_entries e
         WHERE e.organisation_id = $1 AND e.vehicle_id = $2 AND e.defects IS NOT NULL
           AND e.entry_state = 'open' AND ${entryVisibleSql('$3')}
         ORDER BY e.reference_ts DESC, e.id DESC LIMIT $5`,
        [
          access.organisationId,
          alarm.vehicleId,
          access.accountId,
          ALARM_LIMITS.defectSummary,
          ALARM_LIMITS.openDefects,
        ],
      );
      return { items: rows.map(defectOf).filter((d): d is AlarmDefect => d !== null) };
    },

    async link(caller: Caller, alarmId: number, entryId: string): Promise<Alarm> {
      const { scope, access } = await scopes(caller, ['entries:read', 'entries:create']);
      return db.transaction(async (tx) => {
        const entry = await readVisibleEntry(tx, access, entryId, true);
        if (!entry) throw new ApiError(404, 'not_found', 'Logbook entry not found.', { field: 'entryId' });
        const alarm = await lockedAlarm(tx, scope, alarmId);
        checkOpenUnlinked(alarm, entry.id);
        if (entry.vehicle_id !== alarm.vehicleId) {
          throw conflict('entryId', 'The entry belongs to another vehicle than the alarm.');
        }
        if (entry.defects === null) throw conflict('entryId', 'The entry has no defect.');
        if (entry.entry_state !== 'open') throw conflict('entryId', 'The entry’s defect is resolved.');
        if (alarm.defect?.entryId === entry.id) return alarm;
        await setAlarmLinks(tx, [alarmId], entry.id, access.organisationId);
        return visibleAlarm(tx, scope, alarmId);
      });
    },

    async create(caller: Caller, alarmId: number, body: AlarmDefectCreate): Promise<Alarm> {
      const { scope, access } = await scopes(caller, ['entries:read', 'entries:create']);
      const id = body.logbookEntryId.toLowerCase();
      return db.transaction(async (tx) => {
        const alarm = await lockedAlarm(tx, scope, alarmId);
        // A retry after a lost answer: the entry was made and linked before.
        if (alarm.defect?.entryId === id) return alarm;
        checkOpenUnlinked(alarm, id);
        const place = alarm.lastLocation?.placeName?.trim();
        const made = await insertEntry(tx, access, clock.now(), id, {
          header: {
            vehicleIdRef: alarm.vehicleId,
            remarks: null,
            // When it happened: inside the caller's window on the vehicle (the alarm is visible).
            referenceTimestamp: alarm.lastTimestamp,
            referenceLocation: place ? place.slice(0, LOGBOOK_LIMITS.shortText) : null,
          },
          vehicleState: {},
          inspections: {},
          defects: {
            description: body.description,
            measuresDescription: body.measuresDescription ?? null,
            state: 'open',
          },
          stoppage: null,
        });
        if (!made.created) throw conflict('logbookEntryId', 'An entry with this id already exists.');
        await setAlarmLinks(tx, [alarmId], id, access.organisationId);
        return visibleAlarm(tx, scope, alarmId);
      });
    },
  };
};

export type AlarmDefectService = ReturnType<typeof createAlarmDefectService>;
