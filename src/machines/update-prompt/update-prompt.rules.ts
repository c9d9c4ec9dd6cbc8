import type { UpdateCheck } from '../../api/contract';
import { HIDE_RELOAD_MS, type PromptStamps, type UpdateCheckRequest } from './update-prompt.types';

/** The check's query: the stamps the client has (an absent one is not sent). */
export const checkRequestOf = (stamps: PromptStamps): UpdateCheckRequest => ({
  ...(stamps.userSuggestReloadTs === null ? {} : { userSuggestReloadTs: stamps.userSuggestReloadTs }),
  ...(stamps.userMsgTs === null ? {} : { userMsgTs: stamps.userMsgTs }),
});

/** Later was pressed less than 24 h ago. */
export const isSnoozed = (stamps: PromptStamps, now: number): boolean =>
  stamps.hideReload !== null && now < stamps.hideReload;

/** The update prompt shows: the server suggests a refresh and Later does not hide it. */
export const showsUpdate = (answer: UpdateCheck, stamps: PromptStamps, now: number): boolean =>
  answer.suggestRefresh && !isSnoozed(stamps, now);

/** The message prompt shows: the server has a message this client has not seen. */
export const showsMessage = (answer: UpdateCheck, stamps: PromptStamps): boolean =>
  answer.showUserMsg && answer.userMsg !== null && (stamps.userMsgTs ?? 0) < answer.userMsgTs;

/** Later: hidden until 24 h from now. */
export const snoozedStamps = (stamps: PromptStamps, now: number): PromptStamps => ({
  ...stamps,
  hideReload: now + HIDE_RELOAD_MS,
});

/** The message of `answer` seen: its stamp is stored, so the server stops sending it. */
export const seenStamps = (stamps: PromptStamps, answer: UpdateCheck | null): PromptStamps =>
  answer === null ? stamps : { ...stamps, userMsgTs: answer.userMsgTs };
