import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant, ModelObservation } from '../../../tests/model/replay-path';
import type { ApiClient } from '../../api/api-client';
import {
  createWebhookEditorActors,
  type WebhookSaveAnswer,
  type WebhookSaveRequest,
} from './webhook-editor.actors';
import {
  FIXTURE_CREATED_WEBHOOK,
  FIXTURE_NOW,
  FIXTURE_SECRET,
  FIXTURE_WEBHOOK,
  fixtureWebhookRejected,
  serializeWebhookEditor,
  webhookEditorFixtures,
} from './webhook-editor.fixtures';
import { webhookEditorErrors, webhookEditorMachine } from './webhook-editor.machine';
import type { WebhookEditorContext } from './webhook-editor.types';
import { emptyWebhookDraft, isValidWebhookDraft, webhookBodyOf } from './webhook-form.rules';

const ctx = contextOf<WebhookEditorContext>;
const saves = (o: ModelObservation) => o.pending.filter((call) => call.id === 'saveWebhook');
/** A stored endpoint is kept only while the form is closed, and never with its secret. */
const savedOnlyClosed = (o: ModelObservation) => {
  const { saved } = ctx(o);
  return saved === null || (tagged(o, 'closed') && !('secret' in saved));
};
const invariants: readonly ModelInvariant[] = [
  {
    name: 'a save runs exactly while saving, one at a time',
    holds: (o) => saves(o).length === (tagged(o, 'saving') ? 1 : 0),
  },
  {
    name: 'only a valid draft is sent, as the body of the endpoint being edited, never with a secret',
    holds: (o) =>
      saves(o).every((call) => {
        const request = call.input as WebhookSaveRequest;
        return (
          isValidWebhookDraft(ctx(o).draft) &&
          request.endpointId === ctx(o).endpointId &&
          !('secret' in request.body) &&
          JSON.stringify(request.body) === JSON.stringify(webhookBodyOf(ctx(o).draft))
        );
      }),
  },
  {
    name: 'closed forgets the form; a stored endpoint is kept only there, without its secret',
    holds: (o) =>
      implies(
        tagged(o, 'closed'),
        ctx(o).endpointId === null &&
          JSON.stringify(ctx(o).draft) === JSON.stringify(emptyWebhookDraft()) &&
          !ctx(o).showErrors &&
          ctx(o).rejected.length === 0 &&
          ctx(o).saveFailure === null,
      ) && savedOnlyClosed(o),
  },
  {
    name: 'the secret is held exactly while it is shown, and is the stored endpoint’s',
    holds: (o) =>
      tagged(o, 'secretShown') === (ctx(o).secret !== null) &&
      implies(ctx(o).secret !== null, ctx(o).saved?.url === ctx(o).secret?.url),
  },
  {
    name: 'no failure while saving; a field shows as refused only after a 400, under that field',
    holds: (o) => {
      const { rejected, saveFailure } = ctx(o);
      return (
        implies(tagged(o, 'saving'), saveFailure === null && rejected.length === 0) &&
        implies(
          rejected.length > 0,
          saveFailure?._tag === 'HttpError' &&
            saveFailure.status === 400 &&
            rejected.every((field) => webhookEditorErrors(ctx(o))[field] !== undefined),
        )
      );
    },
  },
];

