// Which router a swap goes through, so which contract its input token is approved for (spec 000
// §4 approvals): the V2 router for V2 swaps, the V3 SwapRouter otherwise.
import { getChainInfo } from '@dex/chains';
import type { ProtocolVersion } from './swapUrl';

/** The router a swap of `version` goes through on a chain; null where it is not deployed. */
export function swapSpender(chainId: number, version: ProtocolVersion): string | null {
  const contracts = getChainInfo(chainId)?.contracts;
  return (version === 'v2' ? contracts?.v2Router02 : contracts?.swapRouter) ?? null;
}
