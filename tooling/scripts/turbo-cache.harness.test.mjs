// node --test, a check of the test harness (counted apart from the product's totals): an edit in a
// workspace dependency's source must make turbo rerun the dependent package's tests and type check
// instead of replaying their cached green. Runs the repository's own turbo.json in a small workspace
// copied to a temporary folder, shaped like ours (apps/web imports packages/router from source).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const turboBin = join(root, 'node_modules', '.bin', 'turbo');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ourTurboJson = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8'));

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function write(dir, path, content) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
}

/** A two-package workspace: `@t/web`'s test and typecheck read `@t/router`'s source directly. */
function workspace(turboJson) {
  const dir = mkdtempSync(join(tmpdir(), 'turbo-transit-'));
  dirs.push(dir);
  write(dir, 'package.json', {
    name: 'transit-check',
    private: true,
    packageManager: rootManifest.packageManager,
  });
  write(dir, 'pnpm-workspace.yaml', 'packages:\n  - apps/*\n  - packages/*\n');
  write(dir, 'pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
  write(dir, 'turbo.json', turboJson);
  // As in our repository: turbo's own logs are ignored, or they would count as changed inputs.
  write(dir, '.gitignore', '.turbo\nnode_modules\n');
  const script = 'node -e "console.log(require(\'../../packages/router/src/index.js\').route)"';
  write(dir, 'packages/router/package.json', {
    name: '@t/router',
    version: '0.0.0',
    scripts: { test: 'node src/index.js', typecheck: 'node src/index.js' },
  });
  write(dir, 'packages/router/src/index.js', 'exports.route = "v2";\n');
  write(dir, 'apps/web/package.json', {
    name: '@t/web',
    version: '0.0.0',
    dependencies: { '@t/router': 'workspace:*' },
    scripts: { test: script, typecheck: script },
  });
  write(dir, 'apps/web/src/main.js', '// the app\n');
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

/** Runs `turbo run test typecheck` and returns the cache status of each task by id. */
function runTurbo(dir) {
  const result = spawnSync(turboBin, ['run', 'test', 'typecheck', '--summarize'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  });
  assert.equal(result.status, 0, `turbo failed:\n${result.stdout}\n${result.stderr}`);
  const runsDir = join(dir, '.turbo', 'runs');
  const summaries = spawnSync('ls', [runsDir], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((f) => f.endsWith('.json'))
    .sort();
  const summary = JSON.parse(readFileSync(join(runsDir, summaries.at(-1)), 'utf8'));
  rmSync(runsDir, { recursive: true, force: true });
  return Object.fromEntries(summary.tasks.map((task) => [task.taskId, task.cache.status]));
}

function editDependencySource(dir) {
  appendFileSync(join(dir, 'packages/router/src/index.js'), 'exports.route = "v3";\n');
}

test('an edit in a dependency reruns the dependent package’s test and typecheck', () => {
  const dir = workspace(ourTurboJson);
  runTurbo(dir);
  const unchanged = runTurbo(dir);
  assert.equal(unchanged['@t/web#test'], 'HIT', 'nothing changed: the cache replays');
  editDependencySource(dir);
  const afterEdit = runTurbo(dir);
  assert.equal(afterEdit['@t/router#test'], 'MISS');
  assert.equal(afterEdit['@t/web#test'], 'MISS', 'the dependent tests must run again');
  assert.equal(afterEdit['@t/web#typecheck'], 'MISS', 'the dependent type check must run again');
});

test('control: without the transit dependency the same edit replays a stale cached result', () => {
  const tasks = structuredClone(ourTurboJson.tasks);
  for (const name of ['test', 'typecheck']) delete tasks[name].dependsOn;
  const dir = workspace({ ...ourTurboJson, tasks });
  runTurbo(dir);
  editDependencySource(dir);
  const afterEdit = runTurbo(dir);
  assert.equal(afterEdit['@t/web#test'], 'HIT');
});
