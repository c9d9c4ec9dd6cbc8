import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../shared/app-services';
import type { NotificationSettingsSave } from '../../api/contract';
import {
  fixtureSaved,
  fixtureSettings,
  fixtureTemporary,
} from '../../machines/notifications/settings-form.fixtures';
import { httpError, networkError } from '../../machines/session/session.fixtures';
import { FLEET, FLEET_LIST_ITEMS } from '../shared/fleet/testing/fleet-fixtures';
import { createFakeSession } from '../shared/testing/fake-actors';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { NotificationSettingsDrawer } from './notification-settings-drawer.screen';
import { NotificationSettingsScreen } from './notification-settings.screen';

interface Call {
  readonly operationId: string;
  readonly params?: unknown;
  readonly body?: NotificationSettingsSave;
}

/** A fake API client answering the settings read and save; `saveError` makes the save fail. */
const fakeApi = (saveError: Error | null = null) => {
  const calls: Call[] = [];
  const api = {
    call: vi.fn((endpoint: { operationId: string }, options: { params?: unknown; body?: unknown }) => {
      calls.push({ operationId: endpoint.operationId, ...options } as Call);
      if (endpoint.operationId === 'getNotificationSettings') return Promise.resolve(fixtureSettings());
      if (endpoint.operationId === 'listTemporaryNotificationSettings')
        return Promise.resolve({ items: fixtureTemporary() });
      if (endpoint.operationId === 'deleteTemporaryNotificationSetting') return Promise.resolve(undefined);
      if (endpoint.operationId === 'saveNotificationSettings') {
        if (saveError) return Promise.reject(saveError);
        return Promise.resolve(fixtureSaved((options.body as NotificationSettingsSave).wpIds));
      }
      return Promise.reject(new Error(`unexpected ${endpoint.operationId}`));
    }),
  } as unknown as AppServices['reporting']['api'];
  return { api, calls };
};

const services = (options: { activeIds?: number[]; demo?: boolean; saveError?: Error | null } = {}) => {
  const { api, calls } = fakeApi(options.saveError ?? null);
  const fleet = createFakeFleet({
    items: FLEET_LIST_ITEMS,
    entries: FLEET,
    view: 'notificationsettings',
    activeIds: options.activeIds ?? [1001],
  });
  const base = fakeServices({
    session: createFakeSession(
      readyContext({ ...DISPATCHER, isDemoUser: options.demo ?? false }, DISPATCHER_RIGHTS),
    ),
    fleet,
  });
  return { services: { ...base, reporting: { ...base.reporting, api } }, calls };
};

const render = (options: Parameters<typeof services>[0] = {}) => {
  const built = services(options);
  renderWithProviders(<NotificationSettingsScreen route="notificationsettings" services={built.services} />, {
    language: 'en-GB',
  });
  return built.calls;
};

const saveButton = () => screen.getByTestId<HTMLButtonElement>('settings-save');
const speedMax = () => screen.getByTestId<HTMLInputElement>('settings-max-NSSpeedlimitExeeded');
const speedMin = () => screen.getByTestId<HTMLInputElement>('settings-min-NSSpeedlimitExeeded');
const saves = (calls: readonly Call[]) => calls.filter((c) => c.operationId === 'saveNotificationSettings');

