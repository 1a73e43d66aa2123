// What a worker's journey environment (environment.ts) offers its tests.
import type { Deployment } from '@dex-tooling/devnet';

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
