// SwapRouter02's lens for mixed routes (issue #30 §2): MixedRouteQuoterV1 from
// @uniswap/swap-router-contracts quotes a path that mixes v2 pairs and v3 pools (exact input),
// over the devnet's own factories. SwapRouter02 and QuoterV2 are deployed with the core contracts;
// this one is deployed last, so every address deployed before it stays what it was.

import { artifacts } from './artifacts';
import type { DevnetClient } from './client';

export async function deployMixedRouteQuoterV1(
  client: DevnetClient,
  factories: { readonly v3Factory: string; readonly v2Factory: string; readonly weth9: string },
): Promise<string> {
  // constructor(address _factory (v3), address _factoryV2, address _WETH9)
  const quoter = await client.deploy(artifacts.MixedRouteQuoterV1, [
    factories.v3Factory,
    factories.v2Factory,
    factories.weth9,
  ]);
  return quoter.target as string;
}
