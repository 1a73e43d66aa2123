// What the clean clone has already checked in full, so that the tree it was cloned from need not
// check the same content a second time. The clone runs some documented commands to their end
// (`pnpm lint`, `pnpm typecheck`: each the very command of one or more of `pnpm test`'s own check
// tasks). When the tree that runs `pnpm test` is that commit, unchanged, those tasks have already
// run on exactly its files, and passed; running them again would only repeat a result.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The clone's record, in the clean-clone check's results folder. */
export const CLONE_RESULTS_FILE = 'clone-results.json';

/** Writes which commit the clone was and which commands it ran to their end and passed. */
export function writeCloneResults(dir, { commit, completed }) {
  writeFileSync(join(dir, CLONE_RESULTS_FILE), `${JSON.stringify({ commit, completed })}\n`);
}

/** The clone's record, or undefined when there is none or it cannot be read. */
export function readCloneResults(dir) {
  const path = join(dir, CLONE_RESULTS_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const record = JSON.parse(readFileSync(path, 'utf8'));
    const valid =
      typeof record?.commit === 'string' &&
      Array.isArray(record.completed) &&
      record.completed.every((command) => typeof command === 'string');
    return valid ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The commit `root` has checked out when its working tree is exactly that commit (no change and no
 * untracked file that git would see; ignored files are build outputs and caches), else undefined.
 */
export function unchangedCommit(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  try {
    if (git('status', '--porcelain', '--untracked-files=all').trim()) return undefined;
    return git('rev-parse', '--verify', 'HEAD^{commit}').trim();
  } catch {
    return undefined;
  }
}

/**
 * The root tasks among `tasks` that a completed documented command ran in full: `pnpm <script>`
 * whose script is that task's own command line, or `turbo run` naming it. `scripts` are the root
 * package.json's; a task that a workspace package also defines (`definedInPackages`) is never
 * covered by the root script alone, since `turbo run <task>` would run theirs as well.
 */
export function tasksRunBy(commands, { scripts, tasks, definedInPackages = new Set() }) {
  const covered = new Set();
  for (const command of commands) {
    const name = /^pnpm (\S+)$/.exec(command.trim())?.[1];
    const script = name === undefined ? undefined : scripts[name]?.trim();
    if (!script) continue;
    const turboTasks = /^turbo run ([\w:-]+(?: [\w:-]+)*)$/.exec(script)?.[1].split(' ');
    for (const task of tasks) {
      const own = scripts[task]?.trim();
      if (own === undefined) continue;
      if (turboTasks?.includes(task)) covered.add(task);
      else if (own === script && !definedInPackages.has(task)) covered.add(task);
    }
  }
  return tasks.filter((task) => covered.has(task));
}

/**
 * The check tasks `pnpm test` need not run again in `root`: those the clone's completed commands
 * ran, when `root` is unchanged at the clone's commit. Empty otherwise.
 */
export function checksDoneInClone({ record, root, scripts, tasks, definedInPackages }) {
  if (!record) return [];
  if (unchangedCommit(root) !== record.commit) return [];
  return tasksRunBy(record.completed, { scripts, tasks, definedInPackages });
}
