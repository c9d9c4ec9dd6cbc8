import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  createAdminWebhook,
  updateAdminWebhook,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointWithSecret,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';

/** A save: a new endpoint (`endpointId` null) is registered, an existing one replaced. */
export interface WebhookSaveRequest {
  readonly endpointId: number | null;
  readonly body: WebhookEndpointBody;
}

/** A registered endpoint answers its secret once; a changed one does not. */
export type WebhookSaveAnswer = WebhookEndpoint | WebhookEndpointWithSecret;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The webhook editor's '${name}' was not provided.`));

/** The calls; the defaults reject (tests and stories provide fakes). */
export const webhookEditorActorDefaults = {
  saveWebhook: fromPromise<WebhookSaveAnswer, WebhookSaveRequest>(notProvided('saveWebhook')),
};

export const createWebhookEditorActors = (deps: AdministrationDeps): typeof webhookEditorActorDefaults => ({
  saveWebhook: fromPromise<WebhookSaveAnswer, WebhookSaveRequest>(({ input, signal }) =>
    input.endpointId === null
      ? deps.api.call(createAdminWebhook, { ...callAuth(deps.getAccessToken(), signal), body: input.body })
      : deps.api.call(updateAdminWebhook, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { webhookId: input.endpointId },
          body: input.body,
        }),
  ),
});
