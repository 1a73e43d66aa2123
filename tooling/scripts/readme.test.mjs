// node --test: the root README stays short and says nothing the code contradicts (issue #37 §3);
// README.md and docs/*.md link only to files and headings that exist. The checks are first shown
// to catch what they are for on small texts, then run on the repository's files.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  anchorsOf,
  arrayLiteral,
  brokenLinks,
  figureClaims,
  languageClaims,
  otherCommands,
  README_MAX_LINES,
  routeClaims,
  routeTable,
  unknownCommands,
} from './readme-check.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');

// What the code says, read from where it is defined.
const languagesSource = read('apps/web/src/i18n/languages.ts');
const LANGUAGES = arrayLiteral(languagesSource, 'SUPPORTED_LANGUAGES');
const LANGUAGE_NAMES = [
  ...(/LANGUAGE_NAMES\b[^=]*=\s*\{([\s\S]*?)\};/.exec(languagesSource)?.[1] ?? '').matchAll(
    /:\s*'([^']+)'/g,
  ),
].map((m) => m[1]);
const ROUTES = routeTable(read('apps/web/src/routing/AppRoutes.tsx'));
const rootManifest = JSON.parse(read('package.json'));
// The web app's ports: the dev server's default in vite.config.ts, the preview's in its script.
const webPortSources = `${read('apps/web/vite.config.ts')}\n${read('apps/web/package.json')}`;
const devnetPorts = /DEFAULT_PORTS = \{([^}]*)\}/.exec(read('tooling/devnet/src/index.ts'))?.[1];
const FACTS = {
  ports: [
    ...[...(devnetPorts ?? '').matchAll(/\d+/g)].map((m) => Number(m[0])),
    ...[...webPortSources.matchAll(/WEB_(?:PREVIEW_)?PORT(?::-| \|\| )(\d+)/g)].map((m) =>
      Number(m[1]),
    ),
  ],
  blockTimeMs: Number(/blockTimeMs: (\d+)/.exec(read('tooling/devnet/src/chains.ts'))?.[1]),
  node: /^>=(\d+\.\d+)$/.exec(rootManifest.engines.node)?.[1],
  pnpmMajor: /^pnpm@(\d+)\./.exec(rootManifest.packageManager)?.[1],
};

test('the facts are read from the code', () => {
  assert.equal(LANGUAGES.length, LANGUAGE_NAMES.length);
  assert.ok(LANGUAGES.includes('en'));
  assert.deepEqual(
    LANGUAGES.slice().sort(),
    readdirSync(join(root, 'apps/web/public/locales'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort(),
    'a locale file per supported language',
  );
  assert.ok(ROUTES.includes('/swap') && ROUTES.includes('/vote/:id'));
  assert.equal(FACTS.ports.length, 5);
  assert.ok(FACTS.blockTimeMs > 0 && FACTS.node && FACTS.pnpmMajor);
});

test('the checks catch what they are for', () => {
  assert.equal(
    languageClaims('Numbers follow the language (en, de, es).', LANGUAGES, LANGUAGE_NAMES).length,
    1,
  );
  assert.equal(languageClaims('In three languages.', LANGUAGES, LANGUAGE_NAMES).length, 1);
  assert.deepEqual(
    languageClaims(`Languages: ${LANGUAGES.join(', ')}.`, LANGUAGES, LANGUAGE_NAMES),
    [],
  );
  assert.deepEqual(
    languageClaims(
      `In ${LANGUAGES.length} languages; lint, test, build.`,
      LANGUAGES,
      LANGUAGE_NAMES,
    ),
    [],
  );
  assert.equal(routeClaims('Open `/swap`, `/vote` and `/pool`.', ROUTES).length, 1);
  assert.equal(routeClaims('Open `/trade`.', ROUTES).length, 0, 'not an app route at all');
  assert.equal(routeClaims('Open `/vote/{id}/results`.', ROUTES).length, 1);
  assert.deepEqual(routeClaims('It lands on `/swap?chain=arbitrum`.', ROUTES), []);
  assert.equal(figureClaims('RPC on 8548.', FACTS).length, 1);
  assert.equal(figureClaims('a block every 200 ms', FACTS).length, 1);
  assert.equal(figureClaims('Node 18.0+ and `npm install -g pnpm@9`', FACTS).length, 2);
  const table =
    '## Other commands\n\n| command | |\n| --- | --- |\n| `pnpm nope` | x |\n| `pnpm build` | y |\n';
  assert.deepEqual(otherCommands(table), ['pnpm nope', 'pnpm build']);
  assert.deepEqual(unknownCommands(table, { build: '' }), ['pnpm nope']);
  const links = brokenLinks('[a](there.md) [b](#nowhere) ![c](here.png) [d](https://x.example)', {
    resolve: (path) => path,
    exists: (path) => path === 'here.png',
    anchors: () => new Set(['somewhere']),
  });
  assert.deepEqual(links, ['there.md: no such file', '#nowhere: no heading with that anchor']);
});

test(`README.md has at most ${README_MAX_LINES} lines`, () => {
  const lines = readme.replace(/\n$/, '').split('\n').length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines`);
});

test('README.md names no language list or count, route list or figure the code contradicts', () => {
  assert.deepEqual(
    [
      ...languageClaims(readme, LANGUAGES, LANGUAGE_NAMES),
      ...routeClaims(readme, ROUTES),
      ...figureClaims(readme, FACTS),
    ],
    [],
  );
});

test("README.md's other commands are root scripts", () => {
  assert.ok(otherCommands(readme).length > 0, 'no "## Other commands" table');
  assert.deepEqual(unknownCommands(readme, rootManifest.scripts), []);
});

test('README.md and docs/*.md link only to files and headings that exist', () => {
  const docs = readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`);
  const broken = ['README.md', ...docs].flatMap((file) =>
    brokenLinks(read(file), {
      resolve: (path) => resolve(dirname(join(root, file)), decodeURI(path)),
      exists: existsSync,
      anchors: (path) => anchorsOf(readFileSync(path ?? join(root, file), 'utf8')),
    }).map((problem) => `${file}: ${problem}`),
  );
  assert.deepEqual(broken, []);
});
