// node --test, a check of the test harness: `pnpm test` skips a check only when the clean clone ran
// that very check's command to its end on the commit this tree is, unchanged.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  checksDoneInClone,
  readCloneResults,
  tasksRunBy,
  writeCloneResults,
} from './cloneResults.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'dex-clone-results-test-'));
  dirs.push(dir);
  return dir;
}

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
  execFileSync('mkdir', ['-p', join(repo.dir, 'dist')]);
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
