// node --test: the thin-shell check finds protocol imports and pure rule modules in the app.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { shellViolations } from './check-app-shell.mjs';

function app(files) {
  const dir = mkdtempSync(join(tmpdir(), 'app-shell-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

test('a protocol import fails, a type-only one too, and a mention in a comment does not', () => {
  const dir = app({
    'swap/atoms.ts':
      "import { atom } from 'jotai';\nimport type { Token } from '@uniswap/sdk-core';\nexport const a = atom(0);\n",
    'swap/call.ts':
      "import { Interface } from 'ethers';\nimport { atom } from 'jotai';\nexport const b = atom(new Interface([]));\n",
    'swap/doc.ts':
      "// like import { x } from 'ethers'\nimport { atom } from 'jotai';\nexport const c = atom(1);\n",
  });
  assert.deepEqual(shellViolations(dir), [
    "swap/atoms.ts imports '@uniswap/sdk-core': protocol code belongs in a package",
    "swap/call.ts imports 'ethers': protocol code belongs in a package",
  ]);
});

test('a pure rule module fails unless listed; atoms, components, styles, barrels and browser edges pass', () => {
  const dir = app({
    'liquidity/share.ts': 'export const share = (a: number, b: number) => a / b;\n',
    'liquidity/shareAtoms.ts': "import { atom } from 'jotai';\nexport const s = atom(1);\n",
    'liquidity/Card.tsx': 'export const Card = () => null;\n',
    'liquidity/card.css.ts':
      "import { style } from '@vanilla-extract/css';\nexport const c = style({});\n",
    'liquidity/index.ts': "export { share } from './share';\nexport * from './shareAtoms';\n",
    'hosting/base.ts': 'export const base = () => window.location.pathname;\n',
    'config.ts': 'export const mode = import.meta.env.MODE;\n',
    'chains.ts': 'export const CHAINS = [1, 10];\n',
    'swap/rule.test.ts': 'export const notAModule = 1;\n',
  });
  assert.deepEqual(shellViolations(dir, { 'chains.ts': 'the app build’s chain table' }), [
    'liquidity/share.ts is a pure module (no atom, component or browser edge): move it to a package',
  ]);
});
