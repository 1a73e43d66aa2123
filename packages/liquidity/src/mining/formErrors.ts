// Spec 001 §5 "Mining deposit" and §4 "Deposit flow (mining)": what the Deposit, Withdraw and
// Claim buttons say instead of their action. Whether a signed permit fits the deposit is
// @dex/approvals' one rule.
import type { CurrencyAmount, Token } from '@uniswap/sdk-core';

/** The deposit or withdraw/claim button's message instead of its action, or null. */
export type MiningFormError = 'connectWallet' | 'enterAmount' | null;

/**
 * A deposit needs a wallet and an amount that parses and is at most the unstaked LP balance
 * (`amount` is undefined when the typed text does not parse to a positive amount).
 * @spec 001 §5.6 Mining deposit
 */
export function depositError(
  account: string | null | undefined,
  amount: CurrencyAmount<Token> | undefined,
  unstakedBalance: bigint | undefined,
): MiningFormError {
  if (!account) return 'connectWallet';
  if (!amount || unstakedBalance === undefined) return 'enterAmount';
  return BigInt(amount.quotient.toString()) > unstakedBalance ? 'enterAmount' : null;
}

/** Withdraw and Claim need a wallet and an existing stake, else the deposit's messages. */
export function stakeActionError(
  account: string | null | undefined,
  stakedAmount: CurrencyAmount<Token> | undefined,
): MiningFormError {
  if (!account) return 'connectWallet';
  return stakedAmount && BigInt(stakedAmount.quotient.toString()) > 0n ? null : 'enterAmount';
}
