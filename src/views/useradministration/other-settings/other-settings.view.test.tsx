import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_DEPLOYED,
  FIXTURE_NONE_APPROVED,
} from '../../../machines/deployment-approvals/deployment-approvals.fixtures';
import { renderWithProviders } from '../../shared/testing/render';
import { otherSettingsViewProps } from './other-settings-view.fixtures';
import { OtherSettingsView, type OtherSettingsViewProps } from './other-settings.view';

const render = (props: OtherSettingsViewProps, language: 'de-DE' | 'en-GB' = 'en-GB') =>
  renderWithProviders(<OtherSettingsView {...props} />, { language });

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('the Other Settings tab (view)', () => {
  it('shows the production and the prepared version, the prompts and the period as dd.MM.yyyy @ HH:mm', () => {
    render(otherSettingsViewProps());
    expect(screen.getByTestId('production-version').textContent).toBe('1.2.4');
    expect(screen.getByLabelText<HTMLInputElement>('Major').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Minor').value).toBe('3');
    expect(checkbox('Suggest refresh').getAttribute('aria-checked')).toBe('true');
    expect(checkbox('Message relies on update').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Start').value).toBe('23.11.2026 @ 11:00');
    expect(screen.getByLabelText<HTMLInputElement>('End').value).toBe('25.11.2026 @ 11:00');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (English)').value).toMatch(/maintenance/);
  });

  it('sends the edits and "Update version"', () => {
    const props = otherSettingsViewProps();
    const onSave = vi.fn();
    const onFlag = vi.fn();
    const onMessage = vi.fn();
    render({
      ...props,
      settings: {
        ...props.settings,
        onSave,
        interaction: { ...props.settings.interaction, onFlag, onMessage },
      },
    });
    fireEvent.click(checkbox('Disable dismiss'));
    expect(onFlag).toHaveBeenCalledWith('isDisableDismissButton', true);
    fireEvent.change(screen.getByLabelText('Message (German)'), { target: { value: 'Wartung' } });
    expect(onMessage).toHaveBeenCalledWith('de', 'Wartung');
    fireEvent.click(screen.getByRole('button', { name: 'Update version' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('disables "Update version" with nothing checked, and a dependent check whose condition is missing', () => {
    const props = otherSettingsViewProps({ fresh: true });
    render({
      ...props,
      settings: {
        ...props.settings,
        canSave: false,
        interaction: {
          ...props.settings.interaction,
          checkable: { ...props.settings.interaction.checkable, msgIsDependent: false },
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Update version' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Check version change, suggest refresh or show message.')).toBeTruthy();
    expect(checkbox('Message relies on update')).toHaveProperty('disabled', true);
  });

  it('shows the problems of the fields', () => {
    const props = otherSettingsViewProps();
    render({
      ...props,
      settings: {
        ...props.settings,
        version: { ...props.settings.version, problems: { bugFix: 'tooLarge' } },
        interaction: {
          ...props.settings.interaction,
          problems: { messageDe: 'required', start: 'required' },
        },
      },
    });
    expect(screen.getByText('At most 9999.')).toBeTruthy();
    expect(screen.getAllByText('Required.')).toHaveLength(2);
  });

  it('lets the caller click only its own approval; Deploy when both are given', () => {
    const props = otherSettingsViewProps();
    const onApprove = vi.fn();
    const onDeploy = vi.fn();
    render({ ...props, deployment: { ...props.deployment, onApprove, onDeploy } });
    const approvals = screen.getByTestId('deployment-approvals');
    expect(within(approvals).getByRole('checkbox', { name: 'Operator’s admin' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(approvals).getByRole('checkbox', { name: 'Administrator' }));
    expect(onApprove).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('approval-operator_admin').textContent).toMatch(
      /^Last changed by Otto Operator on /,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }));
    expect(onDeploy).toHaveBeenCalledOnce();
    expect(screen.getByTestId('last-deployment').textContent).toBe('Never deployed');
  });

  it('without both approvals Deploy is disabled and says why', () => {
    const props = otherSettingsViewProps({ status: FIXTURE_NONE_APPROVED });
    render({ ...props, deployment: { ...props.deployment, mayDeploy: false } }, 'de-DE');
    expect(screen.getByRole('button', { name: 'Ausrollen' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Ausrollen braucht beide Freigaben.')).toBeTruthy();
    expect(screen.getByTestId('approval-administrator').textContent).toBe('Noch nicht erteilt');
  });

  it('on production: the notice, no "Update version", nothing editable', () => {
    render(otherSettingsViewProps({ production: true }), 'de-DE');
    expect(screen.getByRole('status').textContent).toMatch(/Produktionsumgebung/);
    expect(screen.queryByRole('button', { name: 'Version aktualisieren' })).toBeNull();
    expect(checkbox('Aktualisierung vorschlagen')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText<HTMLInputElement>('Bugfix').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Mitteilung (Deutsch)').readOnly).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Ausrollen' })).toHaveProperty('disabled', true);
  });

  it('after a deployment: "Files were successfully updated", both approvals unchecked, the deployment listed', async () => {
    const props = otherSettingsViewProps({ status: FIXTURE_DEPLOYED });
    const onDismiss = vi.fn();
    render({ ...props, outcome: { ...props.outcome, outcome: { kind: 'deployed' }, onDismiss } });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Files were successfully updated')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByTestId('last-deployment').textContent).toMatch(
      /^Version 1\.3\.0 on .* by Anna Admin$/,
    );
    for (const name of ['Administrator', 'Operator’s admin'])
      expect(screen.getByRole('checkbox', { name, hidden: true }).getAttribute('aria-checked')).toBe('false');
  });

  it('a failed deployment: "Fail to copy" (German: "Kopieren fehlgeschlagen") with the reason and a retry', async () => {
    const props = otherSettingsViewProps();
    const onRetry = vi.fn();
    render(
      {
        ...props,
        outcome: { ...props.outcome, outcome: { kind: 'deployFailed', reason: 'offline' }, onRetry },
      },
      'de-DE',
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Kopieren fehlgeschlagen')).toBeTruthy();
    expect(within(dialog).getByText('Keine Verbindung zum Server.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a failed load offers a retry', () => {
    const props = otherSettingsViewProps({ status: null });
    const onRetry = vi.fn();
    render({
      ...props,
      settings: { ...props.settings, loadFailed: true, onRetry },
      deployment: { ...props.deployment, loadFailed: true },
    });
    const [formAlert] = screen.getAllByRole('alert');
    fireEvent.click(within(formAlert!).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
