// node --test: the typed-error check on small package trees written to a temporary directory.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { untypedThrows, untypedThrowViolations } from './check-package-errors.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'package-errors-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const found = (dir) =>
  untypedThrowViolations(dir).map(({ file, line, error }) => `${file}:${line} ${error}`);

test('finds Error, TypeError and RangeError thrown with or without new, on their lines', () => {
  const source = [
    "if (a) throw new Error('a');",
    'if (b) throw new TypeError(`b`);',
    'throw new RangeError(',
    "  'c',",
    ');',
    "if (d) throw Error('d');",
  ].join('\n');
  assert.deepEqual(untypedThrows(source), [
    { line: 1, error: 'Error' },
    { line: 2, error: 'TypeError' },
    { line: 3, error: 'RangeError' },
    { line: 6, error: 'Error' },
  ]);
});

test('lets typed errors through, including DexError subclasses whose names end in Error', () => {
  const source = [
    "throw new InvalidAddressError('0x12');",
    "throw new DexError('pkg/what', 'message');",
    "throw new AbiDecodeError('short');",
    'throw error;',
    "const e = new Error('built, not thrown');",
  ].join('\n');
  assert.deepEqual(untypedThrows(source), []);
});

test('checks shipped sources of every package, not tests, stories or test helpers', () => {
  const packages = tree({
    'alpha/src/a.ts': "export const a = () => {\n  throw new Error('no code');\n};\n",
    'alpha/src/deep/b.tsx': "throw new RangeError('out');\n",
    'alpha/src/a.test.ts': "throw new Error('fine in a test');\n",
    'alpha/src/a.devnet.test.ts': "throw new Error('fine in a test');\n",
    'alpha/src/A.stories.tsx': "throw new Error('fine in a story');\n",
    'alpha/src/fake.testing.ts': "throw new Error('fine in a helper');\n",
    'alpha/src/testing.ts': "throw new Error('fine in a helper');\n",
    'alpha/src/testing/node.ts': "throw new Error('fine in a helper');\n",
    'alpha/scripts/build.ts': "throw new Error('not in src');\n",
    'beta/src/ok.ts': "throw new BetaError('typed');\n",
    'gamma/README.md': 'no src folder\n',
  });
  assert.deepEqual(found(packages), [
    'alpha/src/a.ts:2 Error',
    'alpha/src/deep/b.tsx:1 RangeError',
  ]);
});
