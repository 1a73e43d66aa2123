// How far each documented command is run from the clean clone to count as working. A command's
// probe starts it as a user would and waits for what a user waits for: a server's ready line, a
// one-shot command's exit, a long run's first result. A command no probe names is run to its end
// (it must exit 0 within DEFAULT_EXIT_MS), so a command added to a table later is still checked.
import assert from 'node:assert/strict';

const DEVNET_READY = /Devnet ready/;
const SECOND = 1000;
export const DEFAULT_EXIT_MS = 240 * SECOND;

/** GET `url`; resolves with the response's status and text. */
async function get(url) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** Runs `command` while `ctx` keeps a `pnpm devnet` (of `devnetCommand`) up, then stops both. */
async function withDevnet(ctx, devnetCommand, body) {
  const devnet = ctx.start(devnetCommand);
  try {
    await devnet.waitFor(DEVNET_READY, 180 * SECOND);
    return await body(devnet);
  } finally {
    await devnet.stop();
  }
}

/** Runs to exit; fails unless it exits 0 and, if given, printed `expected`. */
async function runToExit(ctx, command, { expected, timeoutMs = DEFAULT_EXIT_MS } = {}) {
  const run = ctx.start(command);
  try {
    const code = await run.waitForExit(timeoutMs);
    assert.equal(code, 0, `\`${command}\` exited ${code}\n${run.tail()}`);
    if (expected) assert.match(run.output(), expected, run.tail());
  } finally {
    await run.stop();
  }
}

/**
 * A long run (a whole build, every benchmark, every journey) is checked to its first result: it
 * must reach `pattern` without failing, then it is stopped.
 */
async function runToFirstResult(ctx, command, pattern, timeoutMs) {
  const run = ctx.start(command);
  try {
    await run.waitFor(pattern, timeoutMs);
    assert.doesNotMatch(run.output(), /ERR_MODULE_NOT_FOUND|Failed to resolve entry/, run.tail());
  } finally {
    await run.stop();
  }
}

/**
 * A run too long to wait for (every benchmark, the whole build) is checked for start-up: it must
 * not fail within `ms` (a missing build or module fails within seconds); then it is stopped.
 */
async function runsWithoutFailing(ctx, command, ms) {
  const run = ctx.start(command);
  try {
    const ended = await Promise.race([
      run.exited,
      new Promise((resolve) => setTimeout(resolve, ms, undefined)),
    ]);
    if (ended) assert.equal(ended.code, 0, `\`${command}\` exited ${ended.code}\n${run.tail()}`);
    assert.doesNotMatch(
      run.output(),
      /ERROR {2}command|ERR_MODULE_NOT_FOUND|Failed to resolve/,
      run.tail(),
    );
  } finally {
    await run.stop();
  }
}

export const PROBES = {
  'pnpm devnet': (ctx) => withDevnet(ctx, 'pnpm devnet', async () => {}),
  'pnpm devnet -- --long-history': (ctx) =>
    withDevnet(ctx, 'pnpm devnet -- --long-history', async (devnet) => {
      await devnet.waitFor(/Long history: governor deployed at block 2000\d{4}/, 10 * SECOND);
    }),
  'pnpm devnet -- --endpoint strict': (ctx) =>
    withDevnet(ctx, 'pnpm devnet -- --endpoint strict', async () => {}),
  'pnpm devnet:tools mine': (ctx) =>
    withDevnet(ctx, 'pnpm devnet', () =>
      runToExit(ctx, 'pnpm devnet:tools mine', {
        expected: /Mined 1 block/,
        timeoutMs: 60 * SECOND,
      }),
    ),
  // The app for the mainnet-shaped devnet: the path is the one `--long-history` prints.
  'pnpm --filter @dex/web exec vite --config <printed path>': (ctx) =>
    withDevnet(ctx, 'pnpm devnet -- --long-history', async (devnet) => {
      const [, path] = await devnet.waitFor(/exec vite --config (\S+)/, 10 * SECOND);
      const vite = ctx.start(`pnpm --filter @dex/web exec vite --config ${path}`);
      try {
        await vite.waitFor(new RegExp(`127\\.0\\.0\\.1:${ctx.ports.web}/`), 60 * SECOND);
        const page = await get(`http://127.0.0.1:${ctx.ports.web}/`);
        assert.equal(page.status, 200);
        assert.match(page.text, /<div id="root">/);
      } finally {
        await vite.stop();
      }
    }),
  'pnpm storybook': async (ctx) => {
    const storybook = ctx.start('pnpm storybook');
    try {
      await storybook.waitFor(/Storybook ready/, 120 * SECOND);
      const index = await get(`http://127.0.0.1:${ctx.ports.storybook}/index.json`);
      assert.equal(index.status, 200);
      assert.ok(Object.keys(JSON.parse(index.text).entries ?? {}).length > 0, 'no stories indexed');
    } finally {
      await storybook.stop();
    }
  },
  // One worker. Its ready line comes once the worker's devnet, RPC proxy and app build are up and
  // the app is served, right before its first journey: what a clean clone could lack.
  'pnpm e2e': (ctx) =>
    runToFirstResult(ctx, 'E2E_WORKERS=1 pnpm e2e', /\[e2e\] apps\/web served at/, 300 * SECOND),
  // Every package's benchmark starts at once (turbo runs up to ten tasks together); one that needs
  // a build fails as it loads its modules, within seconds. Longer windows only ran benchmarks: the
  // clean-clone stage is CPU-bound, and 20 s windows cost it 10 s.
  'pnpm bench': (ctx) => runsWithoutFailing(ctx, 'pnpm bench', 10 * SECOND),
  // Up to the first package built after one it depends on: turbo starts @dex/chains only once
  // @dex/primitives is built, declared and passed publint.
  'pnpm build': (ctx) => runToFirstResult(ctx, 'pnpm build', /@dex\/chains:build: /, 120 * SECOND),
  'pnpm changeset': async (ctx) => {
    const changeset = ctx.start('pnpm changeset');
    try {
      await changeset.waitFor(/Which packages would you like to include/, 60 * SECOND);
    } finally {
      await changeset.stop();
    }
  },
};

/**
 * Commands that write the packages' dist/: they run last, alone, so that no other command runs on
 * a tree where a build it forgot to ask for has already happened.
 */
const BUILDS_PACKAGES = ['pnpm build'];

/**
 * How the documented `commands` run after command 1: `pooled` two at a time, in the documents'
 * order, then `last`, one at a time.
 */
export function probeOrder(commands) {
  const last = BUILDS_PACKAGES.filter((command) => commands.includes(command));
  return { pooled: commands.filter((command) => !last.includes(command)), last };
}

/** Whether `command`'s probe runs it to its end (exit 0), rather than to a ready line or a window. */
export function runsToItsEnd(command) {
  return !Object.hasOwn(PROBES, command);
}

/** The probe of `command`, or running it to its end for a command no probe names. */
export function probeFor(command) {
  return runsToItsEnd(command) ? (ctx) => runToExit(ctx, command) : PROBES[command];
}
