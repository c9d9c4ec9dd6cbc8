import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { claimDueMessages, nextDueAt, recordAttempt, WEBHOOK_CHANNEL } from './webhook-outbox';
import { postWebhook } from './webhook-post';
import { webhookHeaders } from './webhook-signature';

export interface WebhookDeliveryDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** Whether endpoints on loopback and private networks are reached (WEBHOOKS_ALLOW_PRIVATE). */
  readonly allowPrivate: boolean;
  readonly userAgent: string;
  /** Tests shorten these. */
  readonly timeoutMs?: number;
  readonly random?: () => number;
}

/** A claimed attempt is another instance's again after this long (well above the POST's timeout). */
export const LEASE_MS = 60_000;
/** Messages attempted side by side by one instance. */
const BATCH = 8;
/** The longest a dispatcher sleeps without looking: a queued message's signal can be lost. */
const LONGEST_SLEEP_MS = 30_000;

/** One pass: claims the due messages (up to a batch), POSTs each signed, records each outcome. */
export const deliverDueMessages = async (deps: WebhookDeliveryDeps): Promise<number> => {
  const claimed = await claimDueMessages(deps.db, deps.clock.now(), LEASE_MS, BATCH);
  await Promise.all(
    claimed.map(async (message) => {
      const headers = webhookHeaders(message.secret, message.messageId, deps.clock.now(), message.payload);
      const outcome = await postWebhook(message.url, headers, message.payload, {
        allowPrivate: deps.allowPrivate,
        userAgent: deps.userAgent,
        ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
      });
      await recordAttempt(deps.db, message, outcome, deps.clock.now(), deps.random);
    }),
  );
  return claimed.length;
};

export interface WebhookDispatcher {
  /** Finishes the attempts under way and stops; what is left waits in the outbox for the next start. */
  stop(): Promise<void>;
}

/**
 * Runs on every server instance: woken when messages are queued (NOTIFY, from any instance) and when
 * the next retry is due, it delivers what is due; the claim decides which instance sends a message.
 * Starts with a pass, so messages left by a stop or a crash go out after the restart.
 */
export const startWebhookDispatcher = async (deps: WebhookDeliveryDeps): Promise<WebhookDispatcher> => {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const sleepUntilDue = async () => {
    const due = await nextDueAt(deps.db);
    const wait = due === null ? LONGEST_SLEEP_MS : Math.max(0, due.getTime() - deps.clock.now().getTime());
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(kick, Math.min(wait, LONGEST_SLEEP_MS));
    timer.unref();
  };

  const pass = async () => {
    do {
      again = false;
      while (!stopped && (await deliverDueMessages(deps)) > 0) again = false;
    } while (again && !stopped);
    await sleepUntilDue();
  };

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        deps.log('Webhooks: a delivery pass failed; trying again in 30 s', error);
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(kick, LONGEST_SLEEP_MS).unref();
      })
      .finally(() => {
        running = null;
      });
  }

  const unlisten = await deps.db.listen(WEBHOOK_CHANNEL, { onPayload: kick, onResume: kick });
  kick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      await running;
    },
  };
};
