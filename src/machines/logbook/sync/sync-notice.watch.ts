import { fromCallback, type EventObject } from 'xstate';
import type { FactWatchInput } from '../../shared/fact-watch';
import type { LogbookSyncActor } from '../offline/logbook-offline-actors';
import type { SyncSignedOut } from './sync-notice.machine';

/**
 * The sync notice's `watchSync`: hands it the sync actor's endings, unanswered requests and settled
 * items, and `sync.signedOut` when the sync leaves its signed-in scope (the conflict notice is about
 * that account's entries).
 */
export const watchSyncEndings = (sync: Pick<LogbookSyncActor, 'on' | 'subscribe' | 'getSnapshot'>) =>
  fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack }) => {
    let signedOut = sync.getSnapshot().hasTag('signedOut');
    const signedOutEvent: SyncSignedOut = { type: 'sync.signedOut' };
    const subscriptions = [
      sync.on('sync.finished', (event) => sendBack(event)),
      sync.on('sync.failed', (event) => sendBack(event)),
      sync.on('sync.answered', (event) => sendBack(event)),
      sync.on('sync.itemSettled', (event) => sendBack(event)),
      sync.subscribe((snapshot) => {
        const now = snapshot.hasTag('signedOut');
        if (now && !signedOut) sendBack(signedOutEvent);
        signedOut = now;
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  });
