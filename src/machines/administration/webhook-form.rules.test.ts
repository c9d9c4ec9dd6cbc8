import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LABELS, WEBHOOK_LIMITS, type WebhookEndpoint } from '../../api/contract';
import { FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_DISABLED } from './webhook-editor.fixtures';
import {
  emptyWebhookDraft,
  rejectedWebhookFieldsOf,
  toggledBodyOf,
  validateWebhookDraft,
  visibleWebhookErrors,
  webhookBodyOf,
  webhookDraftOf,
  webhookFieldOf,
  withAllTypes,
  withTypeToggled,
  withVehicleToggled,
  type WebhookDraft,
} from './webhook-form.rules';

const valid: WebhookDraft = { ...emptyWebhookDraft(), url: 'https://example.org/hook' };
const errorsOf = (over: Partial<WebhookDraft>) => validateWebhookDraft({ ...valid, ...over });

describe('webhook form rules', () => {
  it('starts a new endpoint with every type and vehicle, enabled, and only the URL missing', () => {
    expect(emptyWebhookDraft()).toEqual({
      url: '',
      description: '',
      types: [...NOTIFICATION_LABELS],
      allVehicles: true,
      vehicleIds: [],
      enabled: true,
    });
    expect(validateWebhookDraft(emptyWebhookDraft())).toEqual({ url: 'required' });
  });

  it('reads a stored endpoint into the form and back into the same body', () => {
    const draft = webhookDraftOf(FIXTURE_WEBHOOK);
    expect(draft).toEqual({
      url: FIXTURE_WEBHOOK.url,
      description: 'Leitstelle Nord',
      types: ['NSSuspectedCrash', 'NSSuspectedDerailment'],
      allVehicles: false,
      vehicleIds: [108, 109],
      enabled: true,
    });
    expect(webhookBodyOf(draft)).toEqual({
      url: FIXTURE_WEBHOOK.url,
      description: 'Leitstelle Nord',
      types: FIXTURE_WEBHOOK.types,
      vehicleIds: [108, 109],
      enabled: true,
    });
    expect(webhookBodyOf(webhookDraftOf(FIXTURE_WEBHOOK_DISABLED)).vehicleIds).toBeNull();
  });

  it('takes only http and https addresses that URL parses', () => {
    expect(errorsOf({ url: '  http://10.0.0.1:8080/hook?x=1 ' })).toEqual({});
    expect(errorsOf({ url: '   ' })).toEqual({ url: 'required' });
    for (const url of ['example.org/hook', 'ftp://example.org/hook', 'https://', 'javascript:alert(1)'])
      expect(errorsOf({ url }), url).toEqual({ url: 'notAUrl' });
    expect(errorsOf({ url: `https://example.org/${'x'.repeat(WEBHOOK_LIMITS.maxUrlLength)}` })).toEqual({
      url: 'tooLong',
    });
    expect(errorsOf({ description: 'x'.repeat(WEBHOOK_LIMITS.maxDescriptionLength) })).toEqual({});
    expect(errorsOf({ description: 'x'.repeat(WEBHOOK_LIMITS.maxDescriptionLength + 1) })).toEqual({
      description: 'tooLong',
    });
  });

  it('needs a type, and a vehicle unless all vehicles are chosen', () => {
    expect(errorsOf({ types: [] })).toEqual({ types: 'noType' });
    expect(errorsOf({ allVehicles: false })).toEqual({ vehicles: 'noVehicle' });
    expect(errorsOf({ allVehicles: true, vehicleIds: [] })).toEqual({});
    const many = Array.from({ length: WEBHOOK_LIMITS.maxVehicles + 1 }, (_, i) => i + 1);
    expect(errorsOf({ allVehicles: false, vehicleIds: many })).toEqual({ vehicles: 'tooManyVehicles' });
    // The chosen vehicles stay while "all vehicles" is on, but are not sent.
    expect(webhookBodyOf({ ...valid, allVehicles: true, vehicleIds: [108] }).vehicleIds).toBeNull();
  });

  it('keeps types in the settings’ order and vehicles ascending, each once', () => {
    const none = withAllTypes(valid, false);
    expect(none.types).toEqual([]);
    const two = withTypeToggled(withTypeToggled(none, 'NSFlatSpot'), 'NSSuspectedCrash');
    expect(two.types).toEqual(['NSSuspectedCrash', 'NSFlatSpot']);
    expect(withTypeToggled(two, 'NSFlatSpot').types).toEqual(['NSSuspectedCrash']);
    expect(withAllTypes(two, true).types).toEqual(NOTIFICATION_LABELS);
    const vehicles = withVehicleToggled(withVehicleToggled(valid, 110), 108);
    expect(vehicles.vehicleIds).toEqual([108, 110]);
    expect(withVehicleToggled(vehicles, 110).vehicleIds).toEqual([108]);
    const stored: WebhookEndpoint = { ...FIXTURE_WEBHOOK, types: ['NSFlatSpot', 'NSSuspectedCrash'] };
    expect(webhookDraftOf(stored).types).toEqual(['NSSuspectedCrash', 'NSFlatSpot']);
  });

  it('flips only `enabled` when a row is switched, and sends no secret', () => {
    expect(toggledBodyOf(FIXTURE_WEBHOOK)).toEqual({
      url: FIXTURE_WEBHOOK.url,
      description: 'Leitstelle Nord',
      types: FIXTURE_WEBHOOK.types,
      vehicleIds: [108, 109],
      enabled: false,
    });
    expect(toggledBodyOf(FIXTURE_WEBHOOK_DISABLED)).toMatchObject({ vehicleIds: null, enabled: true });
  });

  it('finds the form part a 400 names and shows it as refused', () => {
    expect(webhookFieldOf('url')).toBe('url');
    expect(webhookFieldOf('description')).toBe('description');
    expect(webhookFieldOf('types.1')).toBe('types');
    expect(webhookFieldOf('vehicleIds.0')).toBe('vehicles');
    expect(webhookFieldOf('secret')).toBeNull();
    expect(webhookFieldOf('body')).toBeNull();
    expect(
      rejectedWebhookFieldsOf({
        error: 'invalid_request',
        message: 'Invalid types.1',
        field: 'types.1',
        issues: [
          { field: 'types.1', message: 'a' },
          { field: 'vehicleIds.3', message: 'b' },
          { field: 'types.4', message: 'c' },
          { field: 'secret', message: 'd' },
        ],
      }),
    ).toEqual(['types', 'vehicles']);
    expect(rejectedWebhookFieldsOf({ error: 'invalid_request', message: 'x', field: 'url' })).toEqual([
      'url',
    ]);
    expect(rejectedWebhookFieldsOf(null)).toEqual([]);
    expect(visibleWebhookErrors(valid, false, ['url'])).toEqual({ url: 'rejected' });
    expect(visibleWebhookErrors({ ...valid, types: [] }, true, ['types', 'url'])).toEqual({
      types: 'noType',
      url: 'rejected',
    });
    expect(visibleWebhookErrors({ ...valid, types: [] }, false, [])).toEqual({});
  });
});
