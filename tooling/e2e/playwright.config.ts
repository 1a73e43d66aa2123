import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

// Each worker starts its own devnet, proxy and app build (src/environment.ts) and resets its chain
// with snapshots around each test, so workers never share state. Three by default, one more than
// the cores of the machines we measure on: alone, a journey keeps about 0.8 of a core busy (the rest
// of its time it waits on the chain, the page's timers and Playwright's polling), so two workers
// left a fifth of two cores idle. Measured on two cores with the headless shell, all 243 journeys:
// 318 s with two workers (85 % of the CPU used), 250-258 s with three (93 %, none flaky), 300 s
// with four (99 %, the contention cost more than it filled, and one flaky). E2E_WORKERS=1 runs one.
// Files are not split across workers: tests in a file run in order.
// One retry: a journey drives a real browser against a real chain on a shared two-core machine, and
// across ~200 of them one occasionally loses a race with the machine rather than with the app. A
// journey that fails twice fails the run; one that passes only on its retry is still a bug to fix,
// and `pnpm test` names it under "Flaky" above the totals (tooling/scripts/test-reports.mjs).
/** The journey files that set a worker option (`endpoint`: src/fixtures.ts; `defaultChainId` is the benchmarks'). */
const OWN_WORKER_JOURNEYS = ['**/public-endpoint*.spec.ts'];

export default defineConfig({
  projects: [
    // Journeys whose worker needs a chain or endpoint of its own (a worker option, so a devnet and
    // an app build of their own) go first, on one worker, while the others start on the rest.
    // Playwright runs the files of each worker setup together, in the order the setups first
    // appear: left to the end, their builds kept one worker busy while the other sat idle; on both
    // workers at once, one waited for the other's build of the same app.
    {
      name: 'journeys on their own chain',
      testDir: './journeys',
      testMatch: OWN_WORKER_JOURNEYS,
      workers: 1,
    },
    // Tests of the harness itself (the injected wallet, the RPC proxy, the devnet snapshots), kept
    // out of the product's totals by `pnpm test`.
    { name: 'harness', testDir: '.', testMatch: ['src/**/*.test.ts', 'harness/**/*.spec.ts'] },
    {
      name: 'journeys',
      testDir: './journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: OWN_WORKER_JOURNEYS,
    },
  ],
  outputDir: './.test-results/artifacts',
  // The run's app build cache: workers with the same build options share one build.
  globalSetup: './src/globalSetup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: Boolean(process.env.CI),
  // The long journeys (axe on a dozen states) need the room on a loaded machine. Each expectation
  // still waits at most 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps a final screenshot; with E2E_TRACE=1 also its trace (DOM snapshots of
    // every step). Tracing is off by default: it is recorded through every passing journey to be
    // kept only on failure, and cost about an eighth of the journeys' CPU and time (measured on
    // swap-more: 105 -> 93 CPU-s, 101 -> 88 s), while CI shows only the log.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false }
      : 'off',
    screenshot: 'only-on-failure',
  },
});
