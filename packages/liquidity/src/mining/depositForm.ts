// /uni/{a}/{b}'s dialogs from their plain inputs (spec 001 §5 "Mining deposit"): the pool's LP
// token and staking contract, the typed deposit as an amount, the unstaked LP as one (the balance
// shown and what Max fills in), and what the Deposit, Withdraw and Claim buttons say instead.
import { parseTypedAmount } from '@dex/router';
import type { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { lpTokenAmount } from '../v2/pairs';
import { depositError, type MiningFormError, stakeActionError } from './formErrors';
import type { MiningPool } from './pools';

/** The pool's LP token (the pair's), at its real address; undefined without a pool. */
export const miningLpToken = (pool: MiningPool | undefined): Token | undefined =>
  pool?.info.totalStakedAmount.currency;

export interface MiningDepositForm {
  /** The typed deposit; undefined while it does not parse (or without a pool). */
  readonly amount: CurrencyAmount<Token> | undefined;
  /** The account's LP not yet staked; undefined while unread. */
  readonly unstakedAmount: CurrencyAmount<Token> | undefined;
  readonly depositError: MiningFormError;
  /** Withdraw and Claim: a wallet and something staked. */
  readonly stakeActionError: MiningFormError;
}

export function miningDepositForm(input: {
  readonly pool: MiningPool | undefined;
  readonly account: string | null;
  /** The deposit field's text (never localized). */
  readonly typed: string;
  /** The account's LP not yet staked (raw); undefined while unread or without an account. */
  readonly unstakedBalance: bigint | undefined;
}): MiningDepositForm {
  const { pool, account, unstakedBalance } = input;
  const lp = miningLpToken(pool);
  const amount = lp
    ? (parseTypedAmount(input.typed, lp) as CurrencyAmount<Token> | undefined)
    : undefined;
  return {
    amount,
    unstakedAmount:
      lp && unstakedBalance !== undefined ? lpTokenAmount(lp, unstakedBalance) : undefined,
    depositError: depositError(account, amount, unstakedBalance),
    stakeActionError: stakeActionError(account, pool?.info.stakedAmount),
  };
}
