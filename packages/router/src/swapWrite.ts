// A trade turned into the calls a wallet sends, and the spec's explanation when none of them passes
// gas estimation (spec §7 "Swap", §8 gas-estimate messages). The sending itself is the app's write
// flow: estimate each call in order, send the first that passes with +10% gas.

import { type Eip1193Provider, type TransactionRequest, walletTransaction } from '@dex/primitives';
import type { Currency, TradeType } from '@uniswap/sdk-core';
import { Trade as V2Trade } from '@uniswap/v2-sdk';
import type { Trade as V3Trade } from '@uniswap/v3-sdk';
import { SwapGasEstimateError } from './errors';
import { buildV2SwapCalls, buildV3SwapCall, type V3SwapCallOptions } from './swapCalls';
import { SWAP_ERROR_MESSAGES, selectSwapCall } from './swapErrors';
import { replayFailedCall } from './swapExecution';
import type { AnyTrade } from './tradeMath';

/**
 * The calls that can execute `trade`, in order of preference: Router02's variants for a v2 trade
 * (`buildV2SwapCalls`), the one SwapRouter call for a v3 trade (with selfPermit when `permit` is
 * set; v2 ignores it).
 */
export function buildSwapCalls(trade: AnyTrade, options: V3SwapCallOptions): TransactionRequest[] {
  if (trade instanceof V2Trade) {
    const { permit: _ignored, ...v2Options } = options;
    return buildV2SwapCalls(trade as V2Trade<Currency, Currency, TradeType>, v2Options);
  }
  return [buildV3SwapCall(trade as V3Trade<Currency, Currency, TradeType>, options)];
}

/**
 * Every prepared swap call failed its gas estimate: each is replayed as a read (eth_call) to read
 * its revert reason, and the result is the spec's message for the first explainable failure, as a
 * `SwapGasEstimateError`.
 */
export async function explainSwapEstimateFailure(
  provider: Eip1193Provider,
  account: string,
  calls: readonly TransactionRequest[],
): Promise<SwapGasEstimateError> {
  const estimates = [];
  for (const call of calls) {
    estimates.push(await replayFailedCall(provider, walletTransaction(account, call)));
  }
  const selected = selectSwapCall(estimates);
  return new SwapGasEstimateError(
    'error' in selected ? selected.error : SWAP_ERROR_MESSAGES.couldNotEstimate,
  );
}
