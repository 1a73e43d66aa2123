import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

// Each worker starts its own devnet, proxy and app build (src/environment.ts) and resets its chain
// with snapshots around each test, so workers never share state. Two by default: the journeys wait
// on the browser and the chain more than they compute, so two overlap well on our two cores
// (E2E_WORKERS overrides). Files are not split across workers: tests in a file run in order.
// No retries: a flaky journey is a bug to fix.
export default defineConfig({
  projects: [
    // Tests of the harness itself (the injected wallet, the RPC proxy, the devnet snapshots), kept
    // out of the product's totals by `pnpm test`.
    { name: 'harness', testDir: '.', testMatch: ['src/**/*.test.ts', 'harness/**/*.spec.ts'] },
    { name: 'journeys', testDir: './journeys', testMatch: '**/*.spec.ts' },
  ],
  outputDir: './.test-results/artifacts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two workers share two cores; the long journeys (axe on a dozen states) need the room. Each
  // expectation still waits at most 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
