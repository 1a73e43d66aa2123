// The local chains the devnet runs: the default one (31337, mainnet-like: ether, blocks mined on
// demand) and the fast one (31338: its own native currency and a block every 250 ms, like the
// rollups people trade on), each with the same contracts at the same addresses (the same deployer
// and nonces), seeded and cached apart. @dex/chains describes both (its devnet entries); the devnet
// test checks that the registry and these agree.
import { DEVNET_CHAIN_ID } from './anvil';

export interface DevnetChain {
  readonly chainId: number;
  /** What the position NFTs' descriptor calls the native currency (its bytes32 label). */
  readonly nativeCurrencyLabel: string;
  /** Interval mining: a block every this many ms; undefined mines each transaction on arrival. */
  readonly blockTimeMs?: number;
}

export const DEFAULT_DEVNET_CHAIN: DevnetChain = {
  chainId: DEVNET_CHAIN_ID,
  nativeCurrencyLabel: 'ETH',
};

export const FAST_DEVNET_CHAIN_ID = 31338;

export const FAST_DEVNET_CHAIN: DevnetChain = {
  chainId: FAST_DEVNET_CHAIN_ID,
  nativeCurrencyLabel: 'DEVPOL',
  blockTimeMs: 250,
};

/** Every devnet chain `pnpm dev` starts, the default first. */
export const DEVNET_CHAINS: readonly DevnetChain[] = [DEFAULT_DEVNET_CHAIN, FAST_DEVNET_CHAIN];

/**
 * The state cache's key for `chain`: the seed's key for the default chain (unchanged, so caches
 * stay warm), else suffixed with what shapes its state (chain id and native currency label).
 * The block time is not part of it: the cache is deployed on automine and mined on from there.
 */
export function chainStateKey(seedKey: string, chain: DevnetChain): string {
  if (chain.chainId === DEVNET_CHAIN_ID && chain.nativeCurrencyLabel === 'ETH') return seedKey;
  return `${seedKey}-chain-${chain.chainId}-${chain.nativeCurrencyLabel}`;
}
