/**
 * How long the portal's passing messages stay on screen: the snackbars, the live notifications' toasts
 * and the short confirmations and failures after a save. The specification's times (a snackbar 3000 ms,
 * spec 000's table and 001 §9; dialogs 2000–4000 ms) are the standard; a user who needs longer to read
 * makes every one of them ten times as long (WCAG 2.2.1, timing adjustable: at least ten times the
 * default), a setting of the device chosen on the profile page (issue 36).
 *
 * One setting for every machine: their `delays` ask `messageMs(specMs)` each time a message starts,
 * so a change holds from the next message on. Kept here, not in each machine's input, because it is a
 * preference of the person at this device, like the language, not of the state a machine models.
 */
export const MESSAGE_TIMES = ['standard', 'long'] as const;
export type MessageTime = (typeof MESSAGE_TIMES)[number];

/** How much longer than the specification's time a message stays. */
export const MESSAGE_TIME_FACTOR: Readonly<Record<MessageTime, number>> = { standard: 1, long: 10 };

/** Where the device keeps the choice (localStorage). */
export const MESSAGE_TIME_STORAGE_KEY = 'messageTime';

let current: MessageTime = 'standard';
const listeners = new Set<() => void>();

export const isMessageTime = (value: unknown): value is MessageTime =>
  (MESSAGE_TIMES as readonly unknown[]).includes(value);

export const messageTime = (): MessageTime => current;

export const setMessageTime = (time: MessageTime): void => {
  if (time === current) return;
  current = time;
  for (const listener of listeners) listener();
};

/** For a view that shows the choice (React's useSyncExternalStore). */
export const subscribeMessageTime = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How long a message whose specified time is `specMs` stays now. */
export const messageMs = (specMs: number): number => specMs * MESSAGE_TIME_FACTOR[current];
