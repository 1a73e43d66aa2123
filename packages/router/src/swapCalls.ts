import type { TransactionRequest } from '@dex/primitives';
import { type Currency, type Percent, TradeType } from '@uniswap/sdk-core';
import { Router, type Trade as V2Trade } from '@uniswap/v2-sdk';
import { type PermitOptions, SwapRouter, type Trade as V3Trade } from '@uniswap/v3-sdk';
import { getAddress, Interface, isAddress } from 'ethers';
import { InvalidRecipientError } from './errors';
import { slippageToPercent } from './tradeMath';

/** SwapRouter's (v3, not 02) multicall and refund, to end an ETH-paid exact-input swap with refundETH. */
const SWAP_ROUTER_INTERFACE = new Interface([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function refundETH() payable',
]);

const ROUTER02_INTERFACE = new Interface([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);

/**
 * Where the output goes: `recipient` when set (a checksummed address; throws
 * `InvalidRecipientError` otherwise), else the sending account.
 */
export function resolveSwapRecipient(account: string, recipient?: string | null): string {
  if (recipient === undefined || recipient === null) return getAddress(account);
  if (!isAddress(recipient)) throw new InvalidRecipientError();
  return getAddress(recipient);
}

export interface SwapCallOptions {
  /** The router contract (Router02 for v2, SwapRouter for v3). */
  readonly routerAddress: string;
  /** The sending account; receives the output unless `recipient` is set. */
  readonly account: string;
  readonly recipient?: string | null;
  /** Slippage tolerance in basis points (0 to 10000). */
  readonly allowedSlippageBips: number;
  /** Unix seconds, e.g. from `computeSwapDeadline`. */
  readonly deadline: bigint;
}

/** A prepared swap and the Router02 method it calls (for logs and error reports). */
export interface V2SwapCall extends TransactionRequest {
  readonly methodName: string;
}

/**
 * The Router02 calls that can execute a v2 trade, in order of preference: the plain swap, then
 * (for exact input) the variant supporting fee-on-transfer tokens. The app estimates gas for each
 * and sends the first that passes. Native input sets `value`; native output uses the ETH methods.
 * @spec 001 §7.9 Swap calldata for V2 (with and
 */
export function buildV2SwapCalls(
  trade: V2Trade<Currency, Currency, TradeType>,
  options: SwapCallOptions,
): V2SwapCall[] {
  const recipient = resolveSwapRecipient(options.account, options.recipient);
  const allowedSlippage: Percent = slippageToPercent(options.allowedSlippageBips);
  const variants = trade.tradeType === TradeType.EXACT_INPUT ? [false, true] : [false];
  return variants.map((feeOnTransfer) => {
    const { methodName, args, value } = Router.swapCallParameters(trade, {
      allowedSlippage,
      recipient,
      deadline: Number(options.deadline),
      feeOnTransfer,
    });
    return {
      address: getAddress(options.routerAddress),
      methodName,
      callData: ROUTER02_INTERFACE.encodeFunctionData(methodName, args).toLowerCase(),
      value: BigInt(value),
    };
  });
}

export interface V3SwapCallOptions extends SwapCallOptions {
  /** An EIP-2612 or DAI-style permit signature for the input token (selfPermit before the swap). */
  readonly permit?: PermitOptions;
}

export type { PermitOptions };

/**
 * The SwapRouter call for a v3 trade: exactInputSingle/exactInput or exactOutputSingle/
 * exactOutput, wrapped in a multicall with refundETH (native input, exact input or output) or
 * unwrapWETH9 (native output) where needed, plus selfPermit when a permit is given.
 */
export function buildV3SwapCall(
  trade: V3Trade<Currency, Currency, TradeType>,
  options: V3SwapCallOptions,
): TransactionRequest {
  const recipient = resolveSwapRecipient(options.account, options.recipient);
  const { calldata, value } = SwapRouter.swapCallParameters(trade, {
    slippageTolerance: slippageToPercent(options.allowedSlippageBips),
    recipient,
    deadline: options.deadline.toString(),
    ...(options.permit ? { inputTokenPermit: options.permit } : {}),
  });
  return {
    address: getAddress(options.routerAddress),
    callData: (trade.inputAmount.currency.isNative && trade.tradeType === TradeType.EXACT_INPUT
      ? withRefundETH(calldata)
      : calldata
    ).toLowerCase(),
    value: BigInt(value),
  };
}

/**
 * `calldata` (one SwapRouter call or a multicall) followed by refundETH. The SDK refunds ETH only
 * for exact output, but an exact-input swap stops where its pools' liquidity runs out (the Quoter
 * quotes that partial fill): the ETH it did not spend would stay in the router for anyone to take.
 */
function withRefundETH(calldata: string): string {
  const multicall = SWAP_ROUTER_INTERFACE.getFunction('multicall');
  const calls: string[] =
    multicall && calldata.toLowerCase().startsWith(multicall.selector)
      ? [...SWAP_ROUTER_INTERFACE.decodeFunctionData(multicall, calldata)[0]]
      : [calldata];
  return SWAP_ROUTER_INTERFACE.encodeFunctionData('multicall', [
    [...calls, SWAP_ROUTER_INTERFACE.encodeFunctionData('refundETH', [])],
  ]);
}
