import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_WEBHOOK,
  FIXTURE_WEBHOOK_DISABLED,
} from '../../machines/administration/webhook-editor.fixtures';
import {
  emptyWebhookDraft,
  validateWebhookDraft,
  webhookDraftOf,
} from '../../machines/administration/webhook-form.rules';
import { renderWithProviders } from '../shared/testing/render';
import { FIXTURE_WEBHOOK_VEHICLE_NAMES, FIXTURE_WEBHOOK_VEHICLES, pageOf } from './administration.fixtures';
import { WebhookEditorView, type WebhookEditorViewProps } from './webhook-editor.view';
import { WebhooksView, type WebhooksViewProps } from './webhooks.view';

const paging = () => ({ onPage: vi.fn(), onPageSize: vi.fn(), onRetry: vi.fn() });
const tableProps = (over: Partial<WebhooksViewProps> = {}): WebhooksViewProps => ({
  ...pageOf([FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED]),
  ...paging(),
  saving: false,
  pendingKey: null,
  saveFailure: null,
  vehicleNames: FIXTURE_WEBHOOK_VEHICLE_NAMES,
  onAdd: vi.fn(),
  onEdit: vi.fn(),
  onDeliveries: vi.fn(),
  onAction: vi.fn(),
  ...over,
});
const editorProps = (over: Partial<WebhookEditorViewProps> = {}): WebhookEditorViewProps => ({
  status: 'editing',
  isNew: false,
  draft: webhookDraftOf(FIXTURE_WEBHOOK),
  errors: {},
  saveFailure: null,
  vehicles: FIXTURE_WEBHOOK_VEHICLES,
  onChange: vi.fn(),
  onToggleType: vi.fn(),
  onSelectAllTypes: vi.fn(),
  onSetAllVehicles: vi.fn(),
  onToggleVehicle: vi.fn(),
  onSetEnabled: vi.fn(),
  onSave: vi.fn(),
  onCancel: vi.fn(),
  ...over,
});
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
};
/** A draft with every client-side problem: no http(s) URL, no type, no vehicle. */
const badDraft = { ...emptyWebhookDraft(), url: 'dispo.example.net', types: [], allVehicles: false };

describe('the webhooks table', () => {
  it('shows each endpoint’s URL, translated types, vehicles by name, state, secret hint and counts', () => {
    renderWithProviders(<WebhooksView {...tableProps()} />, { language: 'en-GB' });
    expect(screen.getByRole('heading', { name: 'Webhook endpoints' })).toBeTruthy();
    const first = rowOf('leitstelle');
    expect(first.textContent).toContain('Leitstelle Nord');
    expect(first.textContent).toContain('Suspected crash, Suspected derailment');
    expect(first.textContent).toContain('DE 18 – 4185 011, DE 18 – 4185 014');
    expect(within(first).getByText('Enabled')).toBeTruthy();
    expect(within(first).getByText('…x9Qa')).toBeTruthy();
    const second = rowOf('werkstatt');
    expect(second.textContent).toContain('Speed limit exceeded');
    expect(second.textContent).toContain('All vehicles');
    expect(within(second).getByText('Disabled')).toBeTruthy();
    expect(screen.getByText(/signed as the Standard Webhooks specification describes/)).toBeTruthy();
  });

  it('sends each row action for its endpoint, the buttons named after its URL', () => {
    const p = tableProps();
    renderWithProviders(<WebhooksView {...p} />, { language: 'en-GB' });
    const url = FIXTURE_WEBHOOK.url;
    fireEvent.click(screen.getByRole('button', { name: `Edit ${url}` }));
    expect(p.onEdit).toHaveBeenCalledWith(FIXTURE_WEBHOOK);
    fireEvent.click(screen.getByRole('button', { name: `Deliveries to ${url}` }));
    expect(p.onDeliveries).toHaveBeenCalledWith(FIXTURE_WEBHOOK);
    fireEvent.click(screen.getByRole('button', { name: `Send test to ${url}` }));
    expect(p.onAction).toHaveBeenCalledWith(7, { action: 'test' });
    fireEvent.click(screen.getByRole('button', { name: `Disable ${url}` }));
    expect(p.onAction).toHaveBeenCalledWith(7, { action: 'toggle' });
    fireEvent.click(screen.getByRole('button', { name: `Enable ${FIXTURE_WEBHOOK_DISABLED.url}` }));
    expect(p.onAction).toHaveBeenCalledWith(8, { action: 'toggle' });
    fireEvent.click(screen.getByRole('button', { name: `Delete ${url}` }));
    expect(p.onAction).toHaveBeenCalledWith(7, { action: 'delete' });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(p.onAdd).toHaveBeenCalledOnce();
  });

  it('holds the actions while one runs, and shows a failure, a queued test and a removed row in German', () => {
    const { unmount } = renderWithProviders(<WebhooksView {...tableProps({ saving: true })} />, {
      language: 'en-GB',
    });
    const test = screen.getByRole<HTMLButtonElement>('button', {
      name: `Send test to ${FIXTURE_WEBHOOK.url}`,
    });
    expect(test.disabled).toBe(true);
    unmount();
    renderWithProviders(
      <WebhooksView
        {...tableProps({
          items: [
            { ...FIXTURE_WEBHOOK, testSent: true },
            { ...FIXTURE_WEBHOOK_DISABLED, deleted: true },
          ],
          pendingKey: '7',
          saveFailure: 'Keine Verbindung zum Server.',
        })}
      />,
      { language: 'de-DE' },
    );
    const first = rowOf('leitstelle');
    expect(within(first).getByRole('alert').textContent).toBe('Keine Verbindung zum Server.');
    expect(within(first).getByRole('status').textContent).toBe('Testereignis eingereiht');
    expect(within(first).getByRole('button', { name: `${FIXTURE_WEBHOOK.url} pausieren` })).toBeTruthy();
    const removed = rowOf('werkstatt');
    expect(within(removed).getByText('Entfernt')).toBeTruthy();
    expect(within(removed).queryByRole('button')).toBeNull();
  });
});

