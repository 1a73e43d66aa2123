// Debian's Chromium instead of Playwright's download (`playwright install` cannot reach its CDN here).
// `pnpm test` always passes CHROMIUM_PATH (tooling/scripts/prerequisites.mjs chooses and installs
// it); a journey run on its own falls back to Debian's headless shell, the lighter build, else
// Debian's chromium.
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS } from '@dex-tooling/config/chromium';
import type { LaunchOptions } from '@playwright/test';

export const DEFAULT_CHROMIUM_PATH = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  return {
    executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    headless: true,
    chromiumSandbox: false,
    args: [...CHROMIUM_ARGS],
  };
}
