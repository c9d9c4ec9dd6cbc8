import type { UpdateCheck, UserInteraction } from '../../src/api/contract';

/** The stamps a client stores (spec 001 §3 Local storage): absent when it has none. */
export interface ClientStamps {
  readonly userSuggestReloadTs?: number | undefined;
  readonly userMsgTs?: number | undefined;
}

/**
 * The answer to a client's update check: a refresh is suggested to a client loaded before the last
 * suggestion; the message shows between its start and end to a client that has not dismissed it
 * (or this stamp of it), and, when it relies on the update, only once the client runs the update.
 */
export const answerUpdateCheck = (
  served: UserInteraction,
  client: ClientStamps,
  now: number,
): UpdateCheck => {
  const loadedAt = client.userSuggestReloadTs;
  const suggestRefresh =
    served.suggestReload && loadedAt !== undefined && loadedAt < served.userSuggestReloadTs;
  const start = served.startDate === null ? -Infinity : Date.parse(served.startDate);
  const end = served.endDate === null ? Infinity : Date.parse(served.endDate);
  const showUserMsg =
    served.showMessage &&
    now >= start &&
    now <= end &&
    (client.userMsgTs ?? 0) < served.userMsgTs &&
    !(served.msgIsDependent && suggestRefresh);
  return {
    suggestRefresh,
    showUserMsg,
    userMsg: showUserMsg ? served.message : null,
    userMsgTs: served.userMsgTs,
    isDisableDismissButton: served.showMessage && served.isDisableDismissButton,
  };
};
