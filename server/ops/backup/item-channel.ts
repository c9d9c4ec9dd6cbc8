import type { BackupItem } from './snapshot-reader';

/**
 * Hands a snapshot's items straight to a loader (a copy between two databases, no file between): the
 * producer's `push` resolves once the consumer took the item, so at most one chunk is in memory. When
 * the consumer stops early (it failed), `push` rejects and the producer ends too.
 */
export interface ItemChannel {
  push(item: BackupItem): Promise<void>;
  end(): void;
  fail(error: unknown): void;
  /** The consumer gave up (before or while iterating): the waiting push and every later one reject. */
  abandon(): void;
  readonly items: AsyncIterable<BackupItem>;
}

export class ConsumerGone extends Error {
  override readonly name = 'ConsumerGone';
}

export const createItemChannel = (): ItemChannel => {
  let waiting: { item: BackupItem; taken: () => void; refused: (error: Error) => void } | null = null;
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: { error: unknown } | null = null;
  let gone = false;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const abandon = () => {
    gone = true;
    const pending = waiting as { refused: (error: Error) => void } | null;
    waiting = null;
    pending?.refused(new ConsumerGone('The loader stopped.'));
  };
  return {
    push: (item) =>
      gone
        ? Promise.reject(new ConsumerGone('The loader stopped.'))
        : new Promise<void>((taken, refused) => {
            waiting = { item, taken, refused };
            notify();
          }),
    end() {
      ended = true;
      notify();
    },
    fail(error) {
      failure = { error };
      notify();
    },
    abandon,
    items: {
      async *[Symbol.asyncIterator]() {
        try {
          for (;;) {
            if (waiting) {
              const current: { item: BackupItem; taken: () => void } = waiting;
              waiting = null;
              current.taken();
              yield current.item;
              continue;
            }
            if (failure) throw failure.error;
            if (ended) return;
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        } finally {
          abandon();
        }
      },
    },
  };
};
