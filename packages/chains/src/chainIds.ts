/**
 * Chain ids the registry knows: mainnet and the chains people trade on today (Optimism, Unichain,
 * Polygon PoS, Base, Arbitrum One), Sepolia, the devnet's two local chains, and Ropsten, Rinkeby, Görli and Kovan,
 * kept because the spec names them. Which of these an app offers is its choice (LIVE_CHAIN_IDS).
 * @spec 000 §9.1 Chains
 */
export const ChainId = {
  MAINNET: 1,
  OPTIMISM: 10,
  UNICHAIN: 130,
  POLYGON: 137,
  BASE: 8453,
  ARBITRUM_ONE: 42161,
  ROPSTEN: 3,
  RINKEBY: 4,
  GOERLI: 5,
  KOVAN: 42,
  SEPOLIA: 11155111,
  DEVNET: 31337,
  /** The devnet's second, fast chain (a block every 250 ms; tooling/devnet). */
  FAST_DEVNET: 31338,
} as const;

export type SupportedChainId = (typeof ChainId)[keyof typeof ChainId];

export const SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = Object.values(ChainId);

/**
 * The public networks a production app offers, in the order a network selector lists them:
 * mainnet, the chains people trade on today (Arbitrum One, Optimism, Base, Polygon PoS, Unichain)
 * and Sepolia. An app offering them keeps its stored state per chain (every store is keyed by
 * chain id). Ropsten (3), Rinkeby (4), Görli (5) and Kovan (42) are left out although the registry
 * keeps them (the spec names them): they were shut down between 2022 and 2024, so nothing can be
 * read from or sent to them, and their ids are free for others to take (42 is now LUKSO's mainnet,
 * where none of the registry's Kovan contracts exist). A wallet on any of them belongs on the
 * wrong-network view, not on a chain the app pretends to know. The devnet (31337) runs on the
 * developer's own machine: only devnet builds add it.
 */
export const LIVE_CHAIN_IDS: readonly SupportedChainId[] = [
  ChainId.MAINNET,
  ChainId.ARBITRUM_ONE,
  ChainId.OPTIMISM,
  ChainId.BASE,
  ChainId.POLYGON,
  ChainId.UNICHAIN,
  ChainId.SEPOLIA,
];

/** The spec's default network. Applications may choose their own default. */
export const DEFAULT_CHAIN_ID: SupportedChainId = ChainId.MAINNET;

export function isSupportedChainId(value: unknown): value is SupportedChainId {
  return typeof value === 'number' && (SUPPORTED_CHAIN_IDS as readonly number[]).includes(value);
}
