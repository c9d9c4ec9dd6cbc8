import { fromCallback, type EventObject } from 'xstate';
import type { FactWatchInput } from '../../shared/fact-watch';
import type { LogbookSyncActor } from '../offline/logbook-offline-actors';

/** The sync notice's `watchSync`: hands it the sync actor's endings and unanswered requests. */
export const watchSyncEndings = (sync: Pick<LogbookSyncActor, 'on'>) =>
  fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack }) => {
    const subscriptions = [
      sync.on('sync.finished', (event) => sendBack(event)),
      sync.on('sync.failed', (event) => sendBack(event)),
      sync.on('sync.answered', (event) => sendBack(event)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  });
