// The shape of the generated deployment file: every address, pool, position, proposal and claim
// the devnet creates, for the app, the tests and the demos.
import type { Claim } from './merkle';
import type { TokenKey, TokenKind } from './world';

export interface DeployedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  kind: TokenKind;
  /** Token-list memberships ("unsupported" = the unsupported-assets list; empty = on no list). */
  lists: readonly string[];
}

export interface DevnetContracts {
  weth9: string;
  multicall: string;
  v2Factory: string;
  v2Router02: string;
  sushiFactory: string;
  sushiRouter: string;
  v3Factory: string;
  nftDescriptorLibrary: string;
  nonfungibleTokenPositionDescriptor: string;
  nonfungiblePositionManager: string;
  swapRouter: string;
  swapRouter02: string;
  quoter: string;
  quoterV2: string;
  mixedRouteQuoterV1: string;
  tickLens: string;
  v3Migrator: string;
  uni: string;
  timelock: string;
  governorAlpha: string;
  /** DevGovernorBravo (contracts/DevGovernorBravo.sol): GovernorBravo's reads, votes and events. */
  governorBravo: string;
  merkleDistributor: string;
  stakingRewardsFactory: string;
  ensRegistry: string;
  ensPublicResolver: string;
  ensReverseRegistrar: string;
}

export type ProposalState =
  | 'Pending'
  | 'Active'
  | 'Canceled'
  | 'Defeated'
  | 'Succeeded'
  | 'Queued'
  | 'Expired'
  | 'Executed';

export interface Deployment {
  chainId: number;
  accounts: string[];
  contracts: DevnetContracts;
  /** The block each contract whose history is read from logs was deployed in. */
  deploymentBlocks: { governorAlpha: number; governorBravo: number };
  tokens: Record<TokenKey, DeployedToken>;
  v2Pairs: Array<{ exchange: 'uniswap' | 'sushi'; address: string; tokens: [TokenKey, TokenKey] }>;
  v3Pools: Array<{ address: string; tokens: [TokenKey, TokenKey]; fee: number }>;
  positions: Array<{
    tokenId: number;
    owner: string;
    pool: string;
    state: 'in-range' | 'out-of-range' | 'closed';
  }>;
  mining: Array<{ stakingToken: string; stakingRewards: string; state: 'active' | 'ended' }>;
  governance: {
    /** GovernorAlpha's, ids from 1. */
    proposals: Array<{ id: number; state: ProposalState; proposer: string; title: string }>;
    /** GovernorBravo's, ids continuing GovernorAlpha's (as Bravo's `_initiate` numbers them). */
    bravoProposals: Array<{ id: number; state: ProposalState; proposer: string; title: string }>;
  };
  airdrop: {
    token: string;
    merkleRoot: string;
    tokenTotal: string;
    claims: Record<string, Claim & { isSOCKS: boolean; isUser: boolean; isLP: boolean }>;
  };
  ens: {
    names: Record<string, string>;
    tokenListName: string;
    tokenListCid: string;
    tokenListContenthash: string;
  };
  /** The day of trades on one V3 pool's oracle, for the price-history chart (priceHistory.ts). */
  priceHistory: {
    pool: string;
    /** The account that traded. */
    trader: string;
    observationCardinality: number;
    trades: number;
    intervalSeconds: number;
    /** slot0 before the first trade and after the last (decimal string; the price the app shows). */
    sqrtPriceX96: string;
    tick: number;
  };
}
