import { assign, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { NotificationLabel, WebhookEndpoint } from '../../api/contract';
import { webhookEditorActorDefaults, type WebhookSaveAnswer } from './webhook-editor.actors';
import type { WebhookEditorContext, WebhookEditorEvent, WebhookEditorTag } from './webhook-editor.types';
import {
  emptyWebhookDraft,
  isNotificationLabel,
  isValidWebhookDraft,
  rejectedWebhookFieldsOf,
  visibleWebhookErrors,
  webhookBodyOf,
  webhookDraftOf,
  withAllTypes,
  withTypeToggled,
  withVehicleToggled,
  type WebhookDraft,
  type WebhookDraftErrors,
  type WebhookDraftField,
  type WebhookTextField,
} from './webhook-form.rules';

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;
const byEvent = <E>({ event }: { readonly event: E }): E => event;
const outputOf = ({ event }: { readonly event: { readonly output: WebhookSaveAnswer } }) => event.output;

const CLOSED: WebhookEditorContext = {
  endpointId: null,
  draft: emptyWebhookDraft(),
  showErrors: false,
  rejected: [],
  saveFailure: null,
  saved: null,
  secret: null,
};

/** The answer without its secret: what the editor keeps of a stored endpoint. */
const withoutSecret = (answer: WebhookSaveAnswer): WebhookEndpoint => {
  if (!('secret' in answer)) return answer;
  const { secret: _secret, ...endpoint } = answer;
  return endpoint;
};

/** What the form shows under its fields (see {@link visibleWebhookErrors}). */
export const webhookEditorErrors = (context: WebhookEditorContext): WebhookDraftErrors =>
  visibleWebhookErrors(context.draft, context.showErrors, context.rejected);

/** A change of the draft: the part it touches is no longer the one the server refused. */
const changed = (context: WebhookEditorContext, draft: WebhookDraft, field: WebhookDraftField) => ({
  draft,
  rejected: context.rejected.filter((f) => f !== field),
});

/**
 * The form of one webhook endpoint in the console's Webhooks tab (issue 27 §6). "Edit" starts from
 * the row's values, "Add endpoint" from the defaults (every type, every vehicle, enabled) or a given
 * draft. Save sends only a valid draft; a draft with problems shows them instead (from then on, as
 * they change). A save that lands keeps the stored endpoint in `saved` (the tab reloads its table);
 * a newly registered endpoint's signing secret is shown once (secretShown) until the dialog closes,
 * then forgotten. A failed save returns to the form with the typed failure, and a 400's named fields
 * show as refused until changed. A running save cannot be cancelled (its outcome would be unknown).
 */
export const webhookEditorMachine = setup({
  types: {
    context: {} as WebhookEditorContext,
    events: {} as WebhookEditorEvent,
    tags: {} as WebhookEditorTag,
  },
  actors: webhookEditorActorDefaults,
  actions: {
    openEndpoint: assign((_, { endpoint }: { readonly endpoint: WebhookEndpoint }) => ({
      ...CLOSED,
      endpointId: endpoint.id,
      draft: webhookDraftOf(endpoint),
    })),
    openNew: assign((_, { draft }: { readonly draft?: WebhookDraft }) => ({
      ...CLOSED,
      draft: draft ?? emptyWebhookDraft(),
    })),
    change: assign(
      ({ context }, { field, value }: { readonly field: WebhookTextField; readonly value: string }) =>
        changed(context, { ...context.draft, [field]: value }, field),
    ),
    toggleType: assign(({ context }, { label }: { readonly label: NotificationLabel }) =>
      changed(context, withTypeToggled(context.draft, label), 'types'),
    ),
    selectAllTypes: assign(({ context }, { all }: { readonly all: boolean }) =>
      changed(context, withAllTypes(context.draft, all), 'types'),
    ),
    setAllVehicles: assign(({ context }, { all }: { readonly all: boolean }) =>
      changed(context, { ...context.draft, allVehicles: all }, 'vehicles'),
    ),
    toggleVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: number }) =>
      changed(context, withVehicleToggled(context.draft, vehicleId), 'vehicles'),
    ),
    setEnabled: assign(({ context }, { enabled }: { readonly enabled: boolean }) => ({
      draft: { ...context.draft, enabled },
    })),
    showErrors: assign({ showErrors: true }),
    startSave: assign({ saveFailure: null, rejected: [] }),
    keepSaved: assign((_, answer: WebhookSaveAnswer) => ({ ...CLOSED, saved: withoutSecret(answer) })),
    keepSecret: assign((_, answer: WebhookSaveAnswer) => ({
      secret: 'secret' in answer ? { url: answer.url, secret: answer.secret } : null,
    })),
    forgetSecret: assign({ secret: null }),
    keepSaveFailure: assign((_, error: unknown) => {
      const failure = toApiFailure(error);
      return {
        saveFailure: failure,
        rejected:
          failure._tag === 'HttpError' && failure.status === 400 ? rejectedWebhookFieldsOf(failure.body) : [],
      };
    }),
    close: assign(() => CLOSED),
  },
  guards: {
    validDraft: ({ context }) => isValidWebhookDraft(context.draft),
    knownLabel: (_, { label }: { readonly label: string }) => isNotificationLabel(label),
    validVehicleId: (_, { vehicleId }: { readonly vehicleId: number }) =>
      Number.isInteger(vehicleId) && vehicleId > 0,
    issuedSecret: (_, answer: WebhookSaveAnswer) => 'secret' in answer,
  },
}).createMachine({
  id: 'webhookEditor',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: {
        'user.edit': { target: 'editing', actions: { type: 'openEndpoint', params: byEvent } },
        'user.create': { target: 'editing', actions: { type: 'openNew', params: byEvent } },
      },
    },
    editing: {
      tags: 'editing',
      on: {
        'user.change': { actions: { type: 'change', params: byEvent } },
        'user.toggleType': {
          guard: { type: 'knownLabel', params: byEvent },
          actions: { type: 'toggleType', params: byEvent },
        },
        'user.selectAllTypes': { actions: { type: 'selectAllTypes', params: byEvent } },
        'user.setAllVehicles': { actions: { type: 'setAllVehicles', params: byEvent } },
        'user.toggleVehicle': {
          guard: { type: 'validVehicleId', params: byEvent },
          actions: { type: 'toggleVehicle', params: byEvent },
        },
        'user.setEnabled': { actions: { type: 'setEnabled', params: byEvent } },
        'user.save': [{ guard: 'validDraft', target: 'saving' }, { actions: 'showErrors' }],
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    saving: {
      tags: 'saving',
      entry: 'startSave',
      invoke: {
        id: 'saveWebhook',
        src: 'saveWebhook',
        input: ({ context }) => ({ endpointId: context.endpointId, body: webhookBodyOf(context.draft) }),
        onDone: [
          {
            guard: { type: 'issuedSecret', params: outputOf },
            target: 'secretShown',
            actions: [
              { type: 'keepSaved', params: outputOf },
              { type: 'keepSecret', params: outputOf },
            ],
          },
          { target: 'closed', actions: { type: 'keepSaved', params: outputOf } },
        ],
        onError: { target: 'editing', actions: { type: 'keepSaveFailure', params: errorOf } },
      },
    },
    // The form is closed; the new endpoint's secret shows once, then it is forgotten.
    secretShown: {
      tags: ['closed', 'secretShown'],
      on: { 'user.dismissSecret': { target: 'closed', actions: 'forgetSecret' } },
    },
  },
});

export type WebhookEditorMachine = typeof webhookEditorMachine;
export type WebhookEditorActor = ActorRefFrom<WebhookEditorMachine>;
