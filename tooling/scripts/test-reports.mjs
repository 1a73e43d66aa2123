// Reading the JSON reports that test tasks leave in `.test-results/`: vitest's, Playwright's and
// node:test's (reporters/node-test-counts.mjs, in vitest's shape). `pnpm test` (run-tests.mjs)
// sums their counts into its last line and names the failed tests above it, so that a run whose
// log is cut to its last lines (CI keeps only the tail) still says what failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripAnsi } from './ansi.mjs';

/** Playwright projects that test the test harness itself: reported apart from the product's totals. */
const HARNESS_PROJECTS = new Set(['harness']);
const MAX_ERROR_LENGTH = 200;

/** The first non-empty line of an error text, without terminal colours, shortened. */
function firstLine(text) {
  const plain = stripAnsi(text);
  const line = plain.split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, MAX_ERROR_LENGTH);
}

/** Adds each Playwright test's outcome (expected, flaky, unexpected) to its counts, by project. */
function countPlaywrightSuite(suite, totals, outerTitles = []) {
  // A file's suite is titled with its path (already in spec.file); describe blocks add their title.
  const titles =
    suite.title && suite.title !== suite.file ? [...outerTitles, suite.title] : outerTitles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const counts = HARNESS_PROJECTS.has(test.projectName) ? totals.harness : totals.product;
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      if (test.status === 'expected') counts.passed += 1;
      else if (test.status === 'flaky') {
        // Failed, then passed on its retry: counted as passed, and named so it gets fixed.
        counts.passed += 1;
        const error = test.results?.find((r) => r.error)?.error;
        totals.flakyTests.push({ name, error: firstLine(error?.message) });
      } else if (test.status === 'skipped') counts.skipped += 1;
      else if (test.status === 'unexpected') {
        counts.failed += 1;
        const error = test.results?.find((r) => r.error)?.error;
        totals.failedTests.push({ name, error: firstLine(error?.message) });
      }
    }
  }
  for (const child of suite.suites ?? []) countPlaywrightSuite(child, totals, titles);
}

/** Records the failed tests, and files that failed outside any test, of a vitest JSON report. */
function collectVitestFailures(report, root, totals) {
  for (const file of report.testResults ?? []) {
    const path = file.name ? relative(root, file.name) : '(unnamed file)';
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const assertion of failed)
      totals.failedTests.push({
        name: `${path} › ${assertion.fullName ?? assertion.title}`,
        error: firstLine(assertion.failureMessages?.[0]),
      });
    if (file.status === 'failed' && !failed.length)
      totals.failedTests.push({ name: path, error: firstLine(file.message) });
  }
}

/**
 * Empty totals: the product's counts, the harness's counts, the failed tests by name (the
 * harness's apart, with several lines of their error) and the flaky ones (journeys that passed
 * only on their retry).
 */
export function emptyTotals() {
  return {
    product: { passed: 0, failed: 0, skipped: 0 },
    harness: { passed: 0, failed: 0, skipped: 0 },
    failedTests: [],
    failedHarnessTests: [],
    flakyTests: [],
  };
}

/**
 * Sums the reports in `dir/.test-results` into `totals` (tests of the harness go to
 * `totals.harness`) and returns this folder's product counts, or undefined when it has no report.
 * `root` makes the failed tests' paths relative.
 */
export function countReports(dir, totals, root = dir) {
  const reportDir = join(dir, '.test-results');
  if (!existsSync(reportDir)) return undefined;
  const own = { ...totals, product: { passed: 0, failed: 0, skipped: 0 } };
  let found = false;
  for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      found = true;
      own.product.passed += report.numPassedTests;
      own.product.failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
      own.product.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      collectVitestFailures(report, root, totals);
      // node:test reports carry the harness's own tests apart.
      if (report.harness) {
        totals.harness.passed += report.harness.passed;
        totals.harness.failed += report.harness.failed;
        totals.harness.skipped += report.harness.skipped;
      }
      for (const failure of report.failures ?? [])
        (failure.harness ? totals.failedHarnessTests : totals.failedTests).push({
          name: failure.name,
          error: failure.harness ? failure.error : firstLine(failure.error),
        });
    } else if (report.stats) {
      found = true;
      for (const suite of report.suites ?? []) countPlaywrightSuite(suite, own);
    }
  }
  if (!found) return undefined;
  for (const key of ['passed', 'failed', 'skipped']) totals.product[key] += own.product[key];
  return own.product;
}

/** The summary's lines naming failed (or, with mark '~', flaky) tests, at most `limit` of them. */
export function failedTestLines(failedTests, limit = 20, mark = '✗') {
  const lines = failedTests
    .slice(0, limit)
    .map(
      (test) =>
        `  ${mark} ${test.name}${test.error ? `\n      ${test.error.split('\n').join('\n      ')}` : ''}`,
    );
  if (failedTests.length > limit) lines.push(`  … and ${failedTests.length - limit} more`);
  return lines;
}
