// A node:test reporter that writes the run's counts as one JSON object in the shape `pnpm test`
// reads from vitest (numPassedTests, numFailedTests, numPendingTests). Tests in files named
// `*.harness.test.mjs` check the test harness itself and are counted apart, under `harness`.
// Only leaf tests count: a test with subtests, or a describe block, is not a test of its own.
// Failed tests are named with their error's first lines (`failures`), so the summary can say why.

import { stripAnsi } from '../ansi.mjs';

/** How many lines of a failure's message the report keeps (a clean-clone probe puts the command's output tail there). */
const ERROR_LINES = 12;

/** The message of a failed test's error (node:test wraps it as `cause`), cut to its first lines. */
function errorText(error) {
  const inner = error?.cause ?? error;
  const text = String(inner?.message ?? inner ?? '');
  const plain = stripAnsi(text);
  return plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, ERROR_LINES)
    .join('\n');
}

const isHarnessFile = (file) => typeof file === 'string' && file.endsWith('.harness.test.mjs');

export default async function* nodeTestCounts(source) {
  const product = { passed: 0, failed: 0, skipped: 0 };
  const harness = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  /** Per file and nesting level: whether a finished test at that level has been seen since its parent. */
  const childSeen = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details, skip, todo } = event.data;
    const seen = childSeen.get(file) ?? [];
    childSeen.set(file, seen);
    const hadChildren = seen[nesting + 1] === true;
    seen[nesting + 1] = false;
    seen[nesting] = true;
    if (hadChildren || details?.type === 'suite') continue;
    const counts = isHarnessFile(file) ? harness : product;
    if (skip || todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push({
        name: event.data.name,
        harness: counts === harness,
        error: errorText(details?.error),
      });
    }
  }
  yield `${JSON.stringify({
    numPassedTests: product.passed,
    numFailedTests: product.failed,
    numPendingTests: product.skipped,
    harness,
    failures,
  })}\n`;
}
