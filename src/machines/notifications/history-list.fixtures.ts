import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { NotificationEvent, NotificationPage, ReportPeriod } from '../../api/contract';
import { NOTIFICATION_LABELS } from '../../api/contract/notifications-limits';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { HistoryListContext, HistoryListInput } from './history-list.types';

/** Test and story data for the notifications history. Not imported by the app. */

export const FIXTURE_HISTORY_PERIOD: ReportPeriod = { startDate: '2026-11-08', endDate: '2026-11-22' };

const PLACES = ['Köln Eifeltor', 'Hamburg-Harburg', 'München Nord Rbf', null] as const;

/** Event `n` of vehicle 101 or 102: a label in turn, an hour apart back from 22.11.2026 10:00 UTC. */
export const fixtureNotification = (n: number): NotificationEvent => {
  const place = PLACES[n % PLACES.length] ?? null;
  return {
    id: 10_000 - n,
    timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0) - n * 3_600_000).toISOString(),
    vehicleId: n % 2 === 0 ? 101 : 102,
    type: NOTIFICATION_LABELS[n % NOTIFICATION_LABELS.length] ?? 'NSSpeedlimitExeeded',
    note: n % 3 === 0 ? null : `Messwert ${80 + n} (Grenze 50)`,
    location: n % 5 === 4 ? null : { lat: 50.9 + n / 1000, lng: 6.9 + n / 1000, placeName: place },
  };
};

/** Page `page` (1-based) of `total` events, `size` a page, as listNotifications answers. */
export const fixtureHistoryPage = (page: number, total: number, size = 50): NotificationPage => {
  const skip = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - skip));
  return {
    total,
    skip,
    top: size,
    orderBy: 'timestamp desc',
    items: Array.from({ length: count }, (_, i) => fixtureNotification(skip + i)),
  };
};

export const historyListFixtures: {
  readonly inputs: Readonly<Record<'selected' | 'allVehicles' | 'noPeriod', HistoryListInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    selected: { vehicleIds: [101, 102], period: FIXTURE_HISTORY_PERIOD },
    allVehicles: { period: FIXTURE_HISTORY_PERIOD },
    noPeriod: { vehicleIds: [101] },
  },
  eventVariants: {
    'selection.changed': [
      { type: 'selection.changed', vehicleIds: [102] },
      { type: 'selection.changed', vehicleIds: [] },
    ],
    'period.changed': [
      { type: 'period.changed', period: { startDate: '2026-11-01', endDate: '2026-11-21' } },
      { type: 'period.changed', period: FIXTURE_HISTORY_PERIOD },
    ],
    'user.sort': [
      { type: 'user.sort', sort: { key: 'type', direction: 'asc' } },
      { type: 'user.sort', sort: { key: 'timestamp', direction: 'desc' } },
    ],
    'user.goToPage': [{ type: 'user.goToPage', page: 3 }],
    'xstate.done.actor.loadPage': [
      done('loadPage', fixtureHistoryPage(1, 120)),
      done('loadPage', fixtureHistoryPage(1, 0)),
      // Page 3 of 60 events: nothing there any more.
      done('loadPage', fixtureHistoryPage(3, 60)),
    ],
    'xstate.error.actor.loadPage': [failed('loadPage', httpError(500)), failed('loadPage', networkError())],
  },
};

/** The model's "same state": the value and what the guards read (a period, past the first page). */
export const serializeHistoryList = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as HistoryListContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    period: context.period !== null,
    page: context.page > 1,
  });
};
