// Spec §5 "Invalid recipient": a swap's output may not go to the chain's routers or factories, nor
// to anything on the trade's path (its tokens, its pairs and pools), where tokens sent are lost.
import type { ChainInfo, ContractName } from '@dex/chains';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import { ZeroAddress } from 'ethers';
import { type AnyTrade, isSplitTrade, isV2Trade } from './tradeMath';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

/** Uniswap's first v2 router on mainnet (deprecated; tokens sent to it are lost). */
export const V2_ROUTER01_ADDRESS = '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a';

/** The chain's contracts that keep whatever tokens reach them: routers, factories and managers. */
const TOKEN_SINKS: readonly ContractName[] = [
  'v2Router02',
  'sushiRouter',
  'swapRouter',
  'swapRouter02',
  'v2Factory',
  'sushiFactory',
  'v3Factory',
  'nonfungiblePositionManager',
  'v3Migrator',
];

/** What the rule needs of a chain (a `ChainInfo` from `@dex/chains` has it all). */
export type RecipientRuleChain = Pick<ChainInfo, 'contracts' | 'factories' | 'wrappedNativeToken'>;

/**
 * Every address that must not receive a swap's output on `chain`, lowercased: the zero address,
 * v2 Router01, the chain's routers (v2 Router02, v3 SwapRouter and SwapRouter02, Sushi's),
 * factories, the position manager and migrator, the wrapped native token, and for `trade` its
 * tokens and its pair or pool contracts (every route of a split one), derived from the chain's own factories and init code
 * hashes (the SDKs' helpers assume mainnet's).
 */
export function forbiddenRecipients(
  chain: RecipientRuleChain,
  trade: AnyTrade | null = null,
): ReadonlySet<string> {
  const addresses: string[] = [ZeroAddress, V2_ROUTER01_ADDRESS, chain.wrappedNativeToken.address];
  for (const name of TOKEN_SINKS) {
    const address = chain.contracts[name];
    if (address) addresses.push(address);
  }
  const v2Factory = chain.factories.uniswapV2;
  const v3Factory = chain.factories.uniswapV3;
  // Every route's tokens, and its pairs' and pools' contracts from this chain's factories.
  const addRoute = (path: readonly Token[], pools: ReadonlyArray<Pair | Pool>) => {
    addresses.push(...path.map((token) => token.address));
    for (const pool of pools) {
      if ('tickSpacing' in pool) {
        if (v3Factory) {
          addresses.push(computeV3PoolAddress(v3Factory, pool.token0, pool.token1, pool.fee));
        }
      } else if (v2Factory) {
        addresses.push(computeV2PairAddress(v2Factory, pool.token0, pool.token1));
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
  return new Set(addresses.map((address) => address.toLowerCase()));
}
