import type { ApiFailure } from '../../api/api-failure';
import type { RailationPlace } from '../../api/contract';
import type {
  RailationDraftField,
  RailationPlaceDraft,
  RailationTextField,
} from './railation-place-form.rules';

export interface RailationPlaceEditorContext {
  /** The place being changed; null for a new one (and while closed). */
  readonly placeId: string | null;
  readonly draft: RailationPlaceDraft;
  /** A save was tried with problems: the form shows every field's problem from then on. */
  readonly showErrors: boolean;
  /** The fields the last save's 400 named; each shows "rejected" until it is changed. */
  readonly rejected: readonly RailationDraftField[];
  /** Why the place could not be loaded (loadFailed). */
  readonly loadFailure: ApiFailure | null;
  /** Why the last save failed (editing again); cleared when the next save starts. */
  readonly saveFailure: ApiFailure | null;
  /** The place as the last save stored it; the tab reloads its table when this changes. */
  readonly saved: RailationPlace | null;
}

export type RailationPlaceEditorEvent =
  /** The Edit button of a row. */
  | { readonly type: 'user.edit'; readonly placeId: string }
  /**
   * The "Add place" button: an empty form, or one starting from `draft` (the walker story starts a
   * filled one first, since it lists states by value only and must reach a savable form).
   */
  | { readonly type: 'user.create'; readonly draft?: RailationPlaceDraft }
  /** A text field typed into. */
  | { readonly type: 'user.change'; readonly field: RailationTextField; readonly value: string }
  /** A category's checkbox. */
  | { readonly type: 'user.toggleCategory'; readonly id: number }
  | { readonly type: 'user.save' }
  | { readonly type: 'user.cancel' }
  /** Loads the place again after a failed load. */
  | { readonly type: 'user.retry' };

export type RailationPlaceEditorTag = 'closed' | 'loading' | 'loadFailed' | 'editing' | 'saving';
