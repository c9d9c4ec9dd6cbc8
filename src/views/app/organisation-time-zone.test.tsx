import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORGANISATION_TIME_ZONE } from '../../api/contract';
import { berlinDateTime } from '../../api/export/notification-export.rules';
import { formatDateTime } from '../../i18n/format';
import { fixtureNotification } from '../../machines/notifications/history-list.fixtures';
import { fixtureEntry } from '../../machines/logbook/list/logbook-list.fixtures';
import { todayAt } from '../../machines/period/period.rules';
import { fromLocalInput, toLocalInput } from '../logbook/entry/entry-time';
import { LogbookTable } from '../logbook/list/logbook-table.view';
import { LiveTables } from '../livedata/live-tables.view';
import { TrackPointFacts } from '../map/track/track-point-facts.view';
import { VehicleFacts } from '../map/vehicle-facts.view';
import { NotificationTable } from '../notification/notification-table.view';
import { dayLabel } from '../reporting/graph/graph-charts.view';
import { ReportDays } from '../reporting/report-days.view';
import { ReportNotifications } from '../reporting/report-notifications.view';
import { DIESEL_DRIVING, fleetVehicles } from '../shared/fleet/testing/fleet-fixtures';
import { renderWithProviders } from '../shared/testing/render';

/**
 * Issue 28 §2: one event, one time. Every formatter and view that shows or exports a time writes it in
 * the organisation's zone (Europe/Berlin), whatever zone the browser runs in: the process's zone (`TZ`,
 * which Node's Date and Intl follow at once, as a browser's follow the machine's) is set to UTC and to
 * New York, and each row must still read the Berlin wall time.
 *
 * 2026-11-22T23:30Z is 23.11.2026 00:30 in Berlin, 22.11.2026 23:30 in UTC and 22.11.2026 18:30 in New
 * York: a formatter that follows the browser gets the day and the hour wrong.
 */
const INSTANT = '2026-11-22T23:30:00.000Z';
const MS = Date.parse(INSTANT);
const BERLIN = '23.11.2026 00:30';

const shown = (ui: ReactElement, read: () => string | null | undefined): string => {
  renderWithProviders(ui);
  return read() ?? '';
};

const event = { ...fixtureNotification(1), timestamp: INSTANT };
const vehicle = fleetVehicles([DIESEL_DRIVING])[0];
const noop = () => undefined;

/** [what, how it is read, the Berlin text]: one row per place a time is shown or exported. */
const CASES: readonly (readonly [string, () => string, string])[] = [
  ['formatDateTime without a zone', () => formatDateTime(MS), BERLIN],
  [
    'notifications page table',
    () =>
      shown(
        <NotificationTable
          events={[event]}
          names={new Map()}
          sort={{ key: 'timestamp', direction: 'desc' }}
          onSort={noop}
        />,
        () => screen.getByRole('rowheader').textContent,
      ),
    BERLIN,
  ],
  ['notification export file', () => berlinDateTime(INSTANT), BERLIN],
  [
    'reporting notifications',
    () =>
      shown(
        <ReportNotifications
          notifications={[{ timestamp: INSTANT, type: 'NSSpeedlimitExeeded', note: null }]}
          placeholder={false}
        />,
        () => screen.getByRole('rowheader').textContent,
      ),
    BERLIN,
  ],
  [
    'report days (a day of the organisation)',
    () =>
      shown(
        <ReportDays
          days={[
            {
              date: '2026-11-23',
              equippedHours: 1,
              workingHours: 1,
              standByHours: 0,
              idleHours: 0,
              drivingHours: 1,
              mileageKm: 10,
              fuelLitres: 5,
              notifications: 0,
            },
          ]}
          isEloc={false}
        />,
        () => screen.getByTestId('report-day-2026-11-23').querySelector('th')?.textContent,
      ),
    '23.11.2026',
  ],
  ['graph x-axis tick', () => dayLabel('2026-11-23'), '23.11.'],
  ['today of the period pickers', () => todayAt(MS), '2026-11-23'],
  [
    'live data: last notification',
    () =>
      vehicle
        ? shown(
            <LiveTables
              vehicle={vehicle}
              temperature={null}
              notification={{ timestamp: INSTANT, type: 'NSSpeedlimitExeeded' }}
              weather={null}
            />,
            () => within(screen.getByTestId('kv-notificationTime')).getByRole('cell').textContent,
          )
        : 'no fixture vehicle',
    BERLIN,
  ],
  [
    'map: last position',
    () =>
      shown(
        <VehicleFacts
          vehicle={{
            vehicleId: 1,
            name: 'V 1',
            kind: 'diesel',
            status: 'driving',
            position: null,
            speed: null,
            timestampPosition: INSTANT,
          }}
          withLastPosition
        />,
        () => screen.getAllByRole('definition').at(-1)?.textContent,
      ),
    BERLIN,
  ],
  [
    'track point',
    () =>
      shown(
        <TrackPointFacts point={{ position: [9.99, 53.55], time: MS / 1000, speed: 40, late: false }} />,
        () => screen.getAllByRole('definition')[0]?.textContent,
      ),
    `${BERLIN}:00`,
  ],
  [
    'logbook list: created',
    () =>
      shown(
        <LogbookTable
          caption="Logbook"
          entries={[fixtureEntry(1, { createTimestamp: INSTANT })]}
          isSelected={() => false}
          pageSelected={false}
          onToggleEntry={noop}
          onTogglePage={noop}
          orderby="createTimestamp desc"
          canReadComments={false}
          onOpenEntry={noop}
          empty={null}
        />,
        () =>
          within(screen.getByTestId('logbook-row')).getByText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/).textContent,
      ),
    BERLIN,
  ],
  ['logbook entry field: shown', () => toLocalInput(INSTANT), '2026-11-23T00:30'],
  ['logbook entry field: saved', () => fromLocalInput('2026-11-23T00:30'), INSTANT],
];

describe.each(['UTC', 'America/New_York'])('with the browser in %s', (zone) => {
  beforeAll(() => {
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('really runs in that zone, where the instant reads otherwise', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date(MS).getDate()).toBe(22);
  });

  it.each(CASES)('%s shows the Berlin time', (_what, read, expected) => {
    expect(read()).toBe(expected);
  });
});

it('names the zone under the date headers of both notification tables', () => {
  renderWithProviders(
    <>
      <NotificationTable
        events={[event]}
        names={new Map()}
        sort={{ key: 'timestamp', direction: 'desc' }}
        onSort={noop}
      />
      <ReportNotifications
        notifications={[{ timestamp: INSTANT, type: 'NSSpeedlimitExeeded', note: null }]}
        placeholder={false}
      />
    </>,
  );
  const headers = screen.getAllByRole('columnheader', { name: /^Datum/ });
  expect(headers).toHaveLength(2);
  for (const header of headers) {
    const note = within(header).getByTestId('time-zone-note');
    expect(note.textContent).toBe(ORGANISATION_TIME_ZONE);
    expect(note.getAttribute('title')).toBe('Zeiten in Europe/Berlin, 24 Stunden');
  }
});
