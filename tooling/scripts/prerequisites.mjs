// What `pnpm test` needs from the machine before anything runs: Node 20.19+, the workspace's
// installed dependencies and a Chromium for the browser journeys. A missing Chromium is installed
// with Debian's apt-get when that can happen without a prompt (as root, or through password-less
// sudo); otherwise the run stops at once with one line naming the command to run, so nothing is
// counted as passed or failed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const MIN_NODE = [20, 19];
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Thrown when the machine lacks something this script cannot provide; `message` is one line. */
export class MissingPrerequisiteError extends Error {
  name = 'MissingPrerequisiteError';
}

export function isNodeSupported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use: CHROMIUM_PATH when set (it must exist), else `chromium` on the PATH. */
export function findChromium(env = process.env, exists = isExecutable) {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new MissingPrerequisiteError(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium binary or unset it, then run pnpm test again.`,
    );
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    const candidate = join(dir, 'chromium');
    if (exists(candidate)) return candidate;
  }
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * How Chromium can be installed here without a prompt: directly as root, through `sudo -n`
 * when that needs no password, or not at all (`undefined`).
 */
export function installPrefix({ uid, hasAptGet, sudoWorks }) {
  if (!hasAptGet) return undefined;
  if (uid === 0) return [];
  return sudoWorks ? ['sudo', '-n'] : undefined;
}

export const MANUAL_INSTALL_LINE =
  'Chromium is missing and cannot be installed without a password: run "sudo apt-get update && sudo apt-get install -y chromium" (or set CHROMIUM_PATH to a Chromium binary), then run pnpm test again.';

function commandSucceeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function installChromium(prefix, log) {
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  };
  log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
  if (
    run(['apt-get', 'update', '-qq']) !== 0 ||
    run(['apt-get', 'install', '-y', '-qq', 'chromium']) !== 0
  ) {
    throw new MissingPrerequisiteError(
      'apt-get could not install the "chromium" package (see above): install a Chromium with your package manager and set CHROMIUM_PATH to it, then run pnpm test again.',
    );
  }
}

/**
 * Checks and, where it can, installs what the tests need. Returns the environment additions for
 * the test run (CHROMIUM_PATH); throws MissingPrerequisiteError with a one-line message otherwise.
 */
export function ensurePrerequisites({ root, env = process.env, log = console.log } = {}) {
  if (!isNodeSupported(process.version)) {
    throw new MissingPrerequisiteError(
      `Node ${MIN_NODE.join('.')}+ is required (found ${process.version}): install it, then run pnpm test again.`,
    );
  }
  if (!existsSync(join(root, 'node_modules', '.bin', 'turbo'))) {
    throw new MissingPrerequisiteError(
      'The workspace is not installed: run "pnpm install", then pnpm test again.',
    );
  }
  let chromium = findChromium(env);
  if (!chromium) {
    const prefix = installPrefix({
      uid: process.getuid?.() ?? -1,
      hasAptGet: commandSucceeds('sh', ['-c', 'command -v apt-get']),
      sudoWorks: commandSucceeds('sudo', ['-n', 'true']),
    });
    if (!prefix) throw new MissingPrerequisiteError(MANUAL_INSTALL_LINE);
    installChromium(prefix, log);
    chromium = findChromium(env);
    if (!chromium) throw new MissingPrerequisiteError(MANUAL_INSTALL_LINE);
  }
  return { CHROMIUM_PATH: chromium };
}
