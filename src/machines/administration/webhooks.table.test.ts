import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { ApiCallError } from '../../api/api-failure';
import type { WebhookEndpoint } from '../../api/contract';
import { FIXTURE_DELIVERIES, FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED } from './webhook-editor.fixtures';
import { pageOfWebhooks, webhookDeliveriesTableFor, webhooksTableFor } from './webhooks.table';

type Call = { readonly operationId: string; readonly input: Record<string, unknown> };

/** A fake server of two endpoints: a test adds a pending delivery; records every call. */
const fakeServer = (refuse: readonly string[] = []) => {
  const calls: Call[] = [];
  let endpoints: WebhookEndpoint[] = [FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED];
  const api: ApiClient = {
    call: (endpoint, input) => {
      const call = { operationId: endpoint.operationId, input: input as Record<string, unknown> };
      calls.push(call);
      if (refuse.includes(call.operationId))
        return Promise.reject(
          new ApiCallError({ _tag: 'HttpError', status: 409, body: null, retryAfterSeconds: null }),
        );
      const id = (call.input.params as { webhookId?: number } | undefined)?.webhookId;
      switch (call.operationId) {
        case 'listAdminWebhooks':
          return Promise.resolve({ items: endpoints } as never);
        case 'sendAdminWebhookTest':
          endpoints = endpoints.map((e) => (e.id === id ? { ...e, pending: e.pending + 1 } : e));
          return Promise.resolve(FIXTURE_DELIVERIES[1] as never);
        case 'updateAdminWebhook':
          return Promise.resolve({
            ...endpoints.find((e) => e.id === id),
            ...(call.input.body as object),
          } as never);
        case 'listAdminWebhookDeliveries':
          return Promise.resolve({ items: FIXTURE_DELIVERIES, totalCount: 43 } as never);
        case 'retryAdminWebhookDelivery':
          return Promise.resolve({ ...FIXTURE_DELIVERIES[2], status: 'pending' } as never);
        default:
          return Promise.resolve(undefined as never);
      }
    },
  };
  return { api, calls, deps: { api, getAccessToken: () => 'at-1' } };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the webhooks table', () => {
  it('pages and searches the endpoints by URL and description', () => {
    const rows = [FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED];
    expect(pageOfWebhooks(rows, { top: 1, skip: 1, search: '' })).toEqual({
      items: [FIXTURE_WEBHOOK_DISABLED],
      totalCount: 2,
    });
    expect(pageOfWebhooks(rows, { top: 20, skip: 0, search: 'leitstelle' }).items).toEqual([FIXTURE_WEBHOOK]);
    expect(pageOfWebhooks(rows, { top: 20, skip: 0, search: 'WERKSTATT' }).items).toEqual([
      FIXTURE_WEBHOOK_DISABLED,
    ]);
  });

  it('sends a test event and reads the list again, so the row counts it', async () => {
    const { deps, calls } = fakeServer();
    const actor = createActor(webhooksTableFor(deps)).start();
    await settle();
    actor.send({ type: 'user.save', key: '7', change: { action: 'test' } });
    await settle();
    expect(calls.map((c) => c.operationId)).toEqual([
      'listAdminWebhooks',
      'sendAdminWebhookTest',
      'listAdminWebhooks',
    ]);
    expect(calls[1]?.input).toMatchObject({ accessToken: 'at-1', params: { webhookId: 7 } });
    expect(actor.getSnapshot().context.items[0]).toEqual({ ...FIXTURE_WEBHOOK, pending: 2, testSent: true });
  });

  it('enables or disables an endpoint as it is, without a secret, and twice in a row', async () => {
    const { deps, calls } = fakeServer();
    const actor = createActor(webhooksTableFor(deps)).start();
    await settle();
    actor.send({ type: 'user.save', key: '7', change: { action: 'toggle' } });
    await settle();
    actor.send({ type: 'user.save', key: '7', change: { action: 'toggle' } });
    await settle();
    const bodies = calls.filter((c) => c.operationId === 'updateAdminWebhook').map((c) => c.input.body);
    expect(bodies).toEqual([
      {
        url: FIXTURE_WEBHOOK.url,
        description: FIXTURE_WEBHOOK.description,
        types: FIXTURE_WEBHOOK.types,
        vehicleIds: FIXTURE_WEBHOOK.vehicleIds,
        enabled: false,
      },
      expect.objectContaining({ enabled: true }),
    ]);
    expect(bodies.every((body) => !Object.hasOwn(body as object, 'secret'))).toBe(true);
    expect(actor.getSnapshot().context.items[0]?.enabled).toBe(true);
  });

  it('deletes an endpoint and marks its row; a failed action stays with its row', async () => {
    const { deps, calls } = fakeServer();
    const actor = createActor(webhooksTableFor(deps)).start();
    await settle();
    actor.send({ type: 'user.save', key: '8', change: { action: 'delete' } });
    await settle();
    expect(calls.at(-1)).toMatchObject({
      operationId: 'deleteAdminWebhook',
      input: { params: { webhookId: 8 } },
    });
    expect(actor.getSnapshot().context.items[1]).toEqual({ ...FIXTURE_WEBHOOK_DISABLED, deleted: true });

    const refusing = createActor(webhooksTableFor(fakeServer(['sendAdminWebhookTest']).deps)).start();
    await settle();
    refusing.send({ type: 'user.save', key: '7', change: { action: 'test' } });
    await settle();
    expect(refusing.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(refusing.getSnapshot().context.pending?.key).toBe('7');
  });
});

describe('an endpoint’s deliveries table', () => {
  it('pages on the server and sends a given-up delivery again', async () => {
    const { deps, calls } = fakeServer();
    const actor = createActor(webhookDeliveriesTableFor(deps, 7)).start();
    await settle();
    actor.send({ type: 'user.goToPage', page: 2 });
    await settle();
    expect(
      calls
        .filter((c) => c.operationId === 'listAdminWebhookDeliveries')
        .map((c) => [c.input.params, c.input.query]),
    ).toEqual([
      [{ webhookId: 7 }, { top: 20, skip: 0 }],
      [{ webhookId: 7 }, { top: 20, skip: 40 }],
    ]);
    expect(actor.getSnapshot().context.totalCount).toBe(43);
    actor.send({ type: 'user.save', key: '29', change: { action: 'retry' } });
    await settle();
    expect(calls.at(-1)).toMatchObject({
      operationId: 'retryAdminWebhookDelivery',
      input: { accessToken: 'at-1', params: { webhookId: 7, deliveryId: 29 } },
    });
    expect(actor.getSnapshot().context.items.find((d) => d.id === 29)?.status).toBe('pending');
  });
});
