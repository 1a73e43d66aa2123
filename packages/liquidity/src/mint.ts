// Spec 001 §7 "Position manager: Add" and §5 "V3 add button messages": the add transaction
// (mint, mint with pool creation, or increase of an existing position) through the SDK's
// NonfungiblePositionManager, and what the add button says.

import type { SelfPermitArguments } from '@dex/approvals';
import type { TransactionRequest } from '@dex/primitives';
import {
  type Currency,
  type CurrencyAmount,
  type NativeCurrency,
  Percent,
} from '@uniswap/sdk-core';
import { NonfungiblePositionManager, type Position } from '@uniswap/v3-sdk';
import { getAddress } from 'ethers';
import { PoolState } from './pools';

export interface AddLiquidityCallOptions {
  /** The chain's NonfungiblePositionManager. */
  readonly positionManager: string;
  /** The user's slippage tolerance in basis points (50 = 0.5%). */
  readonly slippageBips: number;
  /** Unix seconds, from the chain's clock (see @dex/write's computeSwapDeadline). */
  readonly deadline: bigint;
  /** Receives the position NFT (a new position only). */
  readonly recipient: string;
  /** The native coin when one side is paid in it (sent as value, wrapped by the manager). */
  readonly useNative?: NativeCurrency | undefined;
  /** The pool does not exist yet: create and initialise it at the position's pool price. */
  readonly createPool?: boolean;
  /** Add to this position instead of minting a new one. */
  readonly tokenId?: bigint | undefined;
  /** Signed permits for the manager (selfPermit before the add). */
  readonly token0Permit?: SelfPermitArguments | undefined;
  readonly token1Permit?: SelfPermitArguments | undefined;
}

// @spec 001 §7.2 Position manager
/** The add transaction for `position`, calldata and value exactly as the v3 SDK builds them. */
export function addLiquidityCall(
  position: Position,
  options: AddLiquidityCallOptions,
): TransactionRequest {
  const common = {
    slippageTolerance: new Percent(options.slippageBips, 10_000),
    deadline: options.deadline.toString(),
    ...(options.useNative ? { useNative: options.useNative } : {}),
    ...(options.token0Permit ? { token0Permit: options.token0Permit } : {}),
    ...(options.token1Permit ? { token1Permit: options.token1Permit } : {}),
  };
  const { calldata, value } = NonfungiblePositionManager.addCallParameters(
    position,
    options.tokenId === undefined
      ? { ...common, recipient: options.recipient, createPool: options.createPool ?? false }
      : { ...common, tokenId: options.tokenId.toString() },
  );
  const wei = BigInt(value);
  return {
    address: getAddress(options.positionManager),
    callData: calldata,
    ...(wei > 0n ? { value: wei } : {}),
  };
}

/** Spec §5: why the add button cannot add, in priority order. */
export type AddLiquidityError =
  | { readonly kind: 'connectWallet' }
  | { readonly kind: 'invalidPair' }
  | { readonly kind: 'enterAmount' }
  | { readonly kind: 'insufficientBalance'; readonly symbol: string };

/** The spec's English texts of the add button errors. */
export function addLiquidityErrorText(error: AddLiquidityError): string {
  switch (error.kind) {
    case 'connectWallet':
      return 'Connect Wallet';
    case 'invalidPair':
      return 'Invalid pair';
    case 'enterAmount':
      return 'Enter an amount';
    case 'insufficientBalance':
      return `Insufficient ${error.symbol} balance`;
  }
}

export interface AddLiquidityErrorInput {
  readonly account: string | null | undefined;
  readonly poolState: PoolState;
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  readonly depositADisabled: boolean;
  readonly depositBDisabled: boolean;
  readonly balanceA: CurrencyAmount<Currency> | undefined;
  readonly balanceB: CurrencyAmount<Currency> | undefined;
}

/**
 * Spec §5: 'Connect Wallet', 'Invalid pair', 'Enter an amount', 'Insufficient {symbol} balance',
 * the first that applies; null when the amounts can be added. A locked side needs no amount.
 * @spec 001 §5.3 V3 add button messages in priority
 */
export function addLiquidityError(input: AddLiquidityErrorInput): AddLiquidityError | null {
  if (!input.account) return { kind: 'connectWallet' };
  if (input.poolState === PoolState.INVALID) return { kind: 'invalidPair' };
  const missingA = !input.depositADisabled && !input.amountA;
  const missingB = !input.depositBDisabled && !input.amountB;
  if (missingA || missingB || (!input.amountA && !input.amountB)) return { kind: 'enterAmount' };
  for (const [amount, balance] of [
    [input.amountA, input.balanceA],
    [input.amountB, input.balanceB],
  ] as const) {
    if (amount && balance?.lessThan(amount)) {
      return { kind: 'insufficientBalance', symbol: amount.currency.symbol ?? '' };
    }
  }
  return null;
}
