import path from 'node:path';

/** Where a failing end-to-end test leaves what its pages showed (git ignores test-results/). */
export const FAILURES_DIR = path.resolve('test-results', 'e2e-failures');

/**
 * One line per failing test: whether its pages and its portal still answered (failure-snapshot.ts).
 * `npm test`'s closing lines repeat it (scripts/summarise-tests.ts), so a CI log read from its tail
 * tells a hung browser from a hung server from a page that showed something else. The e2e global setup
 * removes the last run's.
 */
export const DIAGNOSIS_FILE = path.join(FAILURES_DIR, 'diagnosis.log');
