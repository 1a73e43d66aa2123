#!/usr/bin/env node
// `pnpm test`: every check the project has (lint, typecheck, build + publint, unit, integration and
// end-to-end tests) through turbo, then one summary line "N passed, N failed".
// Test tasks count their test cases (from the JSON reports they write); every other task counts as
// one check. A test task that failed without a report (it crashed) counts as one failure.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devnetCacheDir } from './clean-clone/cleanClone.mjs';
import { checksDoneInClone, readCloneResults } from './clean-clone/cloneResults.mjs';
import { ensurePrerequisites, MissingPrerequisiteError } from './prerequisites.mjs';
import { countReports, emptyTotals, failedTestLines } from './test-reports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Two turbo runs, one after the other: first the CPU-bound checks, then the browser journeys on a
 * machine they have to themselves. Run side by side on two cores, the journeys (waiting on Chromium
 * and the chain, with 10 s expectations) became slow and flaky even with the checks niced, while
 * alone their workers keep the pace they have on a quiet machine.
 */
const RUNS = [
  {
    name: 'checks',
    // Six tasks at a time, not turbo's default ten: on two cores the extra processes only fight
    // over them. Fewer is not better: turbo then starts the long suites (web, router, liquidity,
    // consumers) last, and they run on alone. Measured from a clean clone, checks alone: ten took
    // 349-354 s (653 CPU-s), six 318 s, four 307-365 s (571 CPU-s).
    concurrency: 6,
    tasks: [
      // Biome over the whole repository at once (it runs its own threads), not once per workspace.
      'lint:repo',
      'lint:cycles',
      'lint:features',
      'lint:shell',
      'lint:errors',
      'lint:architecture',
      // One program over the whole repository (tsconfig.check.json): each file is checked once.
      'typecheck:repo',
      'build',
      'test',
      'build-storybook',
    ],
  },
  { name: 'journeys', tasks: ['e2e'] },
];
const TASKS = RUNS.flatMap((r) => r.tasks);
/**
 * The clean-clone check (tooling/scripts/clean-clone): README command 1 and every documented
 * command, run in a clone of the committed tree with nothing built. It runs first, before turbo
 * builds anything here, and alone: beside the CPU-bound checks its cold starts (a devnet deployed
 * from nothing, a Vite server compiling on demand) took three to four times as long (467 s against
 * about 120 s alone) and outran their timeouts, while the checks lost as much as it gained.
 */
const CLEAN_CLONE_DIR = join(root, 'tooling', 'scripts', 'clean-clone');
const TEST_TASKS = new Set(['test', 'e2e']);

function workspaceDirs() {
  return ['apps', 'packages', 'tooling'].flatMap((group) => {
    const dir = join(root, group);
    return existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(dir, e.name))
      : [];
  });
}

