// Prints the closing line of `npm test` ("N passed, N failed") from Vitest's JSON reports.
// A test file that failed to load counts as one failure, so a broken suite never reads as green.
import { readFileSync } from 'node:fs';

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

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
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
      const failedTests = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of failedTests)
        failures.push(`FAILED ${where} > ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
      if (result.status === 'failed' && failedTests.length === 0)
        failures.push(`FAILED ${where}: ${firstLine(result.message)}`);
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
// Named here, at the end, because a CI log is often read from its tail.
for (const failure of failures) console.log(failure);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
