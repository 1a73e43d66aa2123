// Spec §5 "Invalid recipient": the recipient may not be one of the known router or factory
// addresses, nor anything on the trade's path (its tokens, and for v2 its pair contracts), where
// tokens sent would be lost.
import type { AnyTrade } from '@dex/router';
import { Trade as V2Trade } from '@uniswap/v2-sdk';

/** Uniswap's first v2 router on mainnet (deprecated; tokens sent to it are lost). */
export const V2_ROUTER01_ADDRESS = '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a';

export function forbiddenRecipients(
  contracts: { readonly v2Factory?: string; readonly v2Router02?: string },
  trade: AnyTrade | null,
): string[] {
  const known = [V2_ROUTER01_ADDRESS, contracts.v2Factory, contracts.v2Router02].filter(
    (address): address is string => typeof address === 'string',
  );
  if (!trade) return known;
  if (trade instanceof V2Trade) {
    return [
      ...known,
      ...trade.route.path.map((token) => token.address),
      ...trade.route.pairs.map((pair) => pair.liquidityToken.address),
    ];
  }
  return [
    ...known,
    ...trade.swaps.flatMap((swap) => swap.route.tokenPath.map((token) => token.address)),
  ];
}
