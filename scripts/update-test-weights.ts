import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * `npm run test:weights`: writes tests/setup/file-weights.json (seconds per test file, for the
 * sequencer in vitest.config.ts) from the JSON reports `npm test` leaves in tmp/ (the server and e2e
 * projects: the unit files take a second or two each). Files under a second are left out.
 */
interface Report {
  readonly testResults: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
  }[];
}

const REPORTS = { server: 'tmp/vitest-server.json', e2e: 'tmp/vitest-e2e.json' } as const;
const weights: Record<string, number> = {};
for (const [project, path] of Object.entries(REPORTS)) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const file of report.testResults) {
    const seconds = Math.round((file.endTime - file.startTime) / 1000);
    if (seconds >= 1) weights[`${project}:${relative(process.cwd(), file.name)}`] = seconds;
  }
}
const sorted = Object.fromEntries(Object.entries(weights).sort(([, a], [, b]) => b - a));
writeFileSync('tests/setup/file-weights.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/setup/file-weights.json: ${Object.keys(sorted).length} files`);
