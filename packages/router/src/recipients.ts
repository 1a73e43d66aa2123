// Spec §5 "Invalid recipient": a swap's output may not go to the chain's routers or factories, nor
// to anything on the trade's path (its tokens, its pairs and pools), where tokens sent are lost.
import type { ChainInfo, ContractName } from '@dex/chains';
import { Trade as V2Trade } from '@uniswap/v2-sdk';
import { ZeroAddress } from 'ethers';
import type { AnyTrade } from './tradeMath';
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
 * tokens and its pair or pool contracts, derived from the chain's own factories and init code
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
  if (trade instanceof V2Trade) {
    addresses.push(...trade.route.path.map((token) => token.address));
    const factory = chain.factories.uniswapV2;
    if (factory) {
      for (const pair of trade.route.pairs) {
        addresses.push(computeV2PairAddress(factory, pair.token0, pair.token1));
      }
    }
  } else if (trade) {
    const factory = chain.factories.uniswapV3;
    for (const { route } of trade.swaps) {
      addresses.push(...route.tokenPath.map((token) => token.address));
      if (!factory) continue;
      for (const pool of route.pools) {
        addresses.push(computeV3PoolAddress(factory, pool.token0, pool.token1, pool.fee));
      }
    }
  }
  return new Set(addresses.map((address) => address.toLowerCase()));
}
