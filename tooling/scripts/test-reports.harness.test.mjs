// node --test, a check of the test harness (counted apart from the product's totals): the summary
// of `pnpm test` counts the reports' tests and names every failed one with its error's first line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { countReports, emptyTotals, failedTestLines } from './test-reports.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function packageWithReports(reports) {
  const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.test-results'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(join(dir, '.test-results', name), JSON.stringify(report));
  return dir;
}

test('a failed vitest test and a file that failed to load are named, with their errors', () => {
  const dir = packageWithReports({
    'vitest.json': {
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      testResults: [
        {
          name: '/repo/packages/ui-kit/src/Dialog.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'Dialog closes on Escape', status: 'passed', failureMessages: [] },
            {
              fullName: 'Dialog traps focus',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n  at x'],
            },
          ],
        },
        {
          name: '/repo/packages/ui-kit/src/Broken.test.tsx',
          status: 'failed',
          message: 'Failed to load ./Missing',
          assertionResults: [],
        },
      ],
    },
  });
  const totals = emptyTotals();
  const counts = countReports(dir, totals, '/repo');
  assert.deepEqual(counts, { passed: 2, failed: 1, skipped: 1 });
  assert.deepEqual(failedTestLines(totals.failedTests), [
    '  ✗ packages/ui-kit/src/Dialog.test.tsx › Dialog traps focus\n      AssertionError: expected 1 to be 2',
    '  ✗ packages/ui-kit/src/Broken.test.tsx\n      Failed to load ./Missing',
  ]);
});

test('Playwright: an unexpected journey is named with its describe titles, a flaky one apart; harness projects count apart', () => {
  const spec = (title, line, projectName, status, message) => ({
    title,
    file: 'journeys/swap.spec.ts',
    line,
    tests: [{ projectName, status, results: message ? [{ error: { message } }] : [{}] }],
  });
  const dir = packageWithReports({
    'e2e.json': {
      stats: {},
      suites: [
        {
          title: 'journeys/swap.spec.ts',
          file: 'journeys/swap.spec.ts',
          specs: [
            spec('swaps ETH', 3, 'journeys', 'expected'),
            spec('wraps ETH', 5, 'journeys', 'flaky', 'expect(locator).toBeVisible() failed'),
          ],
          suites: [
            {
              title: 'on a phone',
              file: 'journeys/swap.spec.ts',
              specs: [
                spec('the sheet closes', 9, 'journeys', 'unexpected', 'Timeout 10000ms exceeded'),
                spec('the wallet fixture works', 12, 'harness', 'expected'),
              ],
            },
          ],
        },
      ],
    },
  });
  const totals = emptyTotals();
  // A journey that passed only on its retry counts as passed, and is named apart.
  assert.deepEqual(countReports(dir, totals), { passed: 2, failed: 1, skipped: 0 });
  assert.deepEqual(totals.harness, { passed: 1, failed: 0, skipped: 0 });
  assert.deepEqual(failedTestLines(totals.failedTests), [
    '  ✗ journeys/swap.spec.ts:9 › on a phone › the sheet closes\n      Timeout 10000ms exceeded',
  ]);
  assert.deepEqual(failedTestLines(totals.flakyTests, 20, '~'), [
    '  ~ journeys/swap.spec.ts:5 › wraps ETH\n      expect(locator).toBeVisible() failed',
  ]);
});

test('beyond the limit, the rest is counted in one line; a folder without reports counts nothing', () => {
  const many = Array.from({ length: 3 }, (_, i) => ({ name: `t${i}`, error: '' }));
  assert.deepEqual(failedTestLines(many, 2), ['  ✗ t0', '  ✗ t1', '  … and 1 more']);
  const empty = mkdtempSync(join(tmpdir(), 'test-reports-'));
  dirs.push(empty);
  assert.equal(countReports(empty, emptyTotals()), undefined);
});

test("a node:test run names its failures: the harness's apart, with the lines that say why", () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
  dirs.push(dir);
  const file = (name, body) => {
    writeFileSync(join(dir, name), `import { test } from 'node:test';\n${body}\n`);
    return join(dir, name);
  };
  const files = [
    file('product.test.mjs', "test('adds', () => { throw new Error('expected 3, got 4'); });"),
    file(
      'probe.harness.test.mjs',
      "test('`pnpm dev` starts', () => { throw new Error('no /Devnet ready/ within 180 s\\nline one\\nline two'); });\ntest('passes', () => {});",
    ),
  ];
  mkdirSync(join(dir, '.test-results'));
  // As `pnpm test` runs node:test: the reporter writes the report the summary reads.
  spawnSync(
    process.execPath,
    [
      '--test',
      `--test-reporter=${fileURLToPath(new URL('./reporters/node-test-counts.mjs', import.meta.url))}`,
      `--test-reporter-destination=${join(dir, '.test-results', 'node-test.json')}`,
      ...files,
    ],
    // Without the parent's NODE_TEST_CONTEXT the child is a run of its own, with its reporter.
    { cwd: dir, env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  );
  const totals = emptyTotals();
  assert.deepEqual(countReports(dir, totals), { passed: 0, failed: 1, skipped: 0 });
  assert.deepEqual(totals.harness, { passed: 1, failed: 1, skipped: 0 });
  assert.deepEqual(failedTestLines(totals.failedTests), ['  ✗ adds\n      expected 3, got 4']);
  assert.deepEqual(failedTestLines(totals.failedHarnessTests), [
    '  ✗ `pnpm dev` starts\n      no /Devnet ready/ within 180 s\n      line one\n      line two',
  ]);
});
