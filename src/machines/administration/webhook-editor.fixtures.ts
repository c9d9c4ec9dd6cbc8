import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { WebhookEditorContext } from './webhook-editor.types';
import { emptyWebhookDraft, isValidWebhookDraft, type WebhookDraft } from './webhook-form.rules';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

/** An endpoint for two types and two vehicles, with a delivery waiting and one given up. */
export const FIXTURE_WEBHOOK: WebhookEndpoint = {
  id: 7,
  url: 'https://leitstelle.example.org/hooks/rail',
  description: 'Leitstelle Nord',
  types: ['NSSuspectedCrash', 'NSSuspectedDerailment'],
  vehicleIds: [108, 109],
  enabled: true,
  secretHint: 'x9Qa',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-22T10:15:00.000Z',
  pending: 1,
  failed: 2,
};

/** A disabled endpoint for every vehicle's speeding. */
export const FIXTURE_WEBHOOK_DISABLED: WebhookEndpoint = {
  id: 8,
  url: 'http://werkstatt.example.com/api/events',
  description: '',
  types: ['NSSpeedlimitExeeded'],
  vehicleIds: null,
  enabled: false,
  secretHint: 'M3k=',
  createdAt: '2026-11-21T07:30:00.000Z',
  updatedAt: '2026-11-21T07:30:00.000Z',
  pending: 0,
  failed: 0,
};

export const FIXTURE_SECRET = 'whsec_MfKQ9r2M9VWc0sBkB1W3hZ0dGp4S2Lb7kP3vX8nQ5aY=';

/** The server's answer to a new endpoint: the only one with its secret. */
export const FIXTURE_CREATED_WEBHOOK: WebhookEndpointWithSecret = {
  ...FIXTURE_WEBHOOK,
  id: 9,
  url: 'https://dispo.example.net/webhooks',
  description: 'Disposition',
  secretHint: 'QaY=',
  pending: 0,
  failed: 0,
  secret: FIXTURE_SECRET,
};

/** A new endpoint typed in full (valid). */
export const FIXTURE_NEW_WEBHOOK_DRAFT: WebhookDraft = {
  ...emptyWebhookDraft(),
  url: 'https://dispo.example.net/webhooks',
  description: 'Disposition',
};

/** Deliveries of an endpoint, the newest first: waiting for a retry, delivered, given up. */
export const FIXTURE_DELIVERIES: readonly WebhookDelivery[] = [
  {
    id: 31,
    messageId: 'msg_2pQx7',
    eventType: 'notification.created',
    status: 'pending',
    attempts: 2,
    createdAt: '2026-11-23T08:40:00.000Z',
    lastAttemptAt: '2026-11-23T08:41:05.000Z',
    nextAttemptAt: '2026-11-23T08:46:05.000Z',
    deliveredAt: null,
    lastStatusCode: 503,
    lastError: 'The receiver answered 503',
  },
  {
    id: 30,
    messageId: 'msg_2pQx6',
    eventType: 'webhook.test',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-11-23T08:00:00.000Z',
    lastAttemptAt: '2026-11-23T08:00:01.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-23T08:00:01.000Z',
    lastStatusCode: 204,
    lastError: null,
  },
  {
    id: 29,
    messageId: 'msg_2pQx5',
    eventType: 'notification.created',
    status: 'failed',
    attempts: 18,
    createdAt: '2026-11-21T06:00:00.000Z',
    lastAttemptAt: '2026-11-22T06:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: null,
    lastStatusCode: null,
    lastError: 'Connection refused',
  },
];

/** A 400 as the server's request decoding answers it: the first field, and every issue. */
export const fixtureWebhookRejected = (
  field = 'url',
  message = 'The host is on a private network',
): ApiCallError =>
  new ApiCallError({
    _tag: 'HttpError',
    status: 400,
    body: {
      error: 'invalid_request',
      message: `Invalid ${field}: ${message}`,
      field,
      issues: [{ field, message }],
    },
    retryAfterSeconds: null,
  });

/** Test and story data for the webhook editor machine. Not imported by the app. */
export const webhookEditorFixtures: {
  readonly inputs: Readonly<Record<'visit', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { visit: undefined },
  eventVariants: {
    'user.edit': [{ type: 'user.edit', endpoint: FIXTURE_WEBHOOK }],
    // A filled new endpoint first: the walker (states by value) reaches a savable form from it.
    'user.create': [{ type: 'user.create', draft: FIXTURE_NEW_WEBHOOK_DRAFT }, { type: 'user.create' }],
    'user.change': [
      { type: 'user.change', field: 'url', value: '' },
      { type: 'user.change', field: 'url', value: 'ftp://example.org/hook' },
      { type: 'user.change', field: 'url', value: 'https://example.org/hook' },
      { type: 'user.change', field: 'description', value: 'Disposition Süd' },
    ],
    'user.toggleType': [
      { type: 'user.toggleType', label: 'NSSuspectedCrash' },
      { type: 'user.toggleType', label: 'NSUnknown' },
    ],
    'user.selectAllTypes': [
      { type: 'user.selectAllTypes', all: false },
      { type: 'user.selectAllTypes', all: true },
    ],
    'user.setAllVehicles': [
      { type: 'user.setAllVehicles', all: false },
      { type: 'user.setAllVehicles', all: true },
    ],
    'user.toggleVehicle': [
      { type: 'user.toggleVehicle', vehicleId: 108 },
      { type: 'user.toggleVehicle', vehicleId: 0 },
    ],
    'user.setEnabled': [
      { type: 'user.setEnabled', enabled: false },
      { type: 'user.setEnabled', enabled: true },
    ],
    'user.save': [{ type: 'user.save' }],
    'user.cancel': [{ type: 'user.cancel' }],
    'user.dismissSecret': [{ type: 'user.dismissSecret' }],
    'xstate.done.actor.saveWebhook': [
      done('saveWebhook', FIXTURE_CREATED_WEBHOOK),
      done('saveWebhook', FIXTURE_WEBHOOK),
    ],
    'xstate.error.actor.saveWebhook': [
      failed('saveWebhook', fixtureWebhookRejected('vehicleIds.0', 'The organisation has no vehicle 1.')),
      failed('saveWebhook', networkError()),
    ],
  },
};

const failureKey = (failure: WebhookEditorContext['saveFailure']) =>
  failure === null ? null : failure._tag === 'HttpError' ? failure.status : failure._tag;

/**
 * The model's "same state": the value, new or existing endpoint, whether the draft can be saved (the
 * guard), whether problems show, the refused fields and which outcome is kept.
 */
export const serializeWebhookEditor = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as WebhookEditorContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    isNew: context.endpointId === null,
    valid: isValidWebhookDraft(context.draft),
    showErrors: context.showErrors,
    rejected: context.rejected,
    saveFailure: failureKey(context.saveFailure),
    saved: context.saved !== null,
    secret: context.secret !== null,
  });
};
