import type { Alarm } from '../../../src/api/contract';
import type { CallerScope } from '../../accounts/caller-scope';
import type { Queryable } from '../../db/db';
import { notFound } from '../../http/api-error';
import { readAlarms } from './alarm-query';

/** One alarm the caller may see, else 404 (another organisation's, outside its window, none). */
export const visibleAlarm = async (q: Queryable, scope: CallerScope, alarmId: number): Promise<Alarm> => {
  const [alarm] = await readAlarms(q, { scope, vehicleIds: 'organisation', alarmId }, { skip: 0, top: 1 });
  if (!alarm) throw notFound('Alarm');
  return alarm;
};
