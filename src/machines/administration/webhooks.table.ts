import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  deleteAdminWebhook,
  listAdminWebhookDeliveries,
  listAdminWebhooks,
  retryAdminWebhookDelivery,
  sendAdminWebhookTest,
  updateAdminWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest, AdminRowChange } from './admin-table.types';
import { toggledBodyOf } from './webhook-form.rules';

/**
 * An endpoint's row; `deleted` once this table removed it (the row stays until the next load),
 * `testSent` right after its test event was queued.
 */
export interface WebhookItem extends WebhookEndpoint {
  readonly deleted?: true;
  readonly testSent?: true;
}

export type WebhookAction =
  { readonly action: 'test' } | { readonly action: 'toggle' } | { readonly action: 'delete' };

export type WebhookDeliveryAction = { readonly action: 'retry' };

/** The key of an endpoint's row. */
export const webhookKey = (row: Pick<WebhookEndpoint, 'id'>): string => String(row.id);

/** An organisation has at most 50 endpoints: read at once, paged and searched here. */
export const pageOfWebhooks = (
  rows: readonly WebhookEndpoint[],
  { top, skip, search }: AdminPageRequest,
): AdminPage<WebhookEndpoint> => {
  const needle = search.toLowerCase();
  const found = needle
    ? rows.filter(
        (row) => row.url.toLowerCase().includes(needle) || row.description.toLowerCase().includes(needle),
      )
    : rows;
  return { items: found.slice(skip, skip + top), totalCount: found.length };
};

/**
 * The webhook endpoints of the administrator's organisation (issue 27 §6), with three row actions:
 * a test event (then the list is read again, so the row's pending count shows it), enable or disable
 * (the endpoint stored as it is but for `enabled`; the secret is kept), and delete. Add and edit go
 * through the webhook editor; the tab reloads this table after its save.
 */
export const webhooksTableFor = (deps: AdministrationDeps) => {
  // The row actions need the endpoint as shown: the last load's rows, updated by each save.
  let shown = new Map<string, WebhookItem>();
  const list = async (signal: AbortSignal) =>
    (await deps.api.call(listAdminWebhooks, callAuth(deps.getAccessToken(), signal))).items;
  const save = async ({ key, change }: AdminRowChange<WebhookAction>, signal: AbortSignal) => {
    const row = shown.get(key);
    if (!row) throw new Error(`The webhook ${key} is not shown`);
    const auth = callAuth(deps.getAccessToken(), signal);
    const params = { webhookId: row.id };
    if (change.action === 'delete') {
      await deps.api.call(deleteAdminWebhook, { ...auth, params });
      return { ...row, deleted: true } as const;
    }
    if (change.action === 'toggle')
      return deps.api.call(updateAdminWebhook, { ...auth, params, body: toggledBodyOf(row) });
    await deps.api.call(sendAdminWebhookTest, { ...auth, params });
    const again = (await list(signal)).find((r) => r.id === row.id);
    if (!again) throw new Error(`The webhook ${key} is no longer listed`);
    return { ...again, testSent: true } as const;
  };
  return createAdminTableMachine<WebhookItem, WebhookAction>('webhooksTable', webhookKey).provide({
    actors: {
      load: fromPromise<AdminPage<WebhookItem>, AdminPageRequest>(async ({ input, signal }) => {
        const page = pageOfWebhooks(await list(signal), input);
        shown = new Map(page.items.map((item) => [webhookKey(item), item]));
        return page;
      }),
      save: fromPromise<WebhookItem, AdminRowChange<WebhookAction>>(async ({ input, signal }) => {
        const row: WebhookItem = await save(input, signal);
        shown.set(webhookKey(row), row);
        return row;
      }),
    },
  });
};
export type WebhooksTableMachine = ReturnType<typeof webhooksTableFor>;

/**
 * One endpoint's deliveries, the newest first, paged on the server; a delivery given up after 24
 * hours is sent once more from its row (the server answers 409 for any other).
 */
export const webhookDeliveriesTableFor = (deps: AdministrationDeps, endpointId: number) =>
  createAdminTableMachine<WebhookDelivery, WebhookDeliveryAction>('webhookDeliveriesTable', (row) =>
    String(row.id),
  ).provide({
    actors: {
      load: fromPromise<AdminPage<WebhookDelivery>, AdminPageRequest>(({ input, signal }) =>
        deps.api.call(listAdminWebhookDeliveries, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { webhookId: endpointId },
          query: { top: input.top, skip: input.skip },
        }),
      ),
      save: fromPromise<WebhookDelivery, AdminRowChange<WebhookDeliveryAction>>(({ input, signal }) =>
        deps.api.call(retryAdminWebhookDelivery, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { webhookId: endpointId, deliveryId: Number(input.key) },
        }),
      ),
    },
  });
export type WebhookDeliveriesTableMachine = ReturnType<typeof webhookDeliveriesTableFor>;
