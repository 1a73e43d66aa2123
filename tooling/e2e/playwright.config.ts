import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

// One worker: the journeys share one devnet and reset it with snapshots, which parallel tests would
// trample; the CI machines have two cores anyway. No retries: a flaky journey is a bug to fix.
export default defineConfig({
  projects: [
    // Tests of the harness itself (the injected wallet, the RPC proxy, the devnet snapshots), kept
    // out of the product's totals by `pnpm test`.
    { name: 'harness', testDir: '.', testMatch: ['src/**/*.test.ts', 'harness/**/*.spec.ts'] },
    { name: 'journeys', testDir: './journeys', testMatch: '**/*.spec.ts' },
  ],
  globalSetup: './src/globalSetup.ts',
  outputDir: './.test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
