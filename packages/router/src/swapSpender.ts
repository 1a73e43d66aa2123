// Which router a swap goes through, so which contract its input token is approved for (spec 000
// §4 approvals): the V2 router for V2 swaps, the V3 SwapRouter for V3 swaps, SwapRouter02 for
// trades split over routes or mixing v2 and v3 pools (issue #30 §2).
import { getChainInfo } from '@dex/chains';
import type { ProtocolVersion } from './swapUrl';

/** The router a swap is sent through: one protocol's own router, or SwapRouter02 for both. */
export type SwapRouterKind = ProtocolVersion | 'swapRouter02';

/** The router a swap of `via` goes through on a chain; null where it is not deployed. */
export function swapSpender(chainId: number, via: SwapRouterKind): string | null {
  const contracts = getChainInfo(chainId)?.contracts;
  if (via === 'swapRouter02') return contracts?.swapRouter02 ?? null;
  return (via === 'v2' ? contracts?.v2Router02 : contracts?.swapRouter) ?? null;
}
