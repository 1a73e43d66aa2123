// node --test, a check of the test harness (counted apart from the product's totals): test files
// that mock our own modules share one vitest worker (tooling/config/vitest.mjs) and must still see
// only their own mocks, and no module that imported a mock may reach the next file. Runs vitest
// with our shared config on a small fixture in a temporary folder inside tooling/config (where
// `vitest` resolves), with the files in a fixed order.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { filesNeedingIsolation } from '../config/vitest.mjs';

const configDir = fileURLToPath(new URL('../config/', import.meta.url));
const vitestBin = join(configDir, 'node_modules', 'vitest', 'vitest.mjs');

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function write(dir, path, content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

// `reader` imports `value`: a file that mocks `value` and imports `reader` leaves a `reader` bound
// to its mock in the worker unless each file gets fresh copies of our modules.
const mockingFile = (name) => `import { expect, it, vi } from 'vitest';
import { read } from './reader';
vi.mock('./value', () => ({ value: 'mocked by ${name}' }));
// Left on when the file ends: the next file of the worker must still start on real timers.
vi.useFakeTimers();
it('${name} sees its own mock', () => {
  expect(read()).toBe('mocked by ${name}');
});
`;

/**
 * Three files run in one shared worker in the order a, b, c: a and b mock the same module with
 * different factories, c uses the real one. `setupFile` replaces the shared project's setup file
 * (the control's does nothing).
 */
function runFixture(setupFile) {
  const dir = mkdtempSync(join(configDir, '.harness-shared-worker-'));
  dirs.push(dir);
  write(dir, 'src/value.ts', "export const value = 'real';\n");
  write(
    dir,
    'src/reader.ts',
    "import { value } from './value';\n\nexport const read = () => value;\n",
  );
  write(dir, 'src/a.test.ts', mockingFile('a'));
  write(dir, 'src/b.test.ts', mockingFile('b'));
  write(
    dir,
    'src/c.test.ts',
    `import { expect, it, vi } from 'vitest';
import { read } from './reader';
it('c sees the real module', () => {
  expect(read()).toBe('real');
});
it('c starts on real timers', () => {
  expect(vi.isFakeTimers()).toBe(false);
});
`,
  );
  if (setupFile !== undefined) write(dir, 'setup.mjs', setupFile);
  write(
    dir,
    'vitest.config.mjs',
    `import { BaseSequencer } from 'vitest/node';
import { dexVitestConfig } from '../vitest.mjs';

class ByName extends BaseSequencer {
  async sort(files) {
    return [...files].sort((x, y) => x.moduleId.localeCompare(y.moduleId));
  }
}
const config = dexVitestConfig({ test: { sequence: { sequencer: ByName } } }, import.meta.dirname);
${setupFile !== undefined ? "config.test.projects[0].test.setupFiles = ['./setup.mjs'];" : ''}
export default config;
`,
  );
  const run = spawnSync(process.execPath, [vitestBin, 'run', '--root', dir], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
  });
  const report = JSON.parse(readFileSync(join(dir, '.test-results', 'vitest.json'), 'utf8'));
  const outcomes = Object.fromEntries(
    report.testResults.flatMap((file) =>
      file.assertionResults.map((result) => [result.title, result.status]),
    ),
  );
  return { status: run.status, outcomes, output: run.stdout + run.stderr };
}

test('files that mock the same module in one shared worker each get their own mock and real timers', () => {
  const { status, outcomes, output } = runFixture();
  assert.deepEqual(
    outcomes,
    {
      'a sees its own mock': 'passed',
      'b sees its own mock': 'passed',
      'c sees the real module': 'passed',
      'c starts on real timers': 'passed',
    },
    output,
  );
  assert.equal(status, 0, output);
});

test('control: without the per-file set-up, a module bound to a mock and fake timers reach later files', () => {
  const { status, outcomes } = runFixture('');
  assert.deepEqual(outcomes, {
    'a sees its own mock': 'passed',
    'b sees its own mock': 'failed',
    'c sees the real module': 'failed',
    'c starts on real timers': 'failed',
  });
  assert.notEqual(status, 0);
});

test('only files that mock a package from node_modules, test a devnet or ask run isolated', () => {
  const dir = mkdtempSync(join(configDir, '.harness-isolation-'));
  dirs.push(dir);
  write(dir, 'src/relative.test.ts', "vi.mock('../state/chainCalls', () => ({}));\n");
  write(dir, 'src/workspace.test.ts', "vi.mock('@dex/ens', () => ({}));\n");
  write(dir, 'src/dynamic.test.ts', "vi.mock(import('./x'), async (o) => o());\n");
  write(dir, 'src/mocked.test.ts', 'const parse = vi.mocked(parseMarkdown);\n');
  write(dir, 'src/package.test.ts', "vi.mock('ethers', () => ({}));\n");
  write(dir, 'src/later.test.ts', "vi.doMock(\n  'jotai',\n  () => ({}),\n);\n");
  write(dir, 'src/asks.test.ts', '// vitest: isolate\n');
  write(dir, 'src/chain.devnet.test.ts', '');
  assert.deepEqual(filesNeedingIsolation(dir), [
    'src/asks.test.ts',
    'src/chain.devnet.test.ts',
    'src/later.test.ts',
    'src/package.test.ts',
  ]);
});
