import type { ApiFailure } from '../../api/api-failure';
import type { NotificationLabel, WebhookEndpoint } from '../../api/contract';
import type { WebhookDraft, WebhookDraftField, WebhookTextField } from './webhook-form.rules';

/** A new endpoint's signing secret, answered once by the server. */
export interface IssuedWebhookSecret {
  readonly url: string;
  readonly secret: string;
}

export interface WebhookEditorContext {
  /** The endpoint being changed; null for a new one (and while closed). */
  readonly endpointId: number | null;
  readonly draft: WebhookDraft;
  /** A save was tried with problems: the form shows every field's problem from then on. */
  readonly showErrors: boolean;
  /** The fields the last save's 400 named; each shows "rejected" until it is changed. */
  readonly rejected: readonly WebhookDraftField[];
  /** Why the last save failed (editing again); cleared when the next save starts. */
  readonly saveFailure: ApiFailure | null;
  /** The endpoint as the last save stored it (without a secret); the tab reloads its table when this changes. */
  readonly saved: WebhookEndpoint | null;
  /** The secret of the endpoint just registered, held only while it is shown (secretShown). */
  readonly secret: IssuedWebhookSecret | null;
}

export type WebhookEditorEvent =
  /** The Edit button of a row: the form starts from the row's values (no load). */
  | { readonly type: 'user.edit'; readonly endpoint: WebhookEndpoint }
  /**
   * The "Add endpoint" button: the new endpoint's defaults, or a given draft (the walker story starts
   * a filled one first, since it lists states by value only and must reach a savable form).
   */
  | { readonly type: 'user.create'; readonly draft?: WebhookDraft }
  | { readonly type: 'user.change'; readonly field: WebhookTextField; readonly value: string }
  | { readonly type: 'user.toggleType'; readonly label: NotificationLabel }
  /** "Select all" (true) or "Select none" (false) of the types. */
  | { readonly type: 'user.selectAllTypes'; readonly all: boolean }
  /** "All vehicles" (true) or "Chosen vehicles" (false). */
  | { readonly type: 'user.setAllVehicles'; readonly all: boolean }
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: number }
  | { readonly type: 'user.setEnabled'; readonly enabled: boolean }
  | { readonly type: 'user.save' }
  | { readonly type: 'user.cancel' }
  /** The secret's dialog closed. */
  | { readonly type: 'user.dismissSecret' };

export type WebhookEditorTag = 'closed' | 'editing' | 'saving' | 'secretShown';
