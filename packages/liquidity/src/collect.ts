// Spec 001 §7 "Collect: tokenId, expected owed amounts, recipient": the position manager's
// collect through the SDK, paying the wrapped native token out as the native coin when asked.

import { getNativeCurrency } from '@dex/currency';
import type { TransactionRequest } from '@dex/primitives';
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { OwedFees } from './fees';

/**
 * `amount` of `token`, as the native coin when `receiveNative` and `token` is the chain's wrapped
 * native token (the manager then unwraps it for the recipient).
 */
export function owedAmount(
  token: Token,
  amount: bigint,
  receiveNative: boolean,
): CurrencyAmount<Currency> {
  const native = receiveNative ? getNativeCurrency(token.chainId) : undefined;
  const currency: Currency = native?.wrapped.equals(token) ? native : token;
  return CurrencyAmount.fromRawAmount(currency, amount.toString());
}

/** The SDK's `{ calldata, value }` as a write for the write flow. */
export function toTransactionRequest(
  manager: string,
  { calldata, value }: { calldata: string; value: string },
): TransactionRequest {
  const wei = BigInt(value);
  return {
    address: manager,
    callData: calldata.toLowerCase(),
    ...(wei > 0n ? { value: wei } : {}),
  };
}

export interface CollectFeesOptions {
  readonly manager: string;
  readonly tokenId: bigint;
  /** The position's token0 and token1. */
  readonly token0: Token;
  readonly token1: Token;
  /** What the static collect says is owed (fees.ts). */
  readonly fees: OwedFees;
  readonly recipient: string;
  /** Pay the wrapped native token out as the native coin. */
  readonly receiveNative: boolean;
}

/** The collect transaction for everything owed to the position. */
export function collectFeesCall(options: CollectFeesOptions): TransactionRequest {
  return toTransactionRequest(
    options.manager,
    NonfungiblePositionManager.collectCallParameters({
      tokenId: options.tokenId.toString(),
      expectedCurrencyOwed0: owedAmount(
        options.token0,
        options.fees.amount0,
        options.receiveNative,
      ),
      expectedCurrencyOwed1: owedAmount(
        options.token1,
        options.fees.amount1,
        options.receiveNative,
      ),
      recipient: options.recipient,
    }),
  );
}