describe('the webhook editor view', () => {
  it('shows a stored endpoint (English) and sends what is typed, ticked and pressed', () => {
    const p = editorProps();
    renderWithProviders(<WebhookEditorView {...p} />, { language: 'en-GB' });
    expect(screen.getByRole('dialog', { name: 'Edit endpoint' })).toBeTruthy();
    const url = screen.getByLabelText<HTMLInputElement>('URL');
    expect(url.value).toBe(FIXTURE_WEBHOOK.url);
    fireEvent.change(url, { target: { value: 'https://example.org/h' } });
    expect(p.onChange).toHaveBeenCalledWith('url', 'https://example.org/h');
    const types = within(screen.getByRole('group', { name: 'Notification types' }));
    expect(types.getAllByRole('checkbox')).toHaveLength(16);
    expect(types.getByRole('checkbox', { name: 'Suspected crash' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(types.getByRole('checkbox', { name: 'Speed limit exceeded' }));
    expect(p.onToggleType).toHaveBeenCalledWith('NSSpeedlimitExeeded');
    fireEvent.click(types.getByRole('button', { name: 'Select all' }));
    fireEvent.click(types.getByRole('button', { name: 'Select none' }));
    expect(p.onSelectAllTypes).toHaveBeenNthCalledWith(1, true);
    expect(p.onSelectAllTypes).toHaveBeenNthCalledWith(2, false);
    const vehicles = within(screen.getByRole('group', { name: 'Vehicles' }));
    expect(
      vehicles.getByRole('radio', { name: 'Only the vehicles chosen' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(vehicles.getByRole('checkbox', { name: 'DE 18 – 4185 020' }));
    expect(p.onToggleVehicle).toHaveBeenCalledWith(110);
    fireEvent.click(vehicles.getByRole('radio', { name: 'All vehicles, also those added later' }));
    expect(p.onSetAllVehicles).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    expect(p.onSetEnabled).toHaveBeenCalledWith(false);
    expect(screen.getByText('The signing secret stays as it is.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSave).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the problems found before sending under their fields, in German', () => {
    renderWithProviders(
      <WebhookEditorView
        {...editorProps({ isNew: true, draft: badDraft, errors: validateWebhookDraft(badDraft) })}
      />,
      { language: 'de-DE' },
    );
    expect(screen.getByRole('dialog', { name: 'Endpunkt hinzufügen' })).toBeTruthy();
    const url = screen.getByLabelText('URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(url)?.textContent).toBe(
      'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt.',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Benachrichtigungstypen' }))?.textContent).toBe(
      'Bitte mindestens einen Benachrichtigungstyp wählen.',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Fahrzeuge' }))?.textContent).toBe(
      'Bitte mindestens ein Fahrzeug wählen oder alle Fahrzeuge.',
    );
    expect(screen.getByRole('checkbox', { name: 'Verdacht auf Aufprall' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Der Signaturschlüssel bleibt unverändert.')).toBeNull();
  });

  it('shows the same problems in English, a refused field, and an empty URL', () => {
    const draft = { ...badDraft, url: ' ' };
    renderWithProviders(
      <WebhookEditorView
        {...editorProps({
          draft,
          errors: { ...validateWebhookDraft(draft), description: 'rejected' },
          saveFailure: 'Invalid input in the field description.',
        })}
      />,
      { language: 'en-GB' },
    );
    expect(errorOf(screen.getByLabelText('URL'))?.textContent).toBe(
      'Please enter the address of the receiving system.',
    );
    expect(errorOf(screen.getByLabelText('Description'))?.textContent).toBe(
      'The server did not accept this value.',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Notification types' }))?.textContent).toBe(
      'Please choose at least one notification type.',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Vehicles' }))?.textContent).toBe(
      'Please choose at least one vehicle, or all vehicles.',
    );
    expect(
      screen.getByText('The endpoint was not saved. Invalid input in the field description.'),
    ).toBeTruthy();
  });

  it('keeps a vehicle the user does not see choosable by id, holds the buttons while saving', () => {
    const draft = { ...webhookDraftOf(FIXTURE_WEBHOOK), vehicleIds: [108, 4711] };
    renderWithProviders(<WebhookEditorView {...editorProps({ draft, status: 'saving' })} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('checkbox', { name: 'Vehicle 4711' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving …');
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<WebhookEditorView {...editorProps({ status: 'closed' })} />, { language: 'en-GB' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
