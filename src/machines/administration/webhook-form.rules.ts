import {
  NOTIFICATION_LABELS,
  WEBHOOK_LIMITS,
  type ApiErrorBody,
  type NotificationLabel,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '../../api/contract';

/**
 * The form of one webhook endpoint (issue 27 §6), as pure functions: the draft as typed, its
 * validation (error keys, never texts), the request body it becomes, and the fields a 400 names.
 */

/** The fields typed as text. */
export type WebhookTextField = 'url' | 'description';

/** Every part of the form that can show a problem. */
export type WebhookDraftField = WebhookTextField | 'types' | 'vehicles';

/** The form's values as chosen. */
export interface WebhookDraft {
  readonly url: string;
  readonly description: string;
  /** The notification types it receives, in the settings' order, each once. */
  readonly types: readonly NotificationLabel[];
  /** Every vehicle of the organisation (no list sent), or only `vehicleIds`. */
  readonly allVehicles: boolean;
  /** The chosen vehicles, ascending; kept while "all vehicles" is on, so switching back restores them. */
  readonly vehicleIds: readonly number[];
  readonly enabled: boolean;
}

/** Why a part of the form is refused; the view names it under `webhooks.editor.errors.<key>`. */
export type WebhookDraftError =
  | 'required'
  | 'tooLong'
  | 'notAUrl'
  | 'noType'
  | 'noVehicle'
  | 'tooManyVehicles'
  /** The server refused the field (a 400 naming it). */
  | 'rejected';

export type WebhookDraftErrors = Readonly<Partial<Record<WebhookDraftField, WebhookDraftError>>>;

const inOrder = (types: ReadonlySet<string>): NotificationLabel[] =>
  NOTIFICATION_LABELS.filter((label) => types.has(label));

/** The draft of a new endpoint: every type, every vehicle, enabled; only the URL is missing. */
export const emptyWebhookDraft = (): WebhookDraft => ({
  url: '',
  description: '',
  types: [...NOTIFICATION_LABELS],
  allVehicles: true,
  vehicleIds: [],
  enabled: true,
});

/** The draft of a stored endpoint (types the client does not know are dropped). */
export const webhookDraftOf = (endpoint: WebhookEndpoint): WebhookDraft => ({
  url: endpoint.url,
  description: endpoint.description,
  types: inOrder(new Set(endpoint.types)),
  allVehicles: endpoint.vehicleIds === null,
  vehicleIds: [...new Set(endpoint.vehicleIds ?? [])].sort((a, b) => a - b),
  enabled: endpoint.enabled,
});

/** True for one of the notification labels. */
export const isNotificationLabel = (label: string): label is NotificationLabel =>
  (NOTIFICATION_LABELS as readonly string[]).includes(label);

/** The draft with a type added or removed (the settings' order is kept). */
export const withTypeToggled = (draft: WebhookDraft, label: NotificationLabel): WebhookDraft => {
  const types = new Set<string>(draft.types);
  if (types.has(label)) types.delete(label);
  else types.add(label);
  return { ...draft, types: inOrder(types) };
};

/** The draft with every type chosen, or none. */
export const withAllTypes = (draft: WebhookDraft, all: boolean): WebhookDraft => ({
  ...draft,
  types: all ? [...NOTIFICATION_LABELS] : [],
});

/** The draft with a vehicle added or removed. */
export const withVehicleToggled = (draft: WebhookDraft, vehicleId: number): WebhookDraft => ({
  ...draft,
  vehicleIds: draft.vehicleIds.includes(vehicleId)
    ? draft.vehicleIds.filter((id) => id !== vehicleId)
    : [...draft.vehicleIds, vehicleId].sort((a, b) => a - b),
});

/** Only http and https: what the server posts to. `new URL` decides what an address is. */
const urlError = (text: string): WebhookDraftError | null => {
  const url = text.trim();
  if (url === '') return 'required';
  if (url.length > WEBHOOK_LIMITS.maxUrlLength) return 'tooLong';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : 'notAUrl';
  } catch {
    return 'notAUrl';
  }
};

/** Every part's first problem; empty when the draft can be saved. */
export const validateWebhookDraft = (draft: WebhookDraft): WebhookDraftErrors => {
  const errors: Partial<Record<WebhookDraftField, WebhookDraftError>> = {};
  const url = urlError(draft.url);
  if (url) errors.url = url;
  if (draft.description.trim().length > WEBHOOK_LIMITS.maxDescriptionLength) errors.description = 'tooLong';
  if (draft.types.length === 0) errors.types = 'noType';
  if (!draft.allVehicles && draft.vehicleIds.length === 0) errors.vehicles = 'noVehicle';
  if (!draft.allVehicles && draft.vehicleIds.length > WEBHOOK_LIMITS.maxVehicles)
    errors.vehicles = 'tooManyVehicles';
  return errors;
};

/** True when the draft has no problem. */
export const isValidWebhookDraft = (draft: WebhookDraft): boolean =>
  Object.keys(validateWebhookDraft(draft)).length === 0;

/**
 * The request body of a draft (meant for a valid one): texts trimmed, every field sent (a change
 * replaces the whole endpoint), no secret (the server makes one, or keeps the old one).
 */
export const webhookBodyOf = (draft: WebhookDraft): WebhookEndpointBody => ({
  url: draft.url.trim(),
  description: draft.description.trim(),
  types: [...draft.types],
  vehicleIds: draft.allVehicles ? null : [...draft.vehicleIds],
  enabled: draft.enabled,
});

/** The body that stores an endpoint as it is, but enabled or disabled. */
export const toggledBodyOf = (endpoint: WebhookEndpoint): WebhookEndpointBody => ({
  url: endpoint.url,
  description: endpoint.description,
  types: [...endpoint.types],
  vehicleIds: endpoint.vehicleIds === null ? null : [...endpoint.vehicleIds],
  enabled: !endpoint.enabled,
});

/** The form's part of a field path a 400 names (`url`, `types.1`, `vehicleIds.0`); null for others. */
export const webhookFieldOf = (path: string): WebhookDraftField | null => {
  const [head] = path.split('.');
  if (head === 'url' || head === 'description' || head === 'types') return head;
  return head === 'vehicleIds' ? 'vehicles' : null;
};

/** The form's parts a 400's body names (its issues, else its field), each once. */
export const rejectedWebhookFieldsOf = (body: ApiErrorBody | null): readonly WebhookDraftField[] => {
  const paths = body?.issues?.map((issue) => issue.field) ?? (body?.field ? [body.field] : []);
  return [...new Set(paths.map(webhookFieldOf).filter((field) => field !== null))];
};

/**
 * What the form shows: the draft's problems once a save was tried, and the parts the server refused
 * (until they are changed).
 */
export const visibleWebhookErrors = (
  draft: WebhookDraft,
  showErrors: boolean,
  rejected: readonly WebhookDraftField[],
): WebhookDraftErrors => {
  const errors: Partial<Record<WebhookDraftField, WebhookDraftError>> = showErrors
    ? { ...validateWebhookDraft(draft) }
    : {};
  for (const field of rejected) errors[field] ??= 'rejected';
  return errors;
};
