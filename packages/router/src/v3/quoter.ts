import type { ContractCall } from '@dex/primitives';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { encodeRouteToPath, type Route } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';

const QUOTER_INTERFACE = new Interface([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn)',
]);

/** The packed path (token, fee, token, ...) of a route; reversed for exact output. */
export function encodeV3RoutePath(route: Route<Currency, Currency>, exactOutput: boolean): string {
  return encodeRouteToPath(route, exactOutput).toLowerCase();
}

// @spec 000 §7.22 Quoter
/** Quoter `quoteExactInput(path, amountIn)`; send with eth_call (the Quoter reverts internally). */
export function quoteExactInputCall(
  quoterAddress: string,
  route: Route<Currency, Currency>,
  amountIn: CurrencyAmount<Currency>,
): ContractCall {
  return {
    address: quoterAddress,
    callData: QUOTER_INTERFACE.encodeFunctionData('quoteExactInput', [
      encodeV3RoutePath(route, false),
      BigInt(amountIn.quotient.toString()),
    ]),
  };
}

/** Quoter `quoteExactOutput(path, amountOut)`, with the path from output to input. */
export function quoteExactOutputCall(
  quoterAddress: string,
  route: Route<Currency, Currency>,
  amountOut: CurrencyAmount<Currency>,
): ContractCall {
  return {
    address: quoterAddress,
    callData: QUOTER_INTERFACE.encodeFunctionData('quoteExactOutput', [
      encodeV3RoutePath(route, true),
      BigInt(amountOut.quotient.toString()),
    ]),
  };
}

/** The output amount answered by `quoteExactInput`. */
export function decodeQuoteExactInput(returnData: string): bigint {
  return BigInt(QUOTER_INTERFACE.decodeFunctionResult('quoteExactInput', returnData)[0]);
}

/** The input amount answered by `quoteExactOutput`. */
export function decodeQuoteExactOutput(returnData: string): bigint {
  return BigInt(QUOTER_INTERFACE.decodeFunctionResult('quoteExactOutput', returnData)[0]);
}
