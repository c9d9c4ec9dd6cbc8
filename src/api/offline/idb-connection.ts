import { openDatabase } from './idb-open';

/** One lazily opened connection to the device store, reopened after the browser or another tab closed it. */
export interface IdbConnection {
  /** Runs `work` on the open database; opens it first if needed. */
  use<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T>;
  /** Closes the connection; a later `use` opens it again. */
  close(): void;
}

export const createIdbConnection = (factory: IDBFactory | undefined, name: string): IdbConnection => {
  let opening: Promise<IDBDatabase> | null = null;
  const closedOnUs = new WeakSet<IDBDatabase>();

  const forget = (db: IDBDatabase) => {
    closedOnUs.add(db);
    opening = null;
  };

  const open = () => {
    opening ??= openDatabase(factory, name).then(
      (db) => {
        // Another tab upgrades the database (a newer build): let it, and reopen on the next call.
        db.onversionchange = () => {
          db.close();
          forget(db);
        };
        // Closed by the browser (storage cleared, disk gone).
        db.onclose = () => forget(db);
        return db;
      },
      (error: unknown) => {
        opening = null;
        throw error;
      },
    );
    return opening;
  };

  return {
    async use(work) {
      const db = await open();
      try {
        return await work(db);
      } catch (error) {
        // The connection went away between two calls: nothing ran on it, so run once more on a new one.
        if (closedOnUs.has(db) && error instanceof DOMException && error.name === 'InvalidStateError') {
          return work(await open());
        }
        throw error;
      }
    },
    close() {
      const current = opening;
      opening = null;
      void current?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
};
