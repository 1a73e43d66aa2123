// node --test, a check of the test harness (counted apart from the product's totals), run by
// `pnpm test` before anything in the working tree is built (run-tests.mjs): every command the
// documentation promises, run in one clone of the committed tree that has nothing built and no
// cache, as a newcomer would run it. README command 1 goes first, to a quote on /swap in Chromium.
// CLEAN_CLONE_REF=<commit> checks another commit (e.g. the parent of a fix, to see it fail).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '@dex-tooling/config/chromium';
import { chromium } from 'playwright-core';
import { findChromium } from '../prerequisites.mjs';
import { handOverDevnetCache, makeCleanClone, userEnvironment } from './cleanClone.mjs';
import { writeCloneResults } from './cloneResults.mjs';
import { numberedCommand, tableCommands } from './commands.mjs';
import { probeFor, probeOrder, runsToItsEnd } from './probes.mjs';
import { freePort, startCommand } from './processes.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SECOND = 1000;
/** Where the documentation keeps its command tables. */
const DOCUMENTS = ['README.md', 'tooling/devnet/README.md'];

const log = (line) => console.log(`# clean clone: ${line}`);
const baseEnv = userEnvironment(process.env, root);
const clone = makeCleanClone({ root, ref: process.env.CLEAN_CLONE_REF, env: baseEnv, log });
/** Commands run to their end that passed: `pnpm test` need not run their checks again (cloneResults.mjs). */
const completed = [];
after(() => {
  const results = join(fileURLToPath(new URL('.', import.meta.url)), '.test-results');
  mkdirSync(results, { recursive: true });
  writeCloneResults(results, { commit: clone.commit, completed });
  // `pnpm test` sets this: the checks that follow load the chains the clone deployed from nothing
  // instead of deploying them again (same commit, same state key; see handOverDevnetCache).
  const handOverTo = process.env.CLEAN_CLONE_DEVNET_CACHE_TO;
  if (handOverTo)
    log(
      `devnet states handed over: ${handOverDevnetCache(clone.dir, handOverTo).join(', ') || 'none'}`,
    );
  clone.remove();
});

const documentsIn = (dir) => [
  ...DOCUMENTS.filter((path) => existsSync(join(dir, path))),
  ...(existsSync(join(dir, 'docs'))
    ? readdirSync(join(dir, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : []),
];
const read = (path) => readFileSync(join(clone.dir, path), 'utf8');
const readme = read('README.md');
const commandOne = numberedCommand(readme, 1).own;
const documented = [
  ...new Set(documentsIn(clone.dir).flatMap((path) => tableCommands(read(path)))),
].filter((command) => command !== commandOne && command !== numberedCommand(readme, 2).own);

/** Free ports for everything a command may start, new for each command. */
async function freshPorts() {
  const [rpc, services, fast, web, storybook] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  return { rpc, services, fast, web, storybook };
}

/** What each probe gets: the clone, its ports, and a way to start commands there. */
function context(ports) {
  const env = {
    ...baseEnv,
    DEVNET_PORT: String(ports.rpc),
    DEVNET_SERVICES_PORT: String(ports.services),
    DEVNET_FAST_PORT: String(ports.fast),
    WEB_PORT: String(ports.web),
    STORYBOOK_PORT: String(ports.storybook),
    TURBO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  };
  const started = [];
  return {
    dir: clone.dir,
    ports,
    start(command) {
      const run = startCommand(command, { cwd: clone.dir, env });
      started.push(run);
      return run;
    },
    stopAll: () => Promise.all(started.map((run) => run.stop())),
  };
}

/** A test that runs `command`'s probe in the clone on ports of its own. */
function probeTest(command) {
  test(`\`${command}\` works from a clean clone`, async () => {
    const ctx = context(await freshPorts());
    try {
      await probeFor(command)(ctx);
      if (runsToItsEnd(command)) completed.push(command);
    } finally {
      await ctx.stopAll();
    }
  });
}

let browser;
before(async () => {
  const executablePath = process.env.CHROMIUM_PATH || findChromium();
  assert.ok(executablePath, 'no Chromium: run `pnpm test`, which installs it');
  browser = await chromium.launch({
    executablePath,
    headless: true,
    chromiumSandbox: false,
    args: [...CHROMIUM_ARGS],
  });
});
after(() => browser?.close());

test(`README command 1 (\`${commandOne}\`) brings up the devnet and the app, and /swap quotes 1 ETH in USDC`, async () => {
  const ctx = context(await freshPorts());
  try {
    const dev = ctx.start(commandOne);
    await dev.waitFor(/Devnet ready/, 180 * SECOND);
    await dev.waitFor(new RegExp(`127\\.0\\.0\\.1:${ctx.ports.web}/`), 60 * SECOND);
    const usdc = JSON.parse(read('tooling/devnet/deployment.json')).tokens.USDC.address;
    const page = await browser.newPage();
    await page.goto(
      `http://127.0.0.1:${ctx.ports.web}/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`,
    );
    const output = page.getByRole('textbox', { name: /^To\b/ });
    // The first visit compiles the app on demand: a cold dev server needs the time.
    await output.and(page.locator(':not([value=""])')).waitFor({ timeout: 120 * SECOND });
    const quoted = Number((await output.inputValue()).replace(/,/g, ''));
    assert.ok(quoted > 0, `no quote: "${await output.inputValue()}"\n${dev.tail()}`);
    await page.close();
  } finally {
    await ctx.stopAll();
  }
});

// Two at a time, after command 1 (which deploys the clone's devnet cache the devnet probes then
// load): most probes wait on a server or a fixed window, so a pair keeps both cores busy, and each
// has its own ports. More at once only makes the cold starts race for the cores. (Run beside
// command 1, the devnet-free commands slowed it as much as they gained.)
const { pooled, last } = probeOrder(documented);
describe('every documented command', { concurrency: 2 }, () => {
  for (const command of pooled) probeTest(command);
});
describe('then the documented commands that build packages, alone', () => {
  for (const command of last) probeTest(command);
});
