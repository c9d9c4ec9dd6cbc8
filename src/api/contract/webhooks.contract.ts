import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { VehicleId } from './fleet.contract';
import { NotificationLabel } from './notifications-limits';
import { PathId, PositiveInt } from './path-id';

/**
 * Webhooks (issue 27 §6): an organisation's administrator registers endpoints of other systems, and
 * every notification that matches one (its types and vehicles) is POSTed there as JSON, signed as the
 * Standard Webhooks specification describes, from a durable outbox: delivered at least once, retried
 * with exponential backoff for 24 hours. The console lists each endpoint's deliveries and sends a test
 * event. Endpoints belong to the organisation the administrator works in; another's are 404.
 */
const ADMIN = '/api/admin/v1';
const tag = 'administration';

export const WEBHOOK_LIMITS = {
  /** An endpoint URL, in characters. */
  maxUrlLength: 2000,
  /** The endpoint's description, in characters. */
  maxDescriptionLength: 200,
  /** Endpoints per organisation. */
  maxEndpoints: 50,
  /** Vehicles one endpoint may name (an endpoint without a list gets every vehicle's events). */
  maxVehicles: 1000,
  /** The deliveries page: size by default and at most. */
  defaultTop: 20,
  maxTop: 200,
  maxSkip: 1_000_000_000,
  /** How long a message is retried after it was created, in hours. */
  retryHours: 24,
} as const;

/** The event types a receiver gets: a notification, and the console's test event. */
export const WEBHOOK_EVENT_TYPES = ['notification.created', 'webhook.test'] as const;
export const WebhookEventType = Schema.Literal(...WEBHOOK_EVENT_TYPES);
export type WebhookEventType = typeof WebhookEventType.Type;

/**
 * A signing secret as Standard Webhooks writes it: `whsec_` and the base64 of 24 to 64 random bytes.
 * Absent when an endpoint is registered: the server makes one and answers it once.
 */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;
const WebhookSecret = Schema.String.pipe(
  Schema.pattern(WEBHOOK_SECRET_PATTERN, {
    message: () => '"whsec_" and the base64 of 24 to 64 bytes (Standard Webhooks)',
  }),
);

/** What an administrator sets of an endpoint. */
export const WebhookEndpointBody = Schema.Struct({
  /** http or https; a host on a loopback or private network is refused unless the server allows it. */
  url: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(WEBHOOK_LIMITS.maxUrlLength)),
  description: Schema.optional(Schema.Trim.pipe(Schema.maxLength(WEBHOOK_LIMITS.maxDescriptionLength))),
  /** The notification types it receives (at least one, each once). */
  types: Schema.Array(NotificationLabel).pipe(Schema.minItems(1)),
  /** The vehicles whose notifications it receives; null or absent: every vehicle of the organisation. */
  vehicleIds: Schema.optional(
    Schema.NullOr(
      Schema.Array(VehicleId).pipe(Schema.minItems(1), Schema.maxItems(WEBHOOK_LIMITS.maxVehicles)),
    ),
  ),
  /** Default true; a disabled endpoint gets no new messages and its pending ones wait. */
  enabled: Schema.optional(Schema.Boolean),
  /** On register: absent makes a new one. On change: absent keeps it, present replaces it. */
  secret: Schema.optional(WebhookSecret),
}).annotations({ identifier: 'WebhookEndpointBody' });
export type WebhookEndpointBody = typeof WebhookEndpointBody.Type;

export const WebhookEndpoint = Schema.Struct({
  id: PositiveInt,
  url: Schema.String,
  description: Schema.String,
  types: Schema.Array(NotificationLabel),
  vehicleIds: Schema.NullOr(Schema.Array(VehicleId)),
  enabled: Schema.Boolean,
  /** The secret's last four characters, to tell secrets apart; the secret itself is answered once. */
  secretHint: Schema.String,
  /** ISO instants. */
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** Messages waiting for their next attempt, and those given up after 24 hours. */
  pending: Schema.Int,
  failed: Schema.Int,
}).annotations({ identifier: 'WebhookEndpoint' });
export type WebhookEndpoint = typeof WebhookEndpoint.Type;

