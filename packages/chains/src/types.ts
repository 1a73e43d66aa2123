import type { Address } from '@dex/primitives';

/** A 20-byte hex address (from @dex/primitives). Registry values are always EIP-55 checksummed. */
export type { Address };

/** A 32-byte hex value, such as a factory's pair/pool init code hash. */
export type Hash = `0x${string}`;

// @spec 000 §3.1 Token
/** An ERC-20 token as plain data, so any SDK or UI can wrap it. */
export interface Token {
  readonly chainId: number;
  readonly address: Address;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
}

/** The chain's own coin (not an ERC-20). */
export interface NativeCurrency {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/**
 * A factory that deploys pairs or pools with CREATE2. Pair and pool addresses are derived from
 * the factory address and the hash of the pair/pool creation code, which differ per deployment.
 */
export interface FactoryDeployment {
  readonly address: Address;
  readonly initCodeHash: Hash;
}

export type FactoryKind = 'uniswapV2' | 'sushiswap' | 'uniswapV3';

/** Every contract the front end may talk to; each is optional per chain. */
export const CONTRACT_NAMES = [
  'multicall',
  'v2Factory',
  'v2Router02',
  'sushiFactory',
  'sushiRouter',
  'v3Factory',
  'nonfungiblePositionManager',
  'swapRouter',
  'swapRouter02',
  'quoter',
  'quoterV2',
  // Quotes mixed v2 + v3 paths (exact input only), for SwapRouter02's mixed routes.
  'mixedRouteQuoterV1',
  'tickLens',
  'v3Migrator',
  'uni',
  'timelock',
  'governorAlpha',
  // GovernorBravo: where governance moved from GovernorAlpha in 2021 (mainnet, and the devnet).
  'governorBravo',
  'merkleDistributor',
  'stakingRewardsFactory',
  'ensRegistry',
  'ensPublicResolver',
  'ensReverseRegistrar',
  // Answers isArgentWallet(account): Argent smart-contract wallets cannot sign token permits.
  'argentWalletDetector',
] as const;

export type ContractName = (typeof CONTRACT_NAMES)[number];

export type ChainContracts = Readonly<Partial<Record<ContractName, Address>>>;

/**
 * The block a contract was deployed in, for contracts whose history is read from event logs (the
 * governor's ProposalCreated): a scan starts there instead of at block 0.
 */
export type DeploymentBlocks = Readonly<Partial<Record<ContractName, number>>>;

/**
 * Parts of the app that exist only where their contracts were deployed (mainnet, and the devnet
 * that mirrors it): elsewhere the app says so instead of showing an empty page.
 * - `governance`: proposals, votes and delegation (`uni`, `timelock`, `governorAlpha`);
 * - `claim`: the UNI airdrop claim (`uni`, `merkleDistributor`);
 * - `liquidityMining`: the V2 staking pools (`uni`, `stakingRewardsFactory`);
 * - `sushiMigration`: moving SushiSwap liquidity to V3 (`sushiFactory`, `v3Migrator`).
 */
export const CHAIN_FEATURES = ['governance', 'claim', 'liquidityMining', 'sushiMigration'] as const;

export type ChainFeature = (typeof CHAIN_FEATURES)[number];

/** URL prefixes; append a CID (IPFS) or a name (IPNS). Two each, tried in order. */
export interface ContentGateways {
  readonly ipfs: readonly [string, string];
  readonly ipns: readonly [string, string];
}

// @spec 000 §9.15 Base tokens
/** Token routing data for one chain. Keys of the maps are checksummed token addresses. */
export interface RoutingBases {
  /** Intermediate tokens every trade route may pass through. */
  readonly tradeBases: readonly Token[];
  /** For the listed token, routes may only use these bases (replaces `tradeBases` for it). */
  readonly customPairBases: Readonly<Record<Address, readonly Token[]>>;
  /** For the listed token, these base addresses must never be used as intermediates. */
  readonly excludedBases: Readonly<Record<Address, readonly Address[]>>;
  /** Shortcut tokens shown in the token selector (the UI adds the native currency itself). */
  readonly commonBases: readonly Token[];
}

export interface ChainInfo {
  readonly id: number;
  /** Display name; the header shows it on test networks. */
  readonly name: string;
  readonly isTestnet: boolean;
  readonly nativeCurrency: NativeCurrency;
  readonly wrappedNativeToken: Token;
  /**
   * The dollar stablecoin tokens are valued in (USD values, spec 000 §9); absent where the chain
   * has no stablecoin liquidity worth pricing against.
   */
  readonly usdStablecoin?: Token;
  /** Block explorer base URL without a trailing slash; absent where there is none (devnet). */
  readonly explorerUrl?: string;
  /** Public JSON-RPC endpoints; empty for networks that have been shut down. */
  readonly rpcUrls: readonly string[];
  /** The chain's real average time between blocks (0.25 on Arbitrum One); the minimum read interval derives from it. */
  readonly averageBlockTimeSeconds: number;
  /**
   * Set where `block.number` inside contracts is not this chain's block number. On Arbitrum One it
   * is (close to) the last Ethereum block the sequencer saw, so Multicall3's
   * `tryBlockAndAggregate` and `getBlockNumber` answer with an Ethereum block number, not the one
   * `eth_blockNumber` and newHeads give: a reader there must take the block from the node.
   */
  readonly contractBlockNumber?: 'l1';
  readonly gateways: ContentGateways;
  readonly contracts: ChainContracts;
  /** Deployment blocks of the contracts in `contracts` whose logs are scanned; absent: unknown (0). */
  readonly deploymentBlocks?: DeploymentBlocks;
  /** Derived from `contracts` plus each deployment's init code hash. */
  readonly factories: Readonly<Partial<Record<FactoryKind, FactoryDeployment>>>;
  readonly routing: RoutingBases;
  /** The mainnet-only parts of the app this chain has (see `CHAIN_FEATURES`); empty on most chains. */
  readonly features: readonly ChainFeature[];
}