const runStarted = Date.now();
// Set-up first (Chromium included): when the machine lacks something this run cannot install, it
// stops here with one line saying what to run, before anything is counted.
let prerequisitesEnv;
try {
  prerequisitesEnv = ensurePrerequisites({ root });
} catch (error) {
  if (!(error instanceof MissingPrerequisiteError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const setupMs = Date.now() - runStarted;

// Reports left from an earlier run must not be counted; turbo restores cached ones.
for (const dir of [...workspaceDirs(), CLEAN_CLONE_DIR])
  rmSync(join(dir, '.test-results'), { recursive: true, force: true });

const SUMMARY_DIR = join(root, '.turbo', 'runs');
const summariesBefore = new Set(summaryFiles());
const env = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ...process.env,
  ...prerequisitesEnv,
};
/** One turbo run of `tasks`; resolves with its exit status. */
function startTurbo({ tasks, concurrency }) {
  const extraArgs = process.argv.slice(2);
  const ownConcurrency = extraArgs.some((arg) => arg.startsWith('--concurrency'));
  const turbo = [
    'pnpm',
    'exec',
    'turbo',
    'run',
    ...tasks,
    '--continue',
    '--summarize',
    '--output-logs=new-only',
    ...(concurrency && !ownConcurrency ? [`--concurrency=${concurrency}`] : []),
    ...extraArgs,
  ];
  const [command, ...args] = turbo;
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs the clean-clone check with its output in a log file (it would interleave with turbo's);
 * resolves with its exit status and wall-clock span, having printed the log's tail if it failed.
 */
function startCleanClone() {
  const results = join(CLEAN_CLONE_DIR, '.test-results');
  mkdirSync(results, { recursive: true });
  const logPath = join(results, 'clean-clone.log');
  const log = createWriteStream(logPath);
  const started = Date.now();
  console.log(`Clean-clone check started (log: ${relative(root, logPath)})`);
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=../reporters/node-test-counts.mjs',
      `--test-reporter-destination=${join(results, 'node-test.json')}`,
      'clean-clone.harness.test.mjs',
    ],
    {
      cwd: CLEAN_CLONE_DIR,
      // The chains the clone deploys from nothing are handed to this tree's devnet cache, so the
      // checks load them instead of deploying the same chains again (handOverDevnetCache says why
      // that is safe).
      env: {
        ...env,
        CLEAN_CLONE_DEVNET_CACHE_TO: devnetCacheDir(root, env),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    const finish = (code) => {
      log.end(() => {
        const text = existsSync(logPath) ? readFileSync(logPath, 'utf8') : '';
        const summary = text.split('\n').filter((line) => /^\s*[✔✖] /.test(line));
        console.log(`\nClean-clone check (exit ${code}):\n${summary.join('\n')}`);
        if (code !== 0) console.log(text.split('\n').slice(-80).join('\n'));
        resolve({ status: code, ms: Date.now() - started });
      });
    };
    child.once('error', () => finish(1));
    child.once('exit', (code) => finish(code ?? 1));
  });
}

/** The scripts of the root package.json, and the tasks some workspace package defines too. */
function rootScripts() {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
  const definedInPackages = new Set(
    workspaceDirs()
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .flatMap((dir) =>
        Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {}),
      ),
  );
  return { scripts, definedInPackages };
}

const statuses = [];
const cleanCloneResult = await startCleanClone();
statuses.push(cleanCloneResult.status);
// Checks the clean clone already ran to their end on this very commit (`pnpm lint`, `pnpm
// typecheck`), when this tree is that commit unchanged: not run twice (cloneResults.mjs). Each
// still counts as the one check it is.
const doneInClone = checksDoneInClone({
  record: readCloneResults(join(CLEAN_CLONE_DIR, '.test-results')),
  root,
  tasks: RUNS[0].tasks,
  ...rootScripts(),
});
if (doneInClone.length)
  console.log(
    `\nRan in the clean clone of this commit (this tree is that commit, unchanged): ${doneInClone.join(', ')}`,
  );
let turboRuns = 0;
for (const run of RUNS) {
  const tasks = run.tasks.filter((task) => !doneInClone.includes(task));
  if (!tasks.length) continue;
  turboRuns += 1;
  statuses.push(await startTurbo({ ...run, tasks }));
}

function summaryFiles() {
  return existsSync(SUMMARY_DIR) ? readdirSync(SUMMARY_DIR).filter((f) => f.endsWith('.json')) : [];
}

/** The tasks of this run's turbo summaries (one per turbo run), or undefined if one is missing. */
function thisRunsTasks() {
  const files = summaryFiles().filter((f) => !summariesBefore.has(f));
  if (files.length < turboRuns) return undefined;
  return files.flatMap((f) => JSON.parse(readFileSync(join(SUMMARY_DIR, f), 'utf8')).tasks ?? []);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * Where the time went: per stage (turbo task name) the wall-clock span from its first task's start
 * to its last task's end, the summed task time and the cache hits; then the slowest tasks.
 */
function printStageTimings(allTasks) {
  const tasks = (allTasks ?? []).filter((t) => t.execution?.startTime);
  console.log('\nStages (wall clock span, summed task time, tasks cached):');
  console.log(`  ${'setup'.padEnd(16)}${seconds(setupMs)}`);
  console.log(`  ${'clean clone'.padEnd(16)}${seconds(cleanCloneResult.ms)}   (first, alone)`);
  for (const stage of TASKS) {
    const own = tasks.filter((t) => t.task === stage);
    if (doneInClone.includes(stage)) console.log(`  ${stage.padEnd(16)}   ran in the clean clone`);
    if (!own.length) continue;
    const start = Math.min(...own.map((t) => t.execution.startTime));
    const end = Math.max(...own.map((t) => t.execution.endTime));
    const sum = own.reduce((ms, t) => ms + (t.execution.endTime - t.execution.startTime), 0);
    const cached = own.filter((t) => t.cache?.status === 'HIT').length;
    console.log(
      `  ${stage.padEnd(16)}${seconds(end - start)}${seconds(sum)}   ${cached}/${own.length} cached`,
    );
  }
  const slowest = [...tasks]
    .map((t) => ({ id: t.taskId, ms: t.execution.endTime - t.execution.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `  slowest: ${slowest.map((t) => `${t.id} ${(t.ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  console.log(`  ${'total'.padEnd(16)}${seconds(Date.now() - runStarted)}`);
}

let passed = 0;
let failed = 0;
const failures = [];
let skipped = 0;
const totals = emptyTotals();
const { harness } = totals;
const tasks = thisRunsTasks();
const countedDirs = new Set();
for (const task of tasks ?? []) {
  const ok = task.execution?.exitCode === 0;
  const name = task.taskId;
  if (TEST_TASKS.has(task.task)) {
    const dir = join(root, task.directory);
    const harnessBefore = harness.failed;
    const counts = countedDirs.has(dir)
      ? { passed: 0, failed: 0, skipped: 0 }
      : countReports(dir, totals, root);
    countedDirs.add(dir);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
      if (harness.failed > harnessBefore) failures.push(`${name} (harness)`);
      if (!ok && counts.failed === 0 && harness.failed === harnessBefore) {
        failed += 1;
        failures.push(name);
      } else if (counts.failed > 0) failures.push(name);
      continue;
    }
  }
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}
if (!tasks) {
  failed += 1;
  failures.push('turbo (no run summary)');
}
// One check each, as when they run here: the clone's run of them passed on these very files.
passed += doneInClone.length;
// The clean-clone check's tests are the harness's own (counted apart); a crash without a report
// still fails the run through its exit status.
const harnessBefore = harness.failed;
if (!countReports(CLEAN_CLONE_DIR, totals, root) && cleanCloneResult.status !== 0)
  harness.failed += 1;
if (harness.failed > harnessBefore) failures.push('clean clone (harness)');
printStageTimings(tasks);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const line of failedTestLines(totals.failedTests)) console.log(line);
if (totals.failedHarnessTests.length) console.log('Harness checks that failed:');
for (const line of failedTestLines(totals.failedHarnessTests, 10)) console.log(line);
if (totals.flakyTests.length) {
  console.log(
    `Flaky (failed, then passed on the retry; counted as passed): ${totals.flakyTests.length}`,
  );
  for (const line of failedTestLines(totals.flakyTests, 20, '~')) console.log(line);
}
console.log(`Reports: ${[...countedDirs].map((d) => relative(root, d)).join(', ') || 'none'}`);
console.log(
  `Test harness checks (not counted below): ${harness.passed} passed, ${harness.failed} failed`,
);
// Skipped tests are neither passes nor failures; they are reported so none go unnoticed.
console.log(`Skipped (not counted below): ${skipped}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(
  statuses.every((status) => status === 0) && failed === 0 && harness.failed === 0 ? 0 : 1,
);
