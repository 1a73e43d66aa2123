import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
export default defineConfig({ testDir: '/work/main/tooling/e2e/src/bench', testMatch: 'profile-swap.tmp.ts', workers: 1, retries: 0, reporter: [['list']], use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() } });
