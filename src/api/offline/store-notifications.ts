import { Schema } from 'effect';
import type { StoreScope } from './logbook-offline-store';

/** The channel on which the tabs of one browser tell each other that a scope of the device store changed. */
export const STORE_CHANNEL_NAME = 'rail-portal-logbook-store';

const ChangeMessage = Schema.Struct({
  type: Schema.Literal('logbook-store.changed'),
  accountId: Schema.String,
  organisationId: Schema.String,
});
const decodeChangeMessage = Schema.decodeUnknownOption(ChangeMessage);

export type BroadcastChannelConstructor = new (name: string) => BroadcastChannel;

export interface ChangeNotifier {
  subscribe(listener: (scope: StoreScope) => void): () => void;
  /** Tells this tab's listeners and the other tabs that `scope` changed (call after the commit). */
  changed(scope: StoreScope): void;
  close(): void;
}

/**
 * Listeners of this tab are called directly; other tabs learn of a change through a BroadcastChannel
 * (which never delivers a message back to the channel object that posted it). Without a
 * BroadcastChannel (old browsers) only this tab's listeners hear of changes.
 */
export const createChangeNotifier = (Channel: BroadcastChannelConstructor | undefined): ChangeNotifier => {
  const listeners = new Set<(scope: StoreScope) => void>();
  let channel: BroadcastChannel | null = null;

  const deliver = (scope: StoreScope) => {
    for (const listener of [...listeners]) {
      try {
        listener(scope);
      } catch (error) {
        // One failing listener must neither stop the others nor fail the write that already committed.
        console.error('A listener of the logbook store failed', error);
      }
    }
  };

  const openChannel = () => {
    if (channel || !Channel) return channel;
    try {
      channel = new Channel(STORE_CHANNEL_NAME);
    } catch {
      return null;
    }
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = decodeChangeMessage(event.data);
      if (message._tag === 'Some') {
        deliver({ accountId: message.value.accountId, organisationId: message.value.organisationId });
      }
    };
    return channel;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      openChannel();
      return () => {
        listeners.delete(listener);
      };
    },
    changed(scope) {
      deliver(scope);
      try {
        openChannel()?.postMessage({
          type: 'logbook-store.changed',
          accountId: scope.accountId,
          organisationId: scope.organisationId,
        } satisfies typeof ChangeMessage.Type);
      } catch (error) {
        console.error('Could not tell the other tabs of a logbook store change', error);
      }
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
};
