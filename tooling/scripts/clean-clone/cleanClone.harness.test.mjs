// node --test, a check of the test harness: the clean clone hands the chain states it deployed to
// the tree whose checks run next (complete states only, never over one that tree already has),
// runs its commands in an order where none can lean on another's build, and lets that tree skip a
// check only when it ran that very check's command to its end on the commit the tree is, unchanged.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { devnetCacheDir, handOverDevnetCache } from './cleanClone.mjs';
import {
  checksDoneInClone,
  readCloneResults,
  tasksRunBy,
  writeCloneResults,
} from './cloneResults.mjs';
import { probeOrder } from './probes.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'dex-handover-test-'));
  dirs.push(dir);
  return dir;
}
function writeState(cacheDir, key, files) {
  mkdirSync(join(cacheDir, key), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(cacheDir, key, name), text);
}

test('complete states the tree lacks are copied; a half-written one, a lock and its own stay out', () => {
  const clone = tempDir();
  const cloneCache = join(clone, 'tooling', 'devnet', '.cache');
  writeState(cloneCache, 'aaaa', { 'deployment.json': '{"a":1}', 'state.json': 'clone a' });
  writeState(cloneCache, 'bbbb', { 'deployment.json': '{"b":1}', 'state.json': 'clone b' });
  writeState(cloneCache, 'cccc', { 'deployment.json': '{"c":1}' });
  mkdirSync(join(cloneCache, 'aaaa.lock'));
  const tree = join(tempDir(), 'cache');
  writeState(tree, 'bbbb', { 'deployment.json': '{"b":1}', 'state.json': 'tree b' });

  assert.deepEqual(handOverDevnetCache(clone, tree), ['aaaa']);
  assert.deepEqual(readdirSync(tree).sort(), ['aaaa', 'bbbb']);
  assert.equal(readFileSync(join(tree, 'aaaa', 'state.json'), 'utf8'), 'clone a');
  assert.equal(readFileSync(join(tree, 'bbbb', 'state.json'), 'utf8'), 'tree b');
});

test('a clone whose devnet never started hands over nothing', () => {
  assert.deepEqual(handOverDevnetCache(tempDir(), join(tempDir(), 'cache')), []);
});

test('pnpm build, the command that writes dist/, runs after every other documented command', () => {
  const documented = ['pnpm devnet', 'pnpm build', 'pnpm storybook', 'pnpm some-new-command'];
  assert.deepEqual(probeOrder(documented), {
    pooled: ['pnpm devnet', 'pnpm storybook', 'pnpm some-new-command'],
    last: ['pnpm build'],
  });
});

test("a tree's devnet cache is DEVNET_CACHE_DIR when set, else the devnet's own default", () => {
  assert.equal(devnetCacheDir('/repo', {}), join('/repo', 'tooling', 'devnet', '.cache'));
  assert.equal(devnetCacheDir('/repo', { DEVNET_CACHE_DIR: '/elsewhere' }), '/elsewhere');
});

const scripts = {
  check: 'turbo run check:style check:words',
  'check:style': 'stylecheck .',
  'check:words': 'node words.mjs',
  'check:types': 'tsc -p all.json',
  types: 'tsc -p all.json',
  fix: 'stylecheck --write .',
  'check:some': 'turbo run check:style --filter=web',
};
const tasks = ['check:style', 'check:words', 'check:types', 'build', 'test'];

test('a command covers the tasks it runs: a turbo run naming them, or the same command line', () => {
  assert.deepEqual(tasksRunBy(['pnpm check'], { scripts, tasks }), ['check:style', 'check:words']);
  assert.deepEqual(tasksRunBy(['pnpm types'], { scripts, tasks }), ['check:types']);
  assert.deepEqual(tasksRunBy(['pnpm types', 'pnpm check'], { scripts, tasks }), [
    'check:style',
    'check:words',
    'check:types',
  ]);
});

test('anything else covers nothing: another command line, a filtered run, a task a package defines too', () => {
  assert.deepEqual(tasksRunBy(['pnpm fix', 'pnpm check:some'], { scripts, tasks }), []);
  assert.deepEqual(
    tasksRunBy(['pnpm --filter web exec tsc', 'pnpm nothing'], { scripts, tasks }),
    [],
  );
  const definedInPackages = new Set(['check:types']);
  assert.deepEqual(tasksRunBy(['pnpm types'], { scripts, tasks, definedInPackages }), []);
});

function gitRepo() {
  const dir = tempDir();
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '--quiet');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'test');
  writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, '.gitignore'), 'dist/\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'one');
  return { dir, git, commit: git('rev-parse', 'HEAD') };
}

test('only a tree that is the recorded commit, unchanged, skips what the clone ran', () => {
  const repo = gitRepo();
  const done = (record) =>
    checksDoneInClone({ record, root: repo.dir, scripts, tasks, definedInPackages: new Set() });
  const record = { commit: repo.commit, completed: ['pnpm check'] };
  assert.deepEqual(done(record), ['check:style', 'check:words']);
  // Ignored files are outputs: they do not make the tree another one.
  mkdirSync(join(repo.dir, 'dist'));
  writeFileSync(join(repo.dir, 'dist', 'a.js'), '');
  assert.deepEqual(done(record), ['check:style', 'check:words']);
  assert.deepEqual(done(undefined), []);
  assert.deepEqual(done({ ...record, commit: '0'.repeat(40) }), []);
  // An untracked file, then an edit: the clone did not see them.
  writeFileSync(join(repo.dir, 'b.ts'), 'export const b = 2;\n');
  assert.deepEqual(done(record), []);
  rmSync(join(repo.dir, 'b.ts'));
  writeFileSync(join(repo.dir, 'a.ts'), 'export const a = 2;\n');
  assert.deepEqual(done(record), []);
  // Committed: now HEAD is another commit than the clone's.
  repo.git('commit', '--quiet', '-am', 'two');
  assert.deepEqual(done(record), []);
  assert.deepEqual(done({ ...record, commit: repo.git('rev-parse', 'HEAD') }), [
    'check:style',
    'check:words',
  ]);
});

test('the record reads back; a missing or damaged one is no record', () => {
  const dir = tempDir();
  assert.equal(readCloneResults(dir), undefined);
  writeCloneResults(dir, { commit: 'abc', completed: ['pnpm check'] });
  assert.deepEqual(readCloneResults(dir), { commit: 'abc', completed: ['pnpm check'] });
  writeFileSync(join(dir, 'clone-results.json'), '{"commit":"abc","completed":"pnpm check"}');
  assert.equal(readCloneResults(dir), undefined);
  writeFileSync(join(dir, 'clone-results.json'), '{"commit":');
  assert.equal(readCloneResults(dir), undefined);
});
