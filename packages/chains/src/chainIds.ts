/** Chain ids the registry knows. Ropsten, Rinkeby, Görli and Kovan are kept because the spec names them. */
export const ChainId = {
  MAINNET: 1,
  ROPSTEN: 3,
  RINKEBY: 4,
  GOERLI: 5,
  KOVAN: 42,
  SEPOLIA: 11155111,
  DEVNET: 31337,
} as const;

export type SupportedChainId = (typeof ChainId)[keyof typeof ChainId];

export const SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = Object.values(ChainId);

/** The spec's default network. Applications may choose their own default. */
export const DEFAULT_CHAIN_ID: SupportedChainId = ChainId.MAINNET;

export function isSupportedChainId(value: unknown): value is SupportedChainId {
  return typeof value === 'number' && (SUPPORTED_CHAIN_IDS as readonly number[]).includes(value);
}
