// What `pnpm test` needs from the machine before anything runs: Node 20.19+, the workspace's
// installed dependencies and a Chromium for the browser journeys. The journeys prefer Debian's
// `chromium-headless-shell` (the same Chromium build without the browser's UI: about a quarter
// less CPU a journey, measured here), else `chromium`. What is missing is installed with Debian's
// apt-get when that can happen without a prompt (as root, or through password-less sudo); where
// the shell cannot be installed but `chromium` is there, the run goes on with it; with no browser
// at all the run stops at once with one line naming the command to run, so nothing is counted.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const MIN_NODE = [20, 19];
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The browsers the journeys can use, the lighter first (Debian's package and binary names). */
export const CHROMIUM_BINARIES = ['chromium-headless-shell', 'chromium'];
const HEADLESS_SHELL = CHROMIUM_BINARIES[0];

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

/**
 * The Chromium to use: CHROMIUM_PATH when set (it must exist), else `chromium-headless-shell`, else
 * `chromium`, each looked up on the PATH and then in /usr/bin.
 */
export function findChromium(env = process.env, exists = isExecutable) {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new MissingPrerequisiteError(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium binary or unset it, then run pnpm test again.`,
    );
  }
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/bin'];
  for (const binary of CHROMIUM_BINARIES) {
    for (const dir of dirs) {
      const candidate = join(dir, binary);
      if (exists(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Whether `path` is the headless shell, so nothing is left to install. */
export function isHeadlessShell(path) {
  return path !== undefined && path.split('/').pop() === HEADLESS_SHELL;
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
  'Chromium is missing and cannot be installed without a password: run "sudo apt-get update && sudo apt-get install -y chromium-headless-shell" (or set CHROMIUM_PATH to a Chromium binary), then run pnpm test again.';

function commandSucceeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's `pkg` with apt-get behind `prefix`; whether it worked. */
function aptInstall(prefix, pkg, log) {
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  };
  log(`Installing Debian's "${pkg}" package with apt-get…`);
  return (
    run(['apt-get', 'update', '-qq']) === 0 && run(['apt-get', 'install', '-y', '-qq', pkg]) === 0
  );
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
  const chromium = findChromium(env);
  if (env.CHROMIUM_PATH || isHeadlessShell(chromium)) return { CHROMIUM_PATH: chromium };
  const prefix = installPrefix({
    uid: process.getuid?.() ?? -1,
    hasAptGet: commandSucceeds('sh', ['-c', 'command -v apt-get']),
    sudoWorks: commandSucceeds('sudo', ['-n', 'true']),
  });
  // The shell first; with no browser at all, chromium as the fallback.
  const installed =
    prefix !== undefined &&
    (aptInstall(prefix, HEADLESS_SHELL, log) || (!chromium && aptInstall(prefix, 'chromium', log)));
  const found = installed ? findChromium(env) : chromium;
  if (!found) {
    throw new MissingPrerequisiteError(
      prefix === undefined
        ? MANUAL_INSTALL_LINE
        : 'apt-get could not install "chromium-headless-shell" or "chromium" (see above): install a Chromium with your package manager and set CHROMIUM_PATH to it, then run pnpm test again.',
    );
  }
  if (!isHeadlessShell(found))
    log(`Using ${found} (chromium-headless-shell is lighter where it can be installed).`);
  return { CHROMIUM_PATH: found };
}
