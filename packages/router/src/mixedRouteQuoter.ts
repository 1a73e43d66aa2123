// Quotes for mixed routes (v2 pairs and v3 pools in one path) from MixedRouteQuoterV1
// (`ChainInfo.contracts.mixedRouteQuoterV1`), the quoter SwapRouter02's mixed routes are priced
// with. Exact input only, as the contract and SwapRouter02's mixed routes are.

import type { ContractCall } from '@dex/primitives';
import { InvalidArgumentError } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { Pool } from '@uniswap/v3-sdk';
import { getAddress, Interface } from 'ethers';
import { isV3Pool, packPath } from './swapRouter02';

const MIXED_ROUTE_QUOTER_INTERFACE = new Interface([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] v3SqrtPriceX96AfterList, uint32[] v3InitializedTicksCrossedList, uint256 v3SwapGasEstimate)',
]);

/** The fee MixedRouteQuoterV1 reads as "this hop is a v2 pair" (the fee field's top bit). */
export const MIXED_ROUTE_V2_FEE_FLAG = 0x800000;

/** A route's tokens (input first) and its pairs and pools in trade order. */
export interface MixedRoute {
  readonly path: readonly Token[];
  readonly pools: ReadonlyArray<Pair | Pool>;
}

/** The packed path of a mixed route: each v2 hop carries `MIXED_ROUTE_V2_FEE_FLAG` as its fee. */
export function encodeMixedRoutePath(route: MixedRoute): string {
  if (route.pools.length === 0 || route.path.length !== route.pools.length + 1) {
    throw new InvalidArgumentError('A route needs one more token than pools');
  }
  return packPath(
    route.path.map((token) => token.address),
    route.pools.map((pool) => (isV3Pool(pool) ? pool.fee : MIXED_ROUTE_V2_FEE_FLAG)),
  ).toLowerCase();
}

/** MixedRouteQuoterV1 `quoteExactInput(path, amountIn)`; send with eth_call (it reverts internally per v3 hop). */
export function quoteMixedExactInputCall(
  quoterAddress: string,
  route: MixedRoute,
  amountIn: bigint,
): ContractCall {
  return {
    address: getAddress(quoterAddress),
    callData: MIXED_ROUTE_QUOTER_INTERFACE.encodeFunctionData('quoteExactInput', [
      encodeMixedRoutePath(route),
      amountIn,
    ]).toLowerCase(),
  };
}

/** The output amount of a `quoteMixedExactInputCall` answer. */
export function decodeMixedQuoteExactInput(returnData: string): bigint {
  return BigInt(
    MIXED_ROUTE_QUOTER_INTERFACE.decodeFunctionResult('quoteExactInput', returnData)[0],
  );
}
