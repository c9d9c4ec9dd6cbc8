import type { UpdateCheck } from '../../api/contract';
import type { PromptStamps } from '../../api/prompt-stamps';
import type { SessionChanged } from '../shared/app-facts';

export type { PromptStamps };

/** Spec 001 §4: Later hides the update prompt for 24 h (86,400,000 ms, stored as hideReload). */
export const HIDE_RELOAD_MS = 86_400_000;
/** Spec 001 §9: the page reloads 0.7 s after Refresh. */
export const REFRESH_RELOAD_MS = 700;
/** Spec 000 §4 Polling: the update check runs on every 30 s polling cycle. */
export const UPDATE_CHECK_INTERVAL_MS = 30_000;

/** The query of one update check: the stored stamps that exist. */
export interface UpdateCheckRequest {
  readonly userSuggestReloadTs?: number;
  readonly userMsgTs?: number;
}

export interface UpdatePromptContext {
  readonly stamps: PromptStamps;
  /** The last answer of the server; null before the first one. */
  readonly answer: UpdateCheck | null;
}

export interface UpdatePromptInput {
  readonly stamps: PromptStamps;
}

export type UpdatePromptEvent =
  | SessionChanged
  /** Raised by the machine itself when a check answers; the two prompt regions follow it. */
  | { readonly type: 'check.answered'; readonly answer: UpdateCheck }
  /** Later: hide the update prompt for 24 h. */
  | { readonly type: 'user.later' }
  /** Refresh: clear the caches, remove the load stamp, reload after 0.7 s. */
  | { readonly type: 'user.refresh' }
  | { readonly type: 'user.dismissMessage' }
  | { readonly type: 'user.openDetails' }
  | { readonly type: 'user.closeDetails' };

/**
 * `updateShown`: the update prompt is up; `messageShown`: the message prompt is up (also while its
 * details are open); `details`: the message's details are open; `refreshing`: Refresh is running.
 */
export type UpdatePromptTag = 'updateShown' | 'messageShown' | 'details' | 'refreshing';
