// Long-running commands as a user starts them in a terminal: in a shell, watched line by line, and
// stopped as Ctrl-C would stop them (the whole process group), then killed if they linger.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripAnsi } from '../ansi.mjs';

/** A port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` in a shell in `cwd`. The result collects its output (stdout and stderr
 * interleaved), waits for a line, for its exit, and stops it with its children.
 */
export function startCommand(command, { cwd, env }) {
  const child = spawn('sh', ['-c', command], {
    cwd,
    env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set();
  // Colour codes go: a terminal (or CI=1, which turns picocolors on) puts them inside the very
  // lines a probe looks for, e.g. Vite's bold port in "http://127.0.0.1:5173/".
  const onData = (chunk) => {
    output += stripAnsi(chunk.toString());
    for (const watch of watchers) watch();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: 127, signal: null }));
  });
  let stopped = false;

  /** The tail of the output, for a failure message. */
  const tail = (lines = 25) => output.split('\n').slice(-lines).join('\n');

  return {
    command,
    output: () => output,
    tail,
    exited,
    /**
     * Resolves with the first match of `pattern` in the output; rejects when the command exits
     * first or `timeoutMs` passes, with the output's tail in the message.
     */
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return false;
          finish();
          resolve(match);
          return true;
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(`\`${command}\`: no ${pattern} within ${timeoutMs / 1000} s\n${tail()}`),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          watchers.delete(check);
        };
        if (check()) return;
        watchers.add(check);
        exited.then(({ code, signal }) => {
          if (check()) return;
          finish();
          reject(
            new Error(
              `\`${command}\` ended (${signal ?? `exit ${code}`}) before ${pattern}\n${tail()}`,
            ),
          );
        });
      });
    },
    /** Resolves with the exit code, or rejects after `timeoutMs`. */
    async waitForExit(timeoutMs) {
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`\`${command}\` still running after ${timeoutMs / 1000} s\n${tail()}`),
            ),
          timeoutMs,
        );
      });
      try {
        const { code } = await Promise.race([exited, timeout]);
        return code;
      } finally {
        clearTimeout(timer);
      }
    },
    /** Ctrl-C for the whole group, then SIGKILL after `graceMs`; resolves once it has exited. */
    async stop(graceMs = 5_000) {
      if (stopped) return exited;
      stopped = true;
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // Already gone.
        }
      };
      signalGroup('SIGINT');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      // Children that ignored the group's Ctrl-C (a detached grandchild) go too.
      signalGroup('SIGKILL');
      return result;
    },
  };
}
