import type { Db } from '../db/db';
import { NOTIFICATION_CHANNEL, type NotificationSignal } from './notification-events';

/** A live stream as the hub sees it: which organisation it follows and how to wake it. */
export interface HubSubscriber {
  /** The organisation whose events wake it (read on every signal: a stream may re-read its scope). */
  organisationId(): string;
  /** Something may have committed that it has not sent yet: read and send what it may see. */
  wake(): void;
  /** The instance stops: tell the browser to come back in `retryMs` (to another instance) and end. */
  close(retryMs: number): void;
}

export interface NotificationHub {
  /** Adds a subscriber, listening first if it is the only one; resolves once listening. */
  subscribe(subscriber: HubSubscriber): Promise<() => Promise<void>>;
  /**
   * Runs `read` once for every subscriber asking with the same key until the next signal: fifty
   * browsers of one organisation woken by one event cost one query, not fifty. A read started before
   * the latest signal is never shared, since it may not see what that signal announced.
   */
  shared<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Subscribers now (for tests and logs). */
  readonly size: number;
  /** Ends every stream with a reconnection hint of `retryMs` (the instance is shutting down). */
  closeAll(retryMs: number): void;
}

const signalOf = (payload: string): NotificationSignal | null => {
  try {
    const parsed = JSON.parse(payload) as Partial<NotificationSignal>;
    return typeof parsed.organisationId === 'string' ? (parsed as NotificationSignal) : null;
  } catch {
    return null;
  }
};

/**
 * One LISTEN per server instance, however many browsers follow the stream: the signal of a recorded
 * event wakes the subscribers of the vehicle's organisation, and each reads what it may see with the
 * list's own filter. Listening starts with the first subscriber and stops after the last. When the
 * listening connection came back after a drop (signals sent meanwhile are lost), every subscriber is
 * woken, and reads from the last event it sent.
 */
export const createNotificationHub = (db: Db, log: (message: string, error?: unknown) => void) => {
  const subscribers = new Set<HubSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let generation = 0;
  const reads = new Map<string, Promise<unknown>>();

  const wakeAll = () => {
    generation += 1;
    for (const s of subscribers) s.wake();
  };
  const onPayload = (payload: string) => {
    generation += 1;
    const signal = signalOf(payload);
    if (!signal) {
      log(`Notification hub: an unreadable signal (${payload.slice(0, 80)}); waking every stream`);
      wakeAll();
      return;
    }
    for (const s of subscribers) if (s.organisationId() === signal.organisationId) s.wake();
  };

  const stopListening = async () => {
    const last = listening;
    listening = null;
    if (!last) return;
    try {
      await (
        await last
      )();
    } catch (error) {
      log('Notification hub: stopping to listen failed', error);
    }
  };

  const hub: NotificationHub = {
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      if (!listening) {
        const started = db.listen(NOTIFICATION_CHANNEL, { onPayload, onResume: wakeAll });
        listening = started;
        started.catch(() => {
          if (listening === started) listening = null;
        });
      }
      try {
        await listening;
      } catch (error) {
        subscribers.delete(subscriber);
        throw error;
      }
      return async () => {
        if (!subscribers.delete(subscriber)) return;
        if (subscribers.size === 0) await stopListening();
      };
    },
    shared<T>(key: string, read: () => Promise<T>): Promise<T> {
      const full = `${generation}|${key}`;
      const running = reads.get(full) as Promise<T> | undefined;
      if (running) return running;
      const started = read().finally(() => reads.delete(full));
      reads.set(full, started);
      return started;
    },
    get size() {
      return subscribers.size;
    },
    closeAll(retryMs) {
      for (const s of subscribers) s.close(retryMs);
    },
  };
  return hub;
};
