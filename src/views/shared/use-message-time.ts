import { useSyncExternalStore } from 'react';
import {
  MESSAGE_TIME_STORAGE_KEY,
  isMessageTime,
  messageTime,
  setMessageTime,
  subscribeMessageTime,
  type MessageTime,
} from '../../machines/shared/message-time';

/** What the setting is kept in (the browser's localStorage; a test's own store). */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** At the app's start: the device's choice, if it made one (anything unknown keeps the standard). */
export const restoreMessageTime = (store: Store | undefined): void => {
  try {
    const kept = store?.getItem(MESSAGE_TIME_STORAGE_KEY);
    if (isMessageTime(kept)) setMessageTime(kept);
  } catch {
    // Storage refused (a private window's quota, a blocked origin): the standard applies.
  }
};

/** The device's message time and a way to change it (kept in `store` for the next visits). */
export const useMessageTime = (store: Store | undefined): [MessageTime, (time: MessageTime) => void] => {
  const time = useSyncExternalStore(subscribeMessageTime, messageTime);
  const choose = (next: MessageTime) => {
    setMessageTime(next);
    try {
      store?.setItem(MESSAGE_TIME_STORAGE_KEY, next);
    } catch {
      // Not kept past this visit; it applies now all the same.
    }
  };
  return [time, choose];
};
