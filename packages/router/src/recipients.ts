// Spec §5 "Invalid recipient" (issue #38): a swap's output may not go where it is burned or
// stranded: the zero address, SwapRouter02's stand-in addresses, the precompiles, the chain's
// Uniswap contracts, and anything on the trade's path (its tokens, its pairs and pools).
import type { ChainInfo, ContractName } from '@dex/chains';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import type { RecipientRefusal } from './recipientRefusals';
import { type AnyTrade, isSplitTrade, isV2Trade } from './tradeMath';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

/** Uniswap's first v2 router on mainnet (deprecated; tokens sent to it are lost). */
export const V2_ROUTER01_ADDRESS = '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a';

/** SwapRouter02's `Constants.MSG_SENDER` and `Constants.ADDRESS_THIS`, as numbers. */
const ROUTER_STAND_INS: ReadonlySet<bigint> = new Set([1n, 2n]);
/** The low range reserved for precompiles (0x01-0x11 used today), and RIP-7212's P-256 at 0x100. */
const LAST_LOW_PRECOMPILE = 0xffn;
const P256_PRECOMPILE = 0x100n;

/** The chain's contracts that keep whatever tokens reach them. */
const PROTOCOL_CONTRACTS: readonly ContractName[] = [
  'v2Router02',
  'sushiRouter',
  'swapRouter',
  'swapRouter02',
  'v2Factory',
  'sushiFactory',
  'v3Factory',
  'nonfungiblePositionManager',
  'quoter',
  'quoterV2',
  'mixedRouteQuoterV1',
  'v3Migrator',
  'tickLens',
  'multicall',
];

/** What the rule needs of a chain (a `ChainInfo` from `@dex/chains` has it all). */
export type RecipientRuleChain = Pick<ChainInfo, 'contracts' | 'factories' | 'wrappedNativeToken'>;

const ADDRESS = /^0x[0-9a-f]{40}$/;

/**
 * Why `recipient` (an address, any case) must not receive a swap's output on `chain`, or null when
 * it may. Besides the fixed addresses (zero, stand-ins, precompiles) and the chain's contracts,
 * `trade` adds its tokens and its pair and pool contracts (every route of a split one), derived
 * from the chain's own factories and init code hashes (the SDKs' helpers assume mainnet's).
 */
export function recipientRefusal(
  recipient: string,
  chain: RecipientRuleChain,
  trade: AnyTrade | null = null,
): RecipientRefusal | null {
  const address = recipient.toLowerCase();
  if (ADDRESS.test(address)) {
    const value = BigInt(address);
    if (value === 0n) return 'zeroAddress';
    if (ROUTER_STAND_INS.has(value)) return 'routerStandIn';
    if (value <= LAST_LOW_PRECOMPILE || value === P256_PRECOMPILE) return 'precompile';
  }
  return listedRecipients(chain, trade).get(address) ?? null;
}

/** The chain's and the trade's refused addresses (lowercase), each with its reason. */
function listedRecipients(
  chain: RecipientRuleChain,
  trade: AnyTrade | null,
): ReadonlyMap<string, RecipientRefusal> {
  const listed = new Map<string, RecipientRefusal>();
  const add = (address: string, reason: RecipientRefusal) => {
    const key = address.toLowerCase();
    if (!listed.has(key)) listed.set(key, reason);
  };
  add(V2_ROUTER01_ADDRESS, 'protocolContract');
  for (const name of PROTOCOL_CONTRACTS) {
    const address = chain.contracts[name];
    if (address) add(address, 'protocolContract');
  }
  add(chain.wrappedNativeToken.address, 'tokenContract');
  const v2Factory = chain.factories.uniswapV2;
  const v3Factory = chain.factories.uniswapV3;
  const addRoute = (path: readonly Token[], pools: ReadonlyArray<Pair | Pool>) => {
    for (const token of path) add(token.address, 'tokenContract');
    for (const pool of pools) {
      if ('tickSpacing' in pool) {
        if (v3Factory) {
          add(computeV3PoolAddress(v3Factory, pool.token0, pool.token1, pool.fee), 'routePool');
        }
      } else if (v2Factory) {
        add(computeV2PairAddress(v2Factory, pool.token0, pool.token1), 'routePool');
      }
    }
  };
  if (!trade) {
    // Only the chain's own addresses.
  } else if (isV2Trade(trade)) {
    addRoute(trade.route.path, trade.route.pairs);
  } else if (isSplitTrade(trade)) {
    for (const split of trade.splits) addRoute(split.path, split.pools);
  } else {
    for (const { route } of trade.swaps) addRoute(route.tokenPath, route.pools);
  }
  return listed;
}
