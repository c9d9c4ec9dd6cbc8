import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureAlarm } from '../../../machines/alarms/alarm-action.fixtures';
import { createControllableActors } from '../../../machines/testing/controllable-actors';
import { FIXTURE_LIVE_SESSION } from '../../../machines/notifications/live-stream.fixtures';
import { notificationBellMachine } from '../../../machines/notifications/notification-bell.machine';
import { notificationToastsMachine } from '../../../machines/notifications/notification-toasts.machine';
import { createFakeSession } from '../../shared/testing/fake-actors';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../../shared/testing/render';
import { NotificationBell } from '../header/notification-bell.view';
import { ShellScreen } from '../shell.screen';
import { NotificationToasts } from './notification-toasts.view';

afterEach(() => vi.useRealTimers());

describe('the notification bell view', () => {
  it('hides the badge at 0 and names the count in German and English', () => {
    const { unmount } = renderWithProviders(<NotificationBell count={0} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Benachrichtigungen, keine ungelesen' })).toBeTruthy();
    expect(screen.queryByTestId('notification-bell-badge')).toBeNull();
    unmount();
    renderWithProviders(<NotificationBell count={1} onOpen={() => {}} />, { language: 'en-GB' });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-bell-badge').textContent).toBe('1');
  });

  it('shows 99+ above 99, in the badge and the accessible name (which must hold the visible text)', () => {
    renderWithProviders(<NotificationBell count={250} onOpen={() => {}} />);
    expect(screen.getByTestId('notification-bell-badge').textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Benachrichtigungen, 99+ ungelesen' })).toBeTruthy();
  });

  it('with active alarms shows them in a square badge and names both, in German and English', () => {
    const { unmount } = renderWithProviders(
      <NotificationBell count={3} activeAlarms={2} onOpen={() => {}} />,
    );
    const button = screen.getByRole('button', { name: 'Benachrichtigungen, 2 aktive Alarme, 3 ungelesen' });
    expect(button.getAttribute('title')).toBe('Benachrichtigungen, 2 aktive Alarme, 3 ungelesen');
    const badge = screen.getByTestId('notification-bell-badge');
    expect([badge.textContent, badge.dataset['kind']]).toEqual(['2', 'alarms']);
    unmount();
    renderWithProviders(<NotificationBell count={0} activeAlarms={1} onOpen={() => {}} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('button', { name: 'Notifications, 1 active alarm, none unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-bell-badge').textContent).toBe('1');
  });

  it('without active alarms keeps the round unread badge and no tooltip', () => {
    renderWithProviders(<NotificationBell count={3} activeAlarms={0} onOpen={() => {}} />);
    const button = screen.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' });
    expect(button.getAttribute('title')).toBeNull();
    expect(screen.getByTestId('notification-bell-badge').dataset['kind']).toBe('unread');
  });

  it('shows 99+ above 99 active alarms, in the badge and the name', () => {
    renderWithProviders(<NotificationBell count={250} activeAlarms={120} onOpen={() => {}} />, {
      language: 'en-GB',
    });
    expect(screen.getByTestId('notification-bell-badge').textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 99+ active alarms, 99+ unread' })).toBeTruthy();
  });
});

describe('the notification toasts view', () => {
  it('says "<vehicle>: <alert label>" in a polite region and closes one on request', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <NotificationToasts
        toasts={[
          { id: 42, vehicleName: 'V 100 Lisa', label: 'NSSpeedlimitExeeded' },
          { id: 43, vehicleName: 'G 1206 Anton', label: 'NSVoltageDrop' },
        ]}
        onClose={onClose}
      />,
      { language: 'en-GB' },
    );
    const region = screen.getByRole('region', { name: 'New notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(
      within(region)
        .getAllByTestId('notification-toast')
        .map((t) => t.textContent),
    ).toEqual(['V 100 Lisa: Speed limit exceeded', 'G 1206 Anton: Voltage drop']);
    await userEvent.click(screen.getByRole('button', { name: 'Close notification: G 1206 Anton' }));
    expect(onClose).toHaveBeenCalledWith(43);
  });

  it('uses the German label texts', () => {
    renderWithProviders(
      <NotificationToasts
        toasts={[{ id: 1, vehicleName: 'V 100 Lisa', label: 'NSVoltageDrop' }]}
        onClose={() => {}}
      />,
    );
    expect(screen.getByTestId('notification-toast').textContent).toBe('V 100 Lisa: Spannungsabfall');
  });
});

describe('the bell and the toasts in the shell', () => {
  const start = () => {
    const fakes = createControllableActors(['loadUnread', 'markSeen', 'loadAlarmCounts']);
    const bell = createActor(notificationBellMachine.provide({ actors: fakes.actors }), {
      input: { session: FIXTURE_LIVE_SESSION },
    }).start();
    const toasts = createActor(notificationToastsMachine).start();
    const services = fakeServices({
      session: createFakeSession(readyContext(DISPATCHER, DISPATCHER_RIGHTS)),
      notifications: { ready: Promise.resolve({ bell, toasts }) },
    });
    const rendered = renderWithProviders(
      <ShellScreen services={services} route="dashboard">
        <p />
      </ShellScreen>,
    );
    return { ...rendered, fakes, bell, toasts };
  };

  it('counts live events on the bell; a click marks them seen and opens /notification', async () => {
    const { fakes, bell, currentPath } = start();
    await act(async () => fakes.resolve('loadAlarmCounts', { active: 0, acknowledged: 0 }));
    await act(async () => fakes.resolve('loadUnread', { count: 2, lastSeenId: 10 }));
    const button = await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' });
    act(() => {
      bell.send({ type: 'live.ready', lastEventId: 12 });
      bell.send({
        type: 'live.notification',
        event: {
          id: 13,
          timestamp: '2026-11-23T05:00:00.000Z',
          vehicleId: 101,
          type: 'NSFlatSpot',
          note: null,
          location: null,
        },
      });
    });
    expect(button.getAttribute('aria-label')).toBe('Benachrichtigungen, 3 ungelesen');
    await userEvent.click(button);
    expect(button.getAttribute('aria-label')).toBe('Benachrichtigungen, keine ungelesen');
    // The stream's opening (`live.ready`) also had the active alarms counted again.
    expect(fakes.pending().map((c) => [c.id, c.input])).toEqual([
      ['markSeen', { lastSeenId: 13 }],
      ['loadAlarmCounts', undefined],
    ]);
    expect(currentPath()).toBe('/notification');
  });

  it('shows the active alarms on the bell and counts them again when one changes', async () => {
    const { fakes, bell } = start();
    await act(async () => fakes.resolve('loadUnread', { count: 1, lastSeenId: 10 }));
    await act(async () => fakes.resolve('loadAlarmCounts', { active: 2, acknowledged: 1 }));
    await screen.findByRole('button', { name: 'Benachrichtigungen, 2 aktive Alarme, 1 ungelesen' });
    act(() => bell.send({ type: 'live.alarm', alarm: fixtureAlarm({ state: 'cleared' }) }));
    await act(async () => fakes.resolve('loadAlarmCounts', { active: 1, acknowledged: 1 }));
    expect(screen.getByTestId('notification-bell-badge').textContent).toBe('1');
    expect(
      screen.getByRole('button', { name: 'Benachrichtigungen, 1 aktiver Alarm, 1 ungelesen' }),
    ).toBeTruthy();
  });

  it('shows a toast for 3 s on the simulated clock', async () => {
    const { toasts } = start();
    // The toasts' code loads lazily: wait for its (empty) live region, then take over the clock.
    await screen.findByTestId('notification-toasts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() =>
      toasts.send({ type: 'live.toast', toast: { id: 7, vehicleName: 'V 100 Lisa', label: 'NSFlatSpot' } }),
    );
    expect(screen.getByTestId('notification-toast').textContent).toBe('V 100 Lisa: Flachstelle');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByTestId('notification-toast')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('notification-toast')).toBeNull();
  });
});
