// node --test, a check of the test harness: the clean clone hands the chain states it deployed to
// the tree whose checks run next (complete states only, never over one that tree already has), and
// runs its commands in an order where none can lean on another's build.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { devnetCacheDir, handOverDevnetCache } from './cleanClone.mjs';
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
