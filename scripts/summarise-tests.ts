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
  testResults?: { status: string; assertionResults?: { status: string }[] }[];
}

let passed = 0;
let failed = 0;
let skipped = 0;
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
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
