// The account half of the check before a write is sent (the chain half is
// `WalletManager.requireChain`): a wallet whose user selected another account after the write was
// prepared would otherwise send it from, or refuse it for, an account the user did not review.

import type { Eip1193Provider } from './eip1193';
import { toWalletError, WalletError } from './errors';

/** The wallet's selected account is not the one a write was prepared for; nothing was sent. */
export class AccountChangedError extends WalletError {
  override readonly errorCode = 'wallet/account-changed';

  constructor(
    /** The account the write was prepared for. */
    readonly expected: string,
    /** The wallet's selected account now; undefined when it exposes none (locked). */
    readonly actual: string | undefined,
  ) {
    super(
      'The wallet is now on another account than the one this transaction was prepared for. Nothing was sent.',
    );
  }
}

/**
 * Resolves when the wallet's selected account (the first of `eth_accounts`, compared without case)
 * is `account`; otherwise rejects with `AccountChangedError`, and with the wallet's own error (as
 * `toWalletError` types it) when it cannot answer. Call it right before `eth_sendTransaction`.
 * @spec 000 §6.2 A connected account may swap, claim
 */
export async function requireAccount(provider: Eip1193Provider, account: string): Promise<void> {
  let accounts: unknown;
  try {
    accounts = await provider.request({ method: 'eth_accounts' });
  } catch (error) {
    throw toWalletError(error);
  }
  const selected =
    Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
  if (selected?.toLowerCase() !== account.toLowerCase()) {
    throw new AccountChangedError(account, selected);
  }
}
