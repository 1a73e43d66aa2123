// What a worker's journey environment (environment.ts) offers its tests.
import type { Deployment, EndpointProfileName } from '@dex-tooling/devnet';

export interface HarnessState {
  chainId: number;
  rpcUrl: string;
  /**
   * The app's read RPC: the proxy in front of rpcUrl (rpcProxy.ts), or with `endpoint` the
   * provider-shaped proxy (@dex-tooling/devnet's startProviderProxy).
   */
  readRpcUrl: string;
  /** The public endpoint's profile the app reads through, on the long-history devnet; undefined: the default devnet. */
  endpoint: EndpointProfileName | undefined;
  servicesUrl: string | undefined;
  /** Where `vite preview` serves the app built against this devnet. */
  baseURL: string;
  deployment: Deployment;
  /**
   * The devnet's fast chain (31338, a block every 250 ms), started beside the default devnet and
   * read by the app through its own fault proxy; undefined with `endpoint` (one mainnet-shaped chain).
   */
  fastChain: FastChainState | undefined;
}

export interface FastChainState {
  chainId: number;
  /** The node itself (tests, the wallet). */
  rpcUrl: string;
  /** The app's read RPC for the chain: the journeys' RPC proxy in front of rpcUrl. */
  readRpcUrl: string;
  deployment: Deployment;
}
