import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deployApp,
  getDeploymentStatus,
  getUserInteraction,
  getVersionNumbers,
  setDeploymentApproval,
  setUserInteraction,
  type DeploymentStatus,
} from '../../../api/contract';
import {
  FIXTURE_BOTH_APPROVED,
  FIXTURE_DEPLOYED,
  FIXTURE_NONE_APPROVED,
  FIXTURE_OPERATOR_APPROVED,
} from '../../../machines/deployment-approvals/deployment-approvals.fixtures';
import {
  FIXTURE_FRESH,
  FIXTURE_NOW,
  FIXTURE_SAVED,
} from '../../../machines/other-settings-form/other-settings-form.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { OtherSettingsScreen } from './other-settings.screen';

/** A fake server: the approvals as `status` says, every call recorded. */
const server = (initial: DeploymentStatus) => {
  let status = initial;
  const call = vi.fn((endpoint: unknown, _input?: unknown): Promise<unknown> => {
    if (endpoint === getDeploymentStatus) return Promise.resolve(status);
    if (endpoint === getVersionNumbers) return Promise.resolve({ versionNos: FIXTURE_FRESH.versions });
    if (endpoint === getUserInteraction) return Promise.resolve(FIXTURE_FRESH.interaction);
    if (endpoint === setUserInteraction) {
      status = FIXTURE_NONE_APPROVED;
      return Promise.resolve(FIXTURE_SAVED.interaction);
    }
    if (endpoint === setDeploymentApproval) {
      status = FIXTURE_BOTH_APPROVED;
      return Promise.resolve(status);
    }
    if (endpoint === deployApp) return Promise.resolve((status = FIXTURE_DEPLOYED));
    return Promise.reject(new Error('unexpected call'));
  });
  const deps = { api: { call: call as never }, getAccessToken: () => 'access' };
  const calls = (endpoint: unknown) =>
    call.mock.calls.filter(([e]) => e === endpoint).map(([, input]) => input);
  return { deps, calls };
};

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Other Settings tab (screen)', () => {
  it('approves its own role, deploys with both, and shows the outcome and both approvals withdrawn', async () => {
    const { deps, calls } = server(FIXTURE_OPERATOR_APPROVED);
    renderWithProviders(
      <OtherSettingsScreen deps={deps} role="administrator" environment="staging" timeZone="Europe/Berlin" />,
      { language: 'en-GB' },
    );
    const approvals = await screen.findByTestId('deployment-approvals');
    expect((await screen.findByTestId('production-version')).textContent).toBe('1.2.4');
    const deploy = await within(approvals).findByRole('button', { name: 'Deploy' });
    expect(deploy).toHaveProperty('disabled', true);
    expect(within(approvals).getByRole('checkbox', { name: 'Operator’s admin' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(approvals).getByRole('checkbox', { name: 'Administrator' }));
    await waitFor(() => expect(deploy).toHaveProperty('disabled', false));
    expect(calls(setDeploymentApproval)).toEqual([
      expect.objectContaining({ params: { role: 'administrator' }, body: { approvalStatus: true } }),
    ]);
    fireEvent.click(deploy);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Files were successfully updated')).toBeTruthy();
    expect(calls(deployApp)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      within(approvals).getByRole('checkbox', { name: 'Administrator' }).getAttribute('aria-checked'),
    ).toBe('false');
    // The form shows what production runs now.
    expect(screen.getByTestId('production-version').textContent).toBe('1.3.0');
  });

  it('"Update version" stores the prompts as Berlin time and reads the approvals again', async () => {
    const { deps, calls } = server(FIXTURE_BOTH_APPROVED);
    renderWithProviders(
      <OtherSettingsScreen deps={deps} role="operator_admin" environment="local" timeZone="Europe/Berlin" />,
      { language: 'de-DE' },
    );
    const update = await screen.findByRole('button', { name: 'Version aktualisieren' });
    expect(update).toHaveProperty('disabled', true);
    expect(screen.getByLabelText<HTMLInputElement>('Major').readOnly).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Aktualisierung vorschlagen' }));
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    fireEvent.click(update);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Die Einstellungen wurden gespeichert.')).toBeTruthy();
    expect(calls(setUserInteraction)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          suggestReload: true,
          showMessage: false,
          start_date: '23-11-2026 10:00:00',
          end_date: '26-11-2026 10:00:00',
        }) as unknown,
      }),
    ]);
    await waitFor(() => expect(calls(getDeploymentStatus)).toHaveLength(2));
    await waitFor(() =>
      expect(
        screen
          .getByRole('checkbox', { name: 'Administrator des Betreibers', hidden: true })
          .getAttribute('aria-checked'),
      ).toBe('false'),
    );
  });

  it('on production shows the notice and offers nothing to change', async () => {
    const { deps } = server(FIXTURE_BOTH_APPROVED);
    renderWithProviders(
      <OtherSettingsScreen
        deps={deps}
        role="administrator"
        environment="production"
        timeZone="Europe/Berlin"
      />,
      { language: 'en-GB' },
    );
    expect(await screen.findByText(/This is the production installation/)).toBeTruthy();
    const deploy = await screen.findByRole('button', { name: 'Deploy' });
    expect(deploy).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Update version' })).toBeNull();
  });
});
