// Building and sending the swap page's transactions through the connected wallet: swap (v2 Router02
// or v3 SwapRouter, via @dex/router), approve (max, else exact) and wrap/unwrap. Pure of React.
import { prepareApproval } from '@dex/approvals';
import {
  type AnyTrade,
  buildV2SwapCalls,
  buildV3SwapCall,
  computeSwapDeadline,
  type Eip1193Requester,
  type PermitOptions,
  sendSwap,
} from '@dex/router';
import type { Currency } from '@uniswap/sdk-core';
import { Trade as V2Trade } from '@uniswap/v2-sdk';
import { Interface } from 'ethers';
import { WrapType } from './swapButton';

export interface SwapExecutionContext {
  /** The connected wallet (sends and estimates). */
  readonly wallet: Eip1193Requester;
  readonly account: string;
  /** Unix seconds of the latest block: the deadline counts from chain time, not the wall clock. */
  readonly latestBlockTimestamp: bigint;
}

/** Sends the trade's swap; resolves with the hash. Errors are @dex/router's typed swap errors. */
export async function executeSwap(
  trade: AnyTrade,
  context: SwapExecutionContext,
  options: {
    readonly routerAddress: string;
    readonly slippageBips: number;
    readonly deadlineSeconds: number;
    readonly recipient: string | null;
    /** A signed permit for the input token (v3 only): selfPermit before the swap. */
    readonly permit?: PermitOptions;
  },
): Promise<string> {
  const callOptions = {
    routerAddress: options.routerAddress,
    account: context.account,
    recipient: options.recipient,
    allowedSlippageBips: options.slippageBips,
    deadline: computeSwapDeadline(context.latestBlockTimestamp, options.deadlineSeconds),
  };
  const calls =
    trade instanceof V2Trade
      ? buildV2SwapCalls(trade, callOptions)
      : [
          buildV3SwapCall(trade, {
            ...callOptions,
            ...(options.permit ? { permit: options.permit } : {}),
          }),
        ];
  const { hash } = await sendSwap({ provider: context.wallet, account: context.account, calls });
  return hash;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

/** eth_estimateGas through the wallet, as a bigint. */
export function walletGasEstimator(wallet: Eip1193Requester) {
  return async (transaction: { from: string; to: string; data: string; value?: bigint }) => {
    const { value, ...rest } = transaction;
    const result = await wallet.request({
      method: 'eth_estimateGas',
      params: [{ ...rest, ...(value ? { value: hex(value) } : {}) }],
    });
    return BigInt(result as string);
  };
}

/** The approve transaction for the swap's router: unlimited when it estimates, else exact. */
export function prepareSwapApproval(
  wallet: Eip1193Requester,
  options: { account: string; token: string; spender: string; amount: bigint },
) {
  return prepareApproval(options, walletGasEstimator(wallet));
}

const WETH_INTERFACE = new Interface(['function deposit() payable', 'function withdraw(uint256)']);

/** WETH deposit (wrap, carrying the value) or withdraw (unwrap) of `amount`. */
export function wrapTransaction(
  wrapType: typeof WrapType.WRAP | typeof WrapType.UNWRAP,
  wrappedNative: Currency,
  amount: bigint,
): { to: string; data: string; value?: bigint } {
  const to = wrappedNative.wrapped.address;
  return wrapType === WrapType.WRAP
    ? { to, data: WETH_INTERFACE.encodeFunctionData('deposit'), value: amount }
    : { to, data: WETH_INTERFACE.encodeFunctionData('withdraw', [amount]) };
}
