// What global setup started, handed to the test workers. Workers are separate processes that inherit
// the runner's environment, so setup writes one JSON file and names it in E2E_HARNESS_FILE.
import { readFileSync } from 'node:fs';
import type { Deployment } from '@dex-tooling/devnet';

export const HARNESS_FILE_ENV = 'E2E_HARNESS_FILE';

export interface HarnessState {
  chainId: number;
  rpcUrl: string;
  /** The app's read RPC: the proxy in front of rpcUrl (see rpcProxy.ts). */
  readRpcUrl: string;
  servicesUrl: string | undefined;
  /** Where `vite preview` serves the app built against this devnet. */
  baseURL: string;
  deployment: Deployment;
}

export function readHarnessState(env: NodeJS.ProcessEnv = process.env): HarnessState {
  const file = env[HARNESS_FILE_ENV];
  if (!file) {
    throw new Error(
      `${HARNESS_FILE_ENV} is not set: run the journeys through \`pnpm --filter @dex-tooling/e2e e2e\` so global setup starts the devnet and the app.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as HarnessState;
}
