// A clone of the committed tree in a temporary folder, installed as a newcomer installs it: no
// dist/, no devnet cache, no turbo cache, nothing from the tree it was cloned from.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment a user's fresh terminal would give the clone's commands: this process's, minus
 * what `pnpm test` itself set (pnpm's NODE_OPTIONS and npm_* variables, its node_modules/.bin on
 * PATH, the app's and devnet's settings), so nothing of the tree that runs the check helps the clone.
 */
export function userEnvironment(env, mainRoot) {
  const clean = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (/^(npm_|PNPM_|VITE_|DEVNET_|WEB_|E2E_|STORYBOOK_PORT)/i.test(key)) continue;
    if (['NODE_OPTIONS', 'INIT_CWD', 'NODE_PATH'].includes(key)) continue;
    if (key.startsWith('TURBO_') && key !== 'TURBO_TELEMETRY_DISABLED') continue;
    clean[key] = value;
  }
  clean.PATH = (env.PATH ?? '')
    .split(':')
    .filter((dir) => dir && !dir.startsWith(mainRoot))
    .join(':');
  return clean;
}

/**
 * Clones `root` at `ref` (HEAD by default: what is committed, not the working tree) into a new
 * temporary folder and runs `pnpm install` there. `log` gets one line per step.
 */
export function makeCleanClone({ root, ref = 'HEAD', env, log = () => {} }) {
  const parent = mkdtempSync(join(tmpdir(), 'dex-clean-clone-'));
  const dir = join(parent, 'repo');
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean).length;
  log(
    `cloning ${commit.slice(0, 10)} into ${dir}${dirty && ref === 'HEAD' ? ` (${dirty} uncommitted changes are not part of it)` : ''}`,
  );
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dir], { stdio: 'inherit' });
  execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: dir, stdio: 'inherit' });
  const started = Date.now();
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`pnpm install in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    dir,
    commit,
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/**
 * Where a tree's devnet keeps its chain states: DEVNET_CACHE_DIR, else tooling/devnet/.cache (the
 * devnet's own default, tooling/devnet/src/state.ts).
 */
export function devnetCacheDir(treeRoot, env) {
  return env.DEVNET_CACHE_DIR ?? join(treeRoot, 'tooling', 'devnet', '.cache');
}

/**
 * Copies the chain states the clone's devnet deployed (tooling/devnet/.cache, one folder per state
 * key) into `toDir`, the tree that runs the checks next, where it has none of the same key. A key
 * hashes everything that shapes the chain (the seed code, the contract artifacts, the lockfile), so
 * a state is only ever used by a tree that would deploy the very same chain; an uncommitted change
 * to the seed gives the tree another key, and it deploys its own. Only complete states (state.json
 * written last) are copied, each under a temporary name first. Returns the keys copied.
 */
export function handOverDevnetCache(cloneDir, toDir) {
  // The clone's commands run without DEVNET_ variables (userEnvironment): its cache is the default.
  const fromDir = devnetCacheDir(cloneDir, {});
  if (!existsSync(fromDir)) return [];
  mkdirSync(toDir, { recursive: true });
  const copied = [];
  for (const entry of readdirSync(fromDir, { withFileTypes: true })) {
    const target = join(toDir, entry.name);
    if (!entry.isDirectory() || existsSync(target)) continue;
    if (!existsSync(join(fromDir, entry.name, 'state.json'))) continue;
    const partial = `${target}.handover-${process.pid}`;
    cpSync(join(fromDir, entry.name), partial, { recursive: true });
    try {
      renameSync(partial, target);
      copied.push(entry.name);
    } catch {
      // Another process wrote the same key meanwhile: the same chain, so theirs stays.
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return copied;
}
