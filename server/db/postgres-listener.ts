import pg from 'pg';
import type { NotificationListener } from './db.types';

const FIRST_RETRY_MS = 200;
const LAST_RETRY_MS = 5_000;

export interface PostgresListener {
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The LISTEN side of a PostgreSQL database: one connection of its own (a pooled one would be handed to
 * other work), opened at the first `listen`. When it drops (a server restart, a terminated backend) it
 * connects again after 0.2 s, doubling up to 5 s, listens to every channel again and calls each
 * listener's `onResume`, since what was sent meanwhile is lost.
 */
export const createPostgresListener = (connectionString: string): PostgresListener => {
  const channels = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = FIRST_RETRY_MS;
  let closed = false;

  const deliver = (message: pg.Notification) => {
    for (const listener of channels.get(message.channel) ?? []) listener.onPayload(message.payload ?? '');
  };

  const dropped = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', deliver);
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    await next.connect();
    try {
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  /** The listening connection, opened once however many ask at the same time. */
  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open()
      .then((next) => {
        if (closed) {
          void next.end().catch(() => {});
          throw new Error('The database was closed.');
        }
        client = next;
        return next;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connection().then(
        () => {
          retryDelay = FIRST_RETRY_MS;
          for (const listeners of channels.values()) for (const l of listeners) l.onResume?.();
        },
        () => {
          retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('The database was closed.');
      const listeners = channels.get(channel) ?? new Set<NotificationListener>();
      channels.set(channel, listeners);
      listeners.add(listener);
      // While a reconnect is pending, the reconnect listens to this channel and resumes the listener.
      if (!retryTimer) {
        try {
          await (await connection()).query(`LISTEN ${channel}`);
        } catch (error) {
          listeners.delete(listener);
          if (listeners.size === 0) channels.delete(channel);
          throw error;
        }
      }
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
};