describeModel('webhook editor machine (model-based)', {
  machine: webhookEditorMachine,
  inputs: webhookEditorFixtures.inputs,
  eventVariants: webhookEditorFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeWebhookEditor,
  onCoverage: (report) =>
    console.info(
      `webhook-editor coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const withSave = (answer: (request: WebhookSaveRequest) => Promise<WebhookSaveAnswer>) => {
  const sent: WebhookSaveRequest[] = [];
  const machine = webhookEditorMachine.provide({
    actors: {
      saveWebhook: fromPromise<WebhookSaveAnswer, WebhookSaveRequest>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  return { sent, actor: createActor(machine).start() };
};

describe('webhook editor (forms, saves, refusals and the secret)', () => {
  it('shows the problems of a new endpoint instead of saving, then registers it and shows its secret once', async () => {
    const { sent, actor } = withSave(() => Promise.resolve(FIXTURE_CREATED_WEBHOOK));
    actor.send({ type: 'user.create' });
    actor.send({ type: 'user.selectAllTypes', all: false });
    actor.send({ type: 'user.setAllVehicles', all: false });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(webhookEditorErrors(actor.getSnapshot().context)).toEqual({
      url: 'required',
      types: 'noType',
      vehicles: 'noVehicle',
    });
    actor.send({ type: 'user.change', field: 'url', value: 'mailto:ops@example.org' });
    expect(webhookEditorErrors(actor.getSnapshot().context).url).toBe('notAUrl');
    actor.send({ type: 'user.change', field: 'url', value: ' https://dispo.example.net/webhooks ' });
    actor.send({ type: 'user.toggleType', label: 'NSSuspectedDerailment' });
    actor.send({ type: 'user.toggleType', label: 'NSSuspectedCrash' });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 109 });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 108 });
    expect(webhookEditorErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'user.save' });
    await settle();
    expect(sent).toEqual([
      {
        endpointId: null,
        body: {
          url: 'https://dispo.example.net/webhooks',
          description: '',
          types: ['NSSuspectedCrash', 'NSSuspectedDerailment'],
          vehicleIds: [108, 109],
          enabled: true,
        },
      },
    ]);
    const shown = actor.getSnapshot();
    expect(shown.hasTag('secretShown')).toBe(true);
    expect(shown.context.secret).toEqual({ url: FIXTURE_CREATED_WEBHOOK.url, secret: FIXTURE_SECRET });
    expect(shown.context.saved).not.toHaveProperty('secret');
    expect(shown.can({ type: 'user.create' })).toBe(false);
    actor.send({ type: 'user.dismissSecret' });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.secret).toBeNull();
    expect(actor.getSnapshot().context.saved?.id).toBe(9);
  });

  it('starts from the row, replaces the endpoint without a secret, and shows a refused field until changed', async () => {
    let refuse = true;
    const { sent, actor } = withSave(() =>
      refuse
        ? Promise.reject(fixtureWebhookRejected('vehicleIds.1', 'The organisation has no vehicle 109.'))
        : Promise.resolve({ ...FIXTURE_WEBHOOK, enabled: false }),
    );
    actor.send({ type: 'user.edit', endpoint: FIXTURE_WEBHOOK });
    expect(actor.getSnapshot().context.draft).toMatchObject({ allVehicles: false, vehicleIds: [108, 109] });
    actor.send({ type: 'user.setEnabled', enabled: false });
    actor.send({ type: 'user.save' });
    await settle();
    expect(sent[0]).toEqual({
      endpointId: 7,
      body: {
        url: FIXTURE_WEBHOOK.url,
        description: 'Leitstelle Nord',
        types: ['NSSuspectedCrash', 'NSSuspectedDerailment'],
        vehicleIds: [108, 109],
        enabled: false,
      },
    });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(webhookEditorErrors(actor.getSnapshot().context)).toEqual({ vehicles: 'rejected' });
    actor.send({ type: 'user.change', field: 'description', value: 'Leitstelle' });
    expect(webhookEditorErrors(actor.getSnapshot().context)).toEqual({ vehicles: 'rejected' });
    actor.send({ type: 'user.toggleVehicle', vehicleId: 109 });
    expect(webhookEditorErrors(actor.getSnapshot().context)).toEqual({});
    refuse = false;
    actor.send({ type: 'user.save' });
    await settle();
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().hasTag('secretShown')).toBe(false);
    expect(actor.getSnapshot().context.saved?.enabled).toBe(false);
  });

  it('registers with the access token and changes by the endpoint id', async () => {
    const seen: { operationId: string; input: unknown }[] = [];
    const api: ApiClient = {
      call: (endpoint, input) => {
        seen.push({ operationId: endpoint.operationId, input });
        return Promise.resolve(FIXTURE_CREATED_WEBHOOK as never);
      },
    };
    const actors = createWebhookEditorActors({ api, getAccessToken: () => 'at-1' });
    const body = webhookBodyOf({ ...emptyWebhookDraft(), url: 'https://example.org/h' });
    await toPromise(createActor(actors.saveWebhook, { input: { endpointId: null, body } }).start());
    await toPromise(createActor(actors.saveWebhook, { input: { endpointId: 7, body } }).start());
    expect(seen).toEqual([
      {
        operationId: 'createAdminWebhook',
        input: expect.objectContaining({ accessToken: 'at-1', body }) as unknown,
      },
      {
        operationId: 'updateAdminWebhook',
        input: expect.objectContaining({ params: { webhookId: 7 }, body }) as unknown,
      },
    ]);
  });
});
