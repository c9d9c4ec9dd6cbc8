import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { WebhooksService } from './webhooks.service';

/** Binds the console's webhooks section (issue 27 §6); decoding and auth happen in `route`. */
export const registerWebhookRoutes = (app: Hono, auth: Authenticator, webhooks: WebhooksService): void => {
  route(app, auth, contract.listAdminWebhooks, ({ caller }) => webhooks.list(caller));
  route(app, auth, contract.createAdminWebhook, ({ caller, body }) => webhooks.create(caller, body));
  route(app, auth, contract.updateAdminWebhook, ({ caller, params, body }) =>
    webhooks.update(caller, params.webhookId, body),
  );
  route(app, auth, contract.deleteAdminWebhook, ({ caller, params }) =>
    webhooks.remove(caller, params.webhookId),
  );
  route(app, auth, contract.listAdminWebhookDeliveries, ({ caller, params, query }) =>
    webhooks.deliveries(caller, params.webhookId, query),
  );
  route(app, auth, contract.sendAdminWebhookTest, ({ caller, params }) =>
    webhooks.test(caller, params.webhookId),
  );
  route(app, auth, contract.retryAdminWebhookDelivery, ({ caller, params }) =>
    webhooks.retry(caller, params.webhookId, params.deliveryId),
  );
};
