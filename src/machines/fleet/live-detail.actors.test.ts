import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import type { NotificationPage } from '../../api/contract';
import { createFleetApiActors } from './fleet.actors';
import { fixtureLiveDetail } from './fleet.fixtures';

/** The URL a fake fetch was called with, as text. */
const urlText = (url: RequestInfo | URL | undefined): string =>
  url === undefined ? '' : typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;

const REQUEST = {
  vehicleId: 101,
  view: 'livedata',
  userSessionId: '12453',
  isDemoUser: false,
  language: 'en-GB',
} as const;

const previewPage = (items: NotificationPage['items']): NotificationPage => ({
  total: items.length,
  skip: 0,
  top: 1,
  orderBy: 'timestamp desc',
  items,
});
const NEWEST = {
  id: 7,
  timestamp: '2026-03-04T09:15:00.000Z',
  vehicleId: 101,
  type: 'NSSpeedlimitExeeded',
  note: '80 km/h',
  location: null,
} as const;

/** The gateway: the live data of one vehicle, and the notification preview answered by `preview`. */
const gateway = (preview: () => Response) =>
  vi.fn(async (url: RequestInfo | URL) =>
    urlText(url).includes('/notifications/preview')
      ? preview()
      : Response.json(fixtureLiveDetail(REQUEST.vehicleId)),
  );

const load = (fetch: ReturnType<typeof gateway>) =>
  toPromise(
    createActor(createFleetApiActors(createApiClient({ fetch }), () => 'token').liveDetail.loadLiveDetail, {
      input: REQUEST,
    }).start(),
  );

describe('the live-data detail calls (spec 000 §7)', () => {
  it('asks the notification preview of the vehicle with skip 0, top 1', async () => {
    const fetch = gateway(() => Response.json(previewPage([NEWEST])));
    await load(fetch);
    const preview = fetch.mock.calls.map(([url]) => new URL(urlText(url), 'https://portal.test'));
    const asked = preview.find((url) => url.pathname.endsWith('/notifications/preview'));
    expect(asked?.pathname).toBe('/logbook/api/logbook/v1/notifications/preview');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ vehicleIds: '101', skip: '0', top: '1' });
  });

  it.each([
    [
      'the preview’s newest event',
      () => Response.json(previewPage([NEWEST])),
      { timestamp: NEWEST.timestamp, type: NEWEST.type },
    ],
    ['none when the preview has none', () => Response.json(previewPage([])), null],
    [
      'the live data’s own when the preview fails',
      () => Response.json({ error: 'internal', message: 'down' }, { status: 500 }),
      fixtureLiveDetail(REQUEST.vehicleId).notificationResp,
    ],
  ])('shows %s as the last notification', async (_, preview, notification) => {
    const detail = await load(gateway(preview));
    expect(detail.notificationResp).toEqual(notification);
    expect(detail.weatherResp).toEqual(fixtureLiveDetail(REQUEST.vehicleId).weatherResp);
  });
});
