// node --test: the folder-cycle check on small trees written to a temporary directory.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { cyclicGroups, folderCycles, importSpecifiers } from './check-import-cycles.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

test('reads static imports and re-exports, type-only ones included, but not dynamic imports', () => {
  const source = [
    "import { a } from './a';",
    "import type { B } from '../b/types';",
    "export { c } from './c';",
    "export * from './d';",
    "import './side-effect';",
    "import { x } from 'ethers';",
    "const lazy = () => import('../lazy/page');",
  ].join('\n');
  assert.deepEqual(importSpecifiers(source), ['./a', '../b/types', './c', './d', './side-effect']);
});

test('finds folders that import each other through files that form no cycle themselves', () => {
  const src = tree({
    'swap/SwapPage.tsx': "import { Select } from '../tokens/Select';\n",
    'tokens/Select.tsx': "import type { Currency } from '../swap/currencies';\n",
    'swap/currencies.ts': 'export type Currency = string;\n',
  });
  const { cycles } = folderCycles(src);
  assert.equal(cycles.length, 1);
  assert.deepEqual(cycles[0].folders, ['swap', 'tokens']);
  assert.equal(cycles[0].imports.length, 2);
});

test('leaves out root files, tests, stories, testing helpers and dynamic imports', () => {
  const src = tree({
    'main.tsx': "import './swap/Page';\n",
    'config.ts': 'export const config = {};\n',
    'swap/Page.tsx':
      "import { config } from '../config';\nimport { Select } from '../tokens/Select';\n",
    'tokens/Select.tsx': "const page = () => import('../swap/Page');\n",
    'tokens/Select.test.tsx': "import '../swap/Page';\n",
    'tokens/Select.stories.tsx': "import '../swap/Page';\n",
    'tokens/fake.testing.ts': "import '../swap/Page';\n",
  });
  assert.deepEqual(folderCycles(src).cycles, []);
});

test('known edges are set aside, and reported stale once they close no cycle', () => {
  const src = tree({
    'a/x.ts': "import '../b/y';\n",
    'b/y.ts': "import '../a/z';\n",
    'a/z.ts': 'export {};\n',
    'c/w.ts': "import '../a/z';\n",
  });
  const known = folderCycles(src, [['b', 'a']]);
  assert.deepEqual(known.cycles, []);
  assert.deepEqual(known.stillKnown, [['b', 'a']]);
  const stale = folderCycles(src, [['c', 'a']]);
  assert.deepEqual(stale.stale, [['c', 'a']]);
  assert.equal(stale.cycles.length, 1);
});

test('groups every folder of a longer cycle together', () => {
  const graph = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a', 'd'])],
    ['d', new Set()],
  ]);
  assert.deepEqual(cyclicGroups(graph), [['a', 'b', 'c']]);
});
