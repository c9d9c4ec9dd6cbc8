import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { keepPositionPartitions, type UpkeepReport } from './position-partitions';

/** How often the upkeep runs after the first run at the start. */
export const UPKEEP_EVERY_MS = 3_600_000;

export interface PositionPartitionJob {
  stop(): Promise<void>;
}

const describe = (report: UpkeepReport): string | null => {
  const parts = [
    report.created.length > 0 ? `created ${report.created.join(', ')}` : '',
    report.adopted > 0 ? `moved ${report.adopted} rows out of positions_default` : '',
    report.dropped.length > 0 ? `dropped the expired ${report.dropped.join(', ')}` : '',
    report.deleted > 0 ? `deleted ${report.deleted} expired rows of positions_default` : '',
    report.deferred.length > 0 ? `put off (table busy) ${report.deferred.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `Position partitions: ${parts.join('; ')}` : null;
};

/**
 * Runs the partition upkeep once (awaited: the months exist before the demo seeding or any device
 * writes) and then every `everyMs` until stopped. A failed run is logged and tried again at the next.
 */
export const startPositionPartitionJob = async (deps: {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly retentionMonths: number;
  readonly everyMs?: number;
}): Promise<PositionPartitionJob> => {
  const { db, clock, log, retentionMonths } = deps;
  const run = async () => {
    try {
      const line = describe(await keepPositionPartitions(db, clock.now(), retentionMonths));
      if (line) log(line);
    } catch (error) {
      log('Position partitions: the upkeep failed (tried again within the hour)', error);
    }
  };
  let running: Promise<void> = run();
  await running;
  const timer = setInterval(() => {
    running = running.then(run);
  }, deps.everyMs ?? UPKEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
