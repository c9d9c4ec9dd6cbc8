import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  type NotificationLabel,
  type NotificationSettingInput,
} from '../../src/api/contract';
import type { Db } from '../db/db';
import { STATIONS } from '../demo/fleet-stations';
import { createTestFleet, type TestFleet } from '../fleet/test-fleet';
import { recordNotificationEvent } from './notification-events';

/** 11:00 on 12 March in Berlin (as the report tests): the events of 9–11 March lie in the past. */
export const NOW = new Date('2026-03-12T10:00:00Z');
export const TODAY = '2026-03-12';
export const CONTENT = '/wp-json/fvm/v1';

/** A setting as the form sends it; limits empty unless given. */
export const setting = (
  label: NotificationLabel,
  status: boolean,
  min: number | null = null,
  max: number | null = null,
): NotificationSettingInput => ({
  label,
  status,
  unit: NOTIFICATION_UNITS[label],
  min: { value: min, text: min === null ? '' : String(min) },
  max: { value: max, text: max === null ? '' : String(max) },
});

/** A whole form: every label, the speed limit at 80 km/h and the temperature range -30 to 60 °C on. */
export const fullForm = (): NotificationSettingInput[] =>
  NOTIFICATION_LABELS.map((label) =>
    label === 'NSSpeedlimitExeeded'
      ? setting(label, true, null, 80)
      : label === 'NSOutsideTemperature'
        ? setting(label, true, -30, 60)
        : label === 'NSSuspectedCrash'
          ? setting(label, true)
          : setting(label, false),
  );

export interface NotificationFleet extends TestFleet {
  /** The ids of the events recorded, oldest first, per vehicle. */
  readonly events: { readonly diesel: number[]; readonly eloc: number[]; readonly alpen: number[] };
}

const HAMBURG = { lat: STATIONS.hamburg.lat + 0.001, lng: STATIONS.hamburg.lng };
const MIN = 60_000;

/**
 * The test fleet with events recorded through `recordNotificationEvent`: 55 for the diesel (one
 * every 3 minutes from 9 March 23:30 UTC, i.e. 00:30 on 10 March in Berlin, so more than one page
 * of 50), 3 for the electric locomotive on 9, 10 and 11 March, one for the other organisation's
 * vehicle.
 */
export const createNotificationFleet = async (db: Db, suffix: string): Promise<NotificationFleet> => {
  const fleet = await createTestFleet(db, suffix);
  const diesel: number[] = [];
  const start = Date.parse('2026-03-09T23:30:00Z');
  for (let i = 0; i < 55; i++) {
    const event = await recordNotificationEvent(
      db,
      {
        vehicleId: fleet.diesel.id,
        timestamp: new Date(start + i * 3 * MIN),
        type: i % 2 === 0 ? 'NSSpeedlimitExeeded' : 'NSVoltageDrop',
        note: `diesel ${String(i).padStart(2, '0')}`,
        position: i === 54 ? null : HAMBURG,
      },
      NOW,
    );
    diesel.push(event.id);
  }
  const eloc: number[] = [];
  for (const [i, at] of ['2026-03-09T08:00:00Z', '2026-03-10T08:00:00Z', '2026-03-11T08:00:00Z'].entries()) {
    const event = await recordNotificationEvent(db, {
      vehicleId: fleet.eloc.id,
      timestamp: new Date(at),
      type: 'NSOutsideTemperature',
      note: i === 1 ? null : `eloc ${i}`,
      // Mid-Atlantic: no known place within reach.
      position: { lat: 45, lng: -30 },
    });
    eloc.push(event.id);
  }
  const alpenEvent = await recordNotificationEvent(db, {
    vehicleId: fleet.alpen.id,
    timestamp: new Date('2026-03-11T09:00:00Z'),
    type: 'NSSuspectedCrash',
    note: 'alpen',
    position: null,
  });
  return { ...fleet, events: { diesel, eloc, alpen: [alpenEvent.id] } };
};
