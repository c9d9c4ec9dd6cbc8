import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  type NotificationLabel,
  type NotificationSettingInput,
} from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { writeSettings } from '../notifications/notification-settings.store';

/**
 * Limits of the demo fleet's alert rules: all 16 on, set where the simulated fleet breaks them now
 * and then (fast electric legs, hot and cold days, long working days, weak batteries, idling at a
 * signal), so the simulator's history has events of every kind. [min, max]; null: empty.
 */
const DEMO_LIMITS: Readonly<Record<NotificationLabel, readonly [number | null, number | null]>> = {
  NSLeavingDefinedArea: [null, 250],
  NSSpeedlimitExeeded: [null, 110],
  NSSuspectedCrash: [null, null],
  NSSuspectedDerailment: [null, null],
  NSOutsideTemperature: [-5, 28],
  NSVoltageDrop: [null, 15],
  NSMaxOperatingHoursDay: [null, 9],
  NSMaxOperatingHoursMonth: [null, 160],
  NSMaxOperatingHoursWeek: [null, 40],
  NSMaxMileageDay: [null, 450],
  NSMaxMileageMonth: [null, 9000],
  NSSuspiciousDrivingBehaviour: [null, null],
  NSLongDelayBreaks: [null, 15],
  NSShuntingImpacts: [null, null],
  NSFlatSpot: [null, null],
  NSSuspectedColdStart: [null, null],
};

const limit = (value: number | null) => ({ value, text: value === null ? '' : String(value) });

/** The demo form: every rule on with the limits above. */
export const DEMO_ALERT_FORM: readonly NotificationSettingInput[] = NOTIFICATION_LABELS.map((label) => ({
  label,
  status: true,
  unit: NOTIFICATION_UNITS[label],
  min: limit(DEMO_LIMITS[label][0]),
  max: limit(DEMO_LIMITS[label][1]),
}));

/** Switches every rule of the vehicles on with the demo limits, saved by the dispatcher account. */
export const seedDemoAlertSettings = async (
  q: Queryable,
  vehicleIds: readonly number[],
  at: Date,
): Promise<void> => {
  const [account] = await q.query<{ id: string }>(
    "SELECT id FROM accounts WHERE account_name = 'dispatcher'",
  );
  if (!account || vehicleIds.length === 0) return;
  await writeSettings(q, vehicleIds, DEMO_ALERT_FORM, { accountId: account.id, at });
};
