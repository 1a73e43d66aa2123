// A trade turned into the calls a wallet sends, and the spec's explanation when none of them passes
// gas estimation (spec §7 "Swap", §8 gas-estimate messages). The sending itself is the app's write
// flow: estimate each call in order, send the first that passes with +10% gas.

import { type SignedPermit, toPermitOptions } from '@dex/approvals';
import { type Eip1193Provider, type TransactionRequest, walletTransaction } from '@dex/primitives';
import { computeSwapDeadline } from '@dex/write';
import { InvalidRecipientError, SwapGasEstimateError } from './errors';
import { type RecipientRuleChain, recipientRefusal } from './recipients';
import { buildV2SwapCalls, buildV3SwapCall, type SwapCallOptions } from './swapCalls';
import { SWAP_ERROR_MESSAGES, selectSwapCall } from './swapErrors';
import { replayFailedCall } from './swapExecution';
import { buildSwapRouter02Call } from './swapRouter02';
import { type AnyTrade, isSplitTrade, isV2Trade } from './tradeMath';

export interface SwapCallsOptions extends SwapCallOptions {
  /**
   * A permit of the input token signed for the trade's router (SwapRouter for a v3 trade,
   * SwapRouter02 for a split one), sent as selfPermit before the swap; a v2 trade ignores it.
   */
  readonly permit?: SignedPermit | null;
}

/**
 * The calls that can execute `trade`, in order of preference: Router02's variants for a v2 trade
 * (`buildV2SwapCalls`), the one SwapRouter call for a v3 trade, the one SwapRouter02 multicall
 * for a split or mixed one (`buildSwapRouter02Call`). `routerAddress` is the trade's router
 * (`swapSpender` of `tradeRouterKind(trade)`).
 */
export function buildSwapCalls(trade: AnyTrade, options: SwapCallsOptions): TransactionRequest[] {
  const { permit, ...common } = options;
  if (isV2Trade(trade)) return buildV2SwapCalls(trade, common);
  if (isSplitTrade(trade)) return [buildSwapRouter02Call(trade, { ...common, permit })];
  return [
    buildV3SwapCall(trade, { ...common, ...(permit ? { permit: toPermitOptions(permit) } : {}) }),
  ];
}

export interface ReviewedSwapOptions extends Omit<SwapCallsOptions, 'deadline'> {
  /** The chain's registry entry (where tokens would be lost); undefined refuses any recipient. */
  readonly chain: RecipientRuleChain | undefined;
  /** The chain's latest block time in seconds: the deadline and a permit's validity count from it. */
  readonly chainTime: bigint;
  /** The user's deadline setting in seconds. */
  readonly deadlineSeconds: number;
}

/**
 * The calls of the swap the user reviewed: refused with InvalidRecipientError for a recipient
 * where the tokens would be lost (spec §5), the deadline on the chain's clock, and a signed permit
 * sent only while it lasts past the chain's time.
 * @spec 000 §5.14 Swap execution
 */
export function reviewedSwapCalls(
  trade: AnyTrade,
  options: ReviewedSwapOptions,
): TransactionRequest[] {
  const { chain, chainTime, deadlineSeconds, permit, ...common } = options;
  if (options.recipient) {
    if (!chain) throw new InvalidRecipientError();
    const refusal = recipientRefusal(options.recipient, chain, trade);
    if (refusal) throw new InvalidRecipientError(refusal);
  }
  return buildSwapCalls(trade, {
    ...common,
    deadline: computeSwapDeadline(chainTime, deadlineSeconds),
    ...(permit && permit.deadline > chainTime ? { permit } : {}),
  });
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
