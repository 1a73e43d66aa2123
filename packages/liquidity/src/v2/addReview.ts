// What /add/v2's review shows and Supply sends (spec 001 §4 "Swap confirm pieces": what you review
// is what you sign): both amounts, the slippage their minimums come from and whether this deposit
// sets the price, with their terms, bound to the chain and account (the LP tokens go to it).
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { type BoundLiquidityReview, v2AddTerms } from '../review';

export interface AddV2Review extends BoundLiquidityReview {
  readonly amountA: CurrencyAmount<Currency>;
  readonly amountB: CurrencyAmount<Currency>;
  readonly slippageBips: number;
  readonly firstDeposit: boolean;
}

/** The deposit as it would be reviewed now; null until both amounts are known. */
export function addV2Review(input: {
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  readonly slippageBips: number;
  readonly firstDeposit: boolean;
  readonly chainId: number;
  readonly account: string | null;
}): AddV2Review | null {
  const { amountA, amountB, slippageBips, firstDeposit, account } = input;
  if (!amountA || !amountB) return null;
  return {
    terms: v2AddTerms({ amountA, amountB, slippageBips, firstDeposit }),
    binding: { chainId: input.chainId, account, recipient: account },
    amountA,
    amountB,
    slippageBips,
    firstDeposit,
  };
}
