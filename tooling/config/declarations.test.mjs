// The declarations step on a small library of its own: what a consumer resolves in dist/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { publishDeclarations, startDeclarations } from './declarations.mjs';

const startDir = process.cwd();
let libraryDir;

/** Writes `files` ({ relative path: text }) into a fresh library folder and enters it. */
function library(files) {
  process.chdir(startDir);
  if (libraryDir) rmSync(libraryDir, { recursive: true, force: true });
  libraryDir = mkdtempSync(path.join(tmpdir(), 'dex-declarations-'));
  const tsconfig = {
    compilerOptions: {
      strict: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
    },
  };
  for (const [file, text] of Object.entries({
    'tsconfig.json': JSON.stringify(tsconfig),
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(libraryDir, file)), { recursive: true });
    writeFileSync(path.join(libraryDir, file), text);
  }
  process.chdir(libraryDir);
}

const read = (file) => readFileSync(path.join(libraryDir, file), 'utf8');

before(() => {
  library({
    'src/index.ts': [
      "export { makeQuote, type Quote } from './quote';",
      "export * from './format';",
      "export const later = () => import('./quote');",
    ].join('\n'),
    'src/quote.ts':
      'export interface Quote { amount: bigint }\nexport const makeQuote = (amount: bigint): Quote => ({ amount });',
    'src/format/index.ts': "export { formatAmount } from './amount';",
    'src/format/amount.ts': 'export const formatAmount = (amount: bigint) => amount.toString();',
    'src/other.ts': "export const unreached = 'not an entry, not imported';",
    'src/index.test.ts': "import { makeQuote } from './index';\nmakeQuote(1n);",
  });
});

after(() => {
  process.chdir(startDir);
  rmSync(libraryDir, { recursive: true, force: true });
});

test('require gets .d.cts files importing .cjs, import gets .d.ts files importing .js', async () => {
  await publishDeclarations(startDeclarations(['src/index.ts']), 'dist');

  const esm = read('dist/index.d.ts');
  assert.match(esm, /from '\.\/quote\.js'/);
  assert.match(esm, /from '\.\/format\/index\.js'/);
  assert.match(esm, /import\(["']\.\/quote\.js["']\)/);
  assert.match(read('dist/format/index.d.ts'), /from '\.\/amount\.js'/);

  const cjs = read('dist/index.d.cts');
  assert.match(cjs, /from '\.\/quote\.cjs'/);
  assert.match(cjs, /from '\.\/format\/index\.cjs'/);
  assert.match(cjs, /import\(["']\.\/quote\.cjs["']\)/);
  assert.match(read('dist/format/index.d.cts'), /from '\.\/amount\.cjs'/);
  assert.match(read('dist/quote.d.cts'), /interface Quote/);

  // Only what the entries reach: no tests, no unreached modules.
  assert.throws(() => read('dist/index.test.d.ts'), { code: 'ENOENT' });
  assert.throws(() => read('dist/other.d.ts'), { code: 'ENOENT' });
});

test('a type error fails the build instead of publishing', async () => {
  writeFileSync('src/broken.ts', "export const count: number = 'three';");
  await assert.rejects(
    publishDeclarations(startDeclarations(['src/broken.ts']), 'dist-broken'),
    /tsgo could not write the declarations/,
  );
  assert.throws(() => read('dist-broken/broken.d.ts'), { code: 'ENOENT' });
});
