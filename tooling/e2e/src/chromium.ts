// Debian's Chromium instead of Playwright's download (`playwright install` cannot reach its CDN here).
import type { LaunchOptions } from '@playwright/test';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Without the networking flags Chromium stalls at start-up on these machines (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  return {
    executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    headless: true,
    chromiumSandbox: false,
    args: [...CHROMIUM_ARGS],
  };
}
