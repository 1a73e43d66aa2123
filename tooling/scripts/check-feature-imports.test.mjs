// node --test: the feature-folder import check on small app trees written to a temporary directory.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { featureFolders, featureImportViolations } from './check-feature-imports.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'features-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const reasons = (src) =>
  featureImportViolations(src).map(({ file, reason }) => `${file}: ${reason}`);

test('every folder directly under liquidity is a feature of its own, inside liquidity', () => {
  const src = tree({
    'liquidity/poolAtoms.ts': '',
    'liquidity/v2/a.ts': '',
    'liquidity/migrate/b.ts': '',
    'swap/c.ts': '',
  });
  assert.deepEqual(featureFolders(src).sort(), [
    'liquidity',
    'liquidity/migrate',
    'liquidity/v2',
    'swap',
  ]);
});

test('refuses a liquidity feature importing another, and allows the shared liquidity layer', () => {
  const src = tree({
    'liquidity/v2Atoms.ts': "import { x } from '../state/wallet';\nexport const pairs = x;\n",
    'liquidity/v2/PoolV2Page.tsx': "import { pairs } from '../v2Atoms';\n",
    'liquidity/v2/v2Format.ts': 'export const format = 1;\n',
    'liquidity/migrate/MigratePage.tsx':
      "import { pairs } from '../v2Atoms';\nimport { format } from '../v2/v2Format';\n",
    'state/wallet.ts': 'export const x = 1;\n',
  });
  assert.deepEqual(reasons(src), [
    'liquidity/migrate/MigratePage.tsx: liquidity/migrate imports liquidity/v2',
  ]);
});

test('refuses top-level features importing each other, and the shared liquidity layer importing a page', () => {
  const src = tree({
    'swap/swapAtoms.ts': 'export const parse = 1;\n',
    'liquidity/depositPanel.ts': "import { parse } from '../swap/swapAtoms';\n",
    'liquidity/rangeSelector.ts': "import { view } from './add/addView';\n",
    'liquidity/add/addView.ts': 'export const view = 1;\n',
    'governance/vote.ts': "import { view } from '../liquidity/add/addView';\n",
  });
  assert.deepEqual(reasons(src).sort(), [
    'governance/vote.ts: governance imports liquidity/add',
    'liquidity/depositPanel.ts: liquidity imports swap',
    'liquidity/rangeSelector.ts: liquidity imports liquidity/add',
  ]);
});

test('shared folders import no feature; the composition root mounts them', () => {
  const src = tree({
    'swap/SwapPage.tsx': "import { tokens } from '../tokens/list';\nexport const page = tokens;\n",
    'tokens/list.ts': "import { page } from '../swap/SwapPage';\nexport const tokens = page;\n",
    'routing/AppRoutes.tsx': "import { page } from '../swap/SwapPage';\n",
    'shell/Header.tsx': "import { page } from '../swap/SwapPage';\n",
    'main.tsx': "import { page } from './swap/SwapPage';\n",
  });
  assert.deepEqual(reasons(src), ['tokens/list.ts: shared code imports swap']);
});

test('leaves out tests, stories, testing helpers and dynamic imports', () => {
  const src = tree({
    'liquidity/v2/v2Atoms.ts': 'export const pairs = 1;\n',
    'liquidity/migrate/list.test.ts': "import { pairs } from '../v2/v2Atoms';\n",
    'liquidity/migrate/list.stories.tsx': "import { pairs } from '../v2/v2Atoms';\n",
    'liquidity/migrate/fake.testing.ts': "import { pairs } from '../v2/v2Atoms';\n",
    'liquidity/migrate/lazy.ts': "const load = () => import('../v2/v2Atoms');\n",
  });
  assert.deepEqual(reasons(src), []);
});
