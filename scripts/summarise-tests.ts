// Prints the closing lines of `npm test` from Vitest's JSON reports: one line per test project (files,
// tests, the time its files took), the 10 slowest files, the run's wall time (NPM_TEST_SECONDS) and
// "N passed, N failed". A test file that failed to load counts as one failure, so a broken suite never
// reads as green.
import { existsSync, readFileSync } from 'node:fs';
import { DIAGNOSIS_FILE } from '../tests/e2e/support/failure-paths';

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numTotalTests?: number;
  success?: boolean;
  testResults?: {
    name?: string;
    status: string;
    startTime?: number;
    endTime?: number;
    message?: string;
    assertionResults?: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/** The first line of a failure, short enough for the closing lines of a CI log. */
const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** The project a test file belongs to, by the include patterns of vitest.config.ts. */
const projectOf = (file: string): string => {
  if (file.startsWith('server/')) return 'server';
  if (file.startsWith('tests/e2e/')) return 'e2e';
  if (file.endsWith('.test.tsx') || file.endsWith('.dom.test.ts')) return 'views';
  return 'unit';
};

interface FileTime {
  readonly file: string;
  readonly seconds: number;
  readonly tests: number;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const fileTimes: FileTime[] = [];
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length;
    failed += brokenFiles;
    for (const result of report.testResults ?? []) {
      const where = (result.name ?? '').replace(`${process.cwd()}/`, '');
      fileTimes.push({
        file: where,
        seconds: ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
        tests: result.assertionResults?.length ?? 0,
      });
      const failedTests = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of failedTests)
        failures.push(`FAILED ${where} > ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
      if (result.status === 'failed' && failedTests.length === 0)
        failures.push(
          `FAILED ${where}: ${
            firstLine(result.message) ||
            // A describe block's hook (a portal that did not start) fails no test and leaves no message here.
            'a setup or hook of the file failed, no test ran to the end (its error is in the log above)'
          }`,
        );
    }
    // A run that errored outside any test (bad config, unhandled error) or ran nothing is a failure.
    if (
      (report.success === false && (report.numFailedTests ?? 0) + brokenFiles === 0) ||
      !report.numTotalTests
    )
      failed += 1;
  } catch {
    console.log(`(no test report in ${file})`);
    failed += 1;
  }
}
if (process.argv.length <= 2) failed += 1;
console.log('');
const seconds = (n: number) => `${n.toFixed(1)} s`;
console.log('Test projects (time: the sum of their files, workers run files side by side):');
for (const project of ['unit', 'views', 'server', 'e2e']) {
  const files = fileTimes.filter((f) => projectOf(f.file) === project);
  if (files.length === 0) continue;
  const tests = files.reduce((sum, f) => sum + f.tests, 0);
  const time = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(
    `  ${project.padEnd(7)} ${String(files.length).padStart(4)} files ${String(tests).padStart(6)} tests  ${seconds(time)}`,
  );
}
console.log('The 10 slowest files:');
for (const f of [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds(f.seconds).padStart(8)}  ${f.file}`);
const wall = process.env['NPM_TEST_SECONDS'];
if (wall) console.log(`npm test took ${wall} s`);
// Named here, at the end, because a CI log is often read from its tail.
for (const failure of failures) console.log(failure);
// What a failing end-to-end test's pages and portal still answered (tests/e2e/support/failure-snapshot.ts).
if (failures.length > 0 && existsSync(DIAGNOSIS_FILE))
  for (const line of readFileSync(DIAGNOSIS_FILE, 'utf8').trim().split('\n').slice(0, 12))
    console.log(`  e2e diagnosis: ${line.slice(0, 400)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
