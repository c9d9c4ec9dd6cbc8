import { measureRuns, type IngestionRun } from './ingestion.bench';
import { ms, perSecond } from './support/stats';
import type { DatabaseKind } from './support/scratch-database';

export interface IngestionRulesFigures {
  readonly database: DatabaseKind;
  readonly without: { readonly load: number; readonly runs: readonly IngestionRun[] };
  readonly allRules: {
    readonly load: number;
    readonly runs: readonly IngestionRun[];
    readonly events: number;
  };
}

/**
 * Ingestion with all 16 alert rules on every vehicle (the demo fleet's limits) against the same runs
 * without rules, each on a fresh database, one after the other on the same machine (issue 10: at
 * least 80 % of the 47,600–51,400 records/s without rules).
 */
export const benchIngestionRules = async (database: DatabaseKind): Promise<IngestionRulesFigures> => {
  const without = await measureRuns(database, false, false);
  const allRules = await measureRuns(database, false, true);
  return {
    database,
    without: { load: without.load, runs: without.runs },
    allRules: { load: allRules.load, runs: allRules.runs, events: allRules.events },
  };
};

export const printIngestionRules = (f: IngestionRulesFigures): void => {
  const line = (r: IngestionRun, base?: IngestionRun) =>
    console.log(
      `  ${r.label}: ${perSecond(r.recordsPerSecond)} records; per batch p50 ${ms(r.p50)}, p95 ${ms(r.p95)}${
        base ? ` (${Math.round((100 * r.recordsPerSecond) / base.recordsPerSecond)} % of without rules)` : ''
      }`,
    );
  console.log(`ingestion without alert rules, ${f.database} (load average ${f.without.load})`);
  f.without.runs.forEach((r) => line(r));
  console.log(
    `ingestion with all 16 alert rules on every vehicle, ${f.database} (load average ${f.allRules.load}; ${f.allRules.events} events raised)`,
  );
  f.allRules.runs.forEach((r, i) => line(r, f.without.runs[i]));
};
