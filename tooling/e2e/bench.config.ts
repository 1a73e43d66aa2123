import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

// `pnpm bench` for the app against a public endpoint (src/bench/public-endpoint.bench.ts): one worker, one
// run, no retries; it starts its own environments (the long-history devnet, the provider-shaped
// proxy, an app build) and prints its figures.
export default defineConfig({
  testDir: './src/bench',
  testMatch: '*.bench.ts',
  outputDir: './.test-results/bench-artifacts',
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