/** An endpoint just registered or given a new secret: the only answer that carries the secret. */
export const WebhookEndpointWithSecret = Schema.Struct({
  ...WebhookEndpoint.fields,
  secret: Schema.String,
}).annotations({ identifier: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = typeof WebhookEndpointWithSecret.Type;

export const WebhookEndpointList = Schema.Struct({
  items: Schema.Array(WebhookEndpoint),
}).annotations({ identifier: 'WebhookEndpointList' });
export type WebhookEndpointList = typeof WebhookEndpointList.Type;

/** pending: waiting for an attempt; delivered: answered 2xx; failed: given up after 24 hours. */
export const WebhookDeliveryStatus = Schema.Literal('pending', 'delivered', 'failed');
export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus.Type;

/** One message to one endpoint, with what its latest attempt got. */
export const WebhookDelivery = Schema.Struct({
  id: PositiveInt,
  /** The `webhook-id` header: the same on every attempt, for the receiver to drop repeats. */
  messageId: Schema.String,
  eventType: WebhookEventType,
  status: WebhookDeliveryStatus,
  attempts: Schema.Int,
  /** ISO instants; null when not (yet) so. */
  createdAt: Schema.String,
  lastAttemptAt: Schema.NullOr(Schema.String),
  nextAttemptAt: Schema.NullOr(Schema.String),
  deliveredAt: Schema.NullOr(Schema.String),
  /** The HTTP status the receiver answered last, null when it gave none (refused, timed out). */
  lastStatusCode: Schema.NullOr(Schema.Int),
  /** Why the last attempt failed, in English, null after success. */
  lastError: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'WebhookDelivery' });
export type WebhookDelivery = typeof WebhookDelivery.Type;

export const WebhookDeliveryPage = Schema.Struct({
  /** The newest first. */
  items: Schema.Array(WebhookDelivery),
  totalCount: Schema.Int,
}).annotations({ identifier: 'WebhookDeliveryPage' });
export type WebhookDeliveryPage = typeof WebhookDeliveryPage.Type;

const Count = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());
export const WebhookDeliveriesQuery = Schema.Struct({
  top: Schema.optional(Count.pipe(Schema.between(1, WEBHOOK_LIMITS.maxTop))),
  skip: Schema.optional(Count.pipe(Schema.lessThanOrEqualTo(WEBHOOK_LIMITS.maxSkip))),
});
export type WebhookDeliveriesQuery = typeof WebhookDeliveriesQuery.Type;

const WebhookPath = Schema.Struct({ webhookId: PathId(PositiveInt) });
const DeliveryPath = Schema.Struct({ webhookId: PathId(PositiveInt), deliveryId: PathId(PositiveInt) });

export const listAdminWebhooks = endpoint({
  operationId: 'listAdminWebhooks',
  method: 'GET',
  path: `${ADMIN}/webhooks`,
  summary: 'The webhook endpoints of the administrator’s organisation, with their pending and failed counts.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: WebhookEndpointList },
  errors: [401, 403],
});

export const createAdminWebhook = endpoint({
  operationId: 'createAdminWebhook',
  method: 'POST',
  path: `${ADMIN}/webhooks`,
  summary:
    'Registers a webhook endpoint; answers its signing secret once. 400 names the field (a URL on a private network included).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: WebhookEndpointBody,
  success: { status: 201, schema: WebhookEndpointWithSecret },
  errors: [401, 403, 409],
});

export const updateAdminWebhook = endpoint({
  operationId: 'updateAdminWebhook',
  method: 'PUT',
  path: `${ADMIN}/webhooks/{webhookId}`,
  summary: 'Changes an endpoint; a secret sent replaces the old one at once.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: WebhookPath,
  body: WebhookEndpointBody,
  success: { status: 200, schema: WebhookEndpoint },
  errors: [401, 403, 404],
});

export const deleteAdminWebhook = endpoint({
  operationId: 'deleteAdminWebhook',
  method: 'DELETE',
  path: `${ADMIN}/webhooks/{webhookId}`,
  summary: 'Removes an endpoint with its deliveries; messages not yet delivered are dropped.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: WebhookPath,
  success: { status: 204 },
  errors: [401, 403, 404],
});

export const listAdminWebhookDeliveries = endpoint({
  operationId: 'listAdminWebhookDeliveries',
  method: 'GET',
  path: `${ADMIN}/webhooks/{webhookId}/deliveries`,
  summary: 'An endpoint’s deliveries, the newest first: status, attempts, the last answer code or error.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: WebhookPath,
  query: WebhookDeliveriesQuery,
  success: { status: 200, schema: WebhookDeliveryPage },
  errors: [401, 403, 404],
});

export const sendAdminWebhookTest = endpoint({
  operationId: 'sendAdminWebhookTest',
  method: 'POST',
  path: `${ADMIN}/webhooks/{webhookId}/test`,
  summary: 'Queues a `webhook.test` event for the endpoint (delivered like any message, also when disabled).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: WebhookPath,
  success: { status: 201, schema: WebhookDelivery },
  errors: [401, 403, 404],
});

export const retryAdminWebhookDelivery = endpoint({
  operationId: 'retryAdminWebhookDelivery',
  method: 'POST',
  path: `${ADMIN}/webhooks/{webhookId}/deliveries/{deliveryId}/retry`,
  summary: 'Sends a given-up delivery once more, now; 409 unless it failed.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: DeliveryPath,
  success: { status: 200, schema: WebhookDelivery },
  errors: [401, 403, 404, 409],
});

export const webhookEndpoints = [
  listAdminWebhooks,
  createAdminWebhook,
  updateAdminWebhook,
  deleteAdminWebhook,
  listAdminWebhookDeliveries,
  sendAdminWebhookTest,
  retryAdminWebhookDelivery,
] as const;