describe('notification settings screen', () => {
  it('loads the selected locomotive’s settings by its wpId and saves the edits for it', async () => {
    const calls = render();
    await waitFor(() => expect(speedMax().value).toBe('80'));
    expect(calls[0]).toMatchObject({ operationId: 'getNotificationSettings', params: { wpId: 6001 } });
    expect(screen.getByTestId('settings-vehicle-name').textContent).toBe('BR 261 021-4');
    expect(
      within(screen.getByTestId('settings-row-NSSpeedlimitExeeded')).getByText('Speed limit exceeded'),
    ).toBeTruthy();
    expect(screen.getAllByText('km/h')).toHaveLength(2);
    // The switch enables min and max: off for the temperature range.
    expect(screen.getByTestId<HTMLInputElement>('settings-min-NSOutsideTemperature').disabled).toBe(true);
    expect(speedMin().min).toBe('0');
    expect(speedMax().max).toBe('10000');
    expect(screen.getByTestId<HTMLInputElement>('settings-max-NSOutsideTemperature').min).toBe('-273');
    expect(screen.getByTestId<HTMLInputElement>('settings-min-NSOutsideTemperature').min).toBe('-1000');

    fireEvent.change(speedMax(), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('settings-switch-NSOutsideTemperature'));
    expect(screen.getByTestId<HTMLInputElement>('settings-min-NSOutsideTemperature').disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    const body = saves(calls)[0]?.body;
    expect(body?.wpIds).toEqual([6001]);
    expect(body?.form).toHaveLength(16);
    expect(body?.form.find((s) => s.label === 'NSSpeedlimitExeeded')).toMatchObject({
      status: true,
      unit: 'kmPerHr',
      max: { value: 50 },
    });
    expect(body?.form.find((s) => s.label === 'NSOutsideTemperature')?.status).toBe(true);
  });

  it('min above max shows the rule in the user’s language and sends no save', async () => {
    const calls = render();
    await waitFor(() => expect(speedMax().value).toBe('80'));
    fireEvent.change(speedMin(), { target: { value: '90' } });
    fireEvent.change(speedMax(), { target: { value: '50' } });
    expect(screen.getByText('Min must not be above max')).toBeTruthy();
    expect(speedMin().getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(speedMax(), { target: { value: '10001' } });
    expect(screen.getByText('At most 10,000')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it.each([
    ['offline', networkError(), 'No connection.'],
    ['403', httpError(403), 'This account may not save notification settings.'],
  ])('a failed save (%s) shows why and keeps the edits', async (_name, error, text) => {
    const calls = render({ saveError: error });
    await waitFor(() => expect(speedMax().value).toBe('80'));
    fireEvent.change(speedMax(), { target: { value: '55' } });
    fireEvent.click(saveButton());
    const alert = await screen.findByTestId('settings-save-failed');
    expect(alert.textContent).toContain(text);
    expect(speedMax().value).toBe('55');
    expect(saves(calls)).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('settings-save-failed')).toBeNull());
  });

  it('without a vehicle Save opens the pick-a-locomotive dialog', async () => {
    const calls = render({ activeIds: [] });
    expect(screen.getByTestId('settings-no-vehicle')).toBeTruthy();
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Pick a locomotive')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('demo users see Save and apply-to-many disabled', async () => {
    render({ demo: true });
    await waitFor(() => expect(speedMax().value).toBe('80'));
    expect(screen.getByText('Demo users cannot save settings.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('settings-apply-many').disabled).toBe(true);
  });

  it('applies the form to the vehicles picked in the drawer (no cranes) in one save', async () => {
    const calls = render();
    await waitFor(() => expect(speedMax().value).toBe('80'));
    fireEvent.click(screen.getByTestId('settings-apply-many'));
    const drawer = await screen.findByTestId('settings-many-drawer');
    const cranes = ['Liebherr LTM 1090', 'Kirow KRC 810', 'Gottwald GS 150'];
    for (const crane of cranes) expect(within(drawer).queryByText(crane)).toBeNull();
    expect(within(drawer).getByText(`0 of ${FLEET.length - cranes.length} selected`)).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Filter vehicles' }), {
      target: { value: 'vectron' },
    });
    fireEvent.click(within(drawer).getByTestId('settings-many-select-all'));
    fireEvent.click(within(drawer).getByTestId('settings-many-save'));
    await waitFor(() => expect(screen.queryByTestId('settings-many-drawer')).toBeNull());
    const vectrons = FLEET_LIST_ITEMS.filter((v) => v.vehicle.name.startsWith('Vectron')).map(
      (v) => v.vehicle.wpId,
    );
    expect(saves(calls).map((c) => c.body?.wpIds)).toEqual([vectrons]);
    expect(await screen.findByText(`Settings saved for ${vectrons.length} vehicles.`)).toBeTruthy();
  });
});

describe('temporary settings on the page', () => {
  it('lists the locomotive’s temporary settings and ends one', async () => {
    const calls = render();
    const row = await screen.findByTestId('settings-temporary-7');
    expect(row.textContent).toContain('24.11.2026 – 28.11.2026');
    expect(row.textContent).toContain('Speed limit exceeded');
    expect(row.textContent).toContain('min 0 km/h · max 50 km/h');
    expect(row.textContent).toContain('dispatcher');
    expect(calls.find((c) => c.operationId === 'listTemporaryNotificationSettings')).toMatchObject({
      params: { wpId: 6001 },
    });
    fireEvent.click(
      within(row).getByRole('button', { name: 'End Speed limit exceeded for 24.11.2026 – 28.11.2026' }),
    );
    await waitFor(() => expect(screen.queryByTestId('settings-temporary')).toBeNull());
    expect(calls.filter((c) => c.operationId === 'deleteTemporaryNotificationSetting')).toEqual([
      expect.objectContaining({ params: { wpId: 6001, id: 7 } }),
    ]);
  });

  it('demo users see them, but cannot end them', async () => {
    render({ demo: true });
    const row = await screen.findByTestId('settings-temporary-7');
    expect(within(row).getByRole<HTMLButtonElement>('button').disabled).toBe(true);
  });
});

describe('NotificationSettingsDrawer', () => {
  it('loads nothing while closed and shows the form when open', async () => {
    const built = services();
    const onClose = vi.fn();
    const view = renderWithProviders(
      <NotificationSettingsDrawer services={built.services} open={false} onClose={onClose} />,
      { language: 'en-GB' },
    );
    expect(built.calls).toEqual([]);
    view.rerender(<NotificationSettingsDrawer services={built.services} open onClose={onClose} />);
    const drawer = await screen.findByTestId('notification-settings-drawer');
    await waitFor(() => expect(speedMax().value).toBe('80'));
    expect(within(drawer).getAllByRole('heading')[0]?.textContent).toContain('BR 261 021-4');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
