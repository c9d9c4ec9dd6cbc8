import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '../../api/contract';
import {
  administrationMachinesFor,
  type AdministrationDeps,
} from '../../machines/administration/administration-machines';
import {
  FIXTURE_CREATED_WEBHOOK,
  FIXTURE_SECRET,
  FIXTURE_WEBHOOK,
} from '../../machines/administration/webhook-editor.fixtures';
import { FLEET_LIST_ITEMS } from '../shared/fleet/testing/fleet-fixtures';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { renderWithProviders } from '../shared/testing/render';
import { WebhooksTabScreen } from './webhooks-tab.screen';

/** An endpoint for a vehicle of the fake fleet: its name comes from the vehicle selection. */
const ENDPOINT: WebhookEndpoint = { ...FIXTURE_WEBHOOK, vehicleIds: [1001] };

const renderTab = () => {
  const calls: string[] = [];
  const api: AdministrationDeps['api'] = {
    call: (endpoint, input) => {
      calls.push(endpoint.operationId);
      const body = (input as { body?: object }).body;
      if (endpoint.operationId === 'createAdminWebhook')
        return Promise.resolve({ ...FIXTURE_CREATED_WEBHOOK, ...body } as never);
      if (endpoint.operationId === 'updateAdminWebhook')
        return Promise.resolve({ ...ENDPOINT, ...body } as never);
      return Promise.resolve({ items: [ENDPOINT] } as never);
    },
  };
  const machines = administrationMachinesFor({ api, getAccessToken: () => 'at-1' });
  const fleet = createFakeFleet({ items: FLEET_LIST_ITEMS });
  renderWithProviders(<WebhooksTabScreen machines={machines} selection={fleet.selection} />, {
    language: 'en-GB',
  });
  return calls;
};
const lists = (calls: readonly string[]) => calls.filter((id) => id === 'listAdminWebhooks').length;

describe('the Webhooks tab', () => {
  it('registers an endpoint, shows its secret once, and reads the table again', async () => {
    const calls = renderTab();
    const row = await screen.findByRole('row', { name: /leitstelle/ });
    expect(row.textContent).toContain('BR 261 021-4');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('dialog', { name: 'Add endpoint' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please enter the address of the receiving system.',
    );
    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: FIXTURE_CREATED_WEBHOOK.url } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret — shown once' });
    expect(within(secret).getByText(FIXTURE_SECRET)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add endpoint' })).toBeNull();
    await waitFor(() => expect(lists(calls)).toBe(2));
    fireEvent.click(within(secret).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(FIXTURE_SECRET)).toBeNull();
    expect(calls).toContain('createAdminWebhook');
  });

  it('changes an endpoint from its row without a secret dialog', async () => {
    const calls = renderTab();
    await screen.findByRole('row', { name: /leitstelle/ });
    fireEvent.click(screen.getByRole('button', { name: `Edit ${ENDPOINT.url}` }));
    const form = screen.getByRole('dialog', { name: 'Edit endpoint' });
    expect(within(form).getByRole('checkbox', { name: 'BR 261 021-4' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('updateAdminWebhook');
    await waitFor(() => expect(lists(calls)).toBe(2));
  });
});
