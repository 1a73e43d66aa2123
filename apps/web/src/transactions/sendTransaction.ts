// Sends a transaction through the connected wallet (EIP-1193 `eth_sendTransaction`) and returns
// its hash; a declined request becomes the typed "Transaction rejected." error.
import type { WalletTransaction } from '@dex/primitives';
import { type Eip1193Provider, toWalletError } from '@dex/wallet';
import { NoTransactionHashError, WalletNotConnectedError } from '../errors/writeErrors';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Asks the wallet to sign and send. Rejects with `UserRejectedRequestError` ("Transaction
 * rejected.", any shape `isUserRejection` knows: 4001, WalletConnect's 5000, nested) when the user
 * declines, `NoTransactionHashError` when the wallet returns no hash, `WalletNotConnectedError`
 * without a provider, and the wallet's own error otherwise (as a typed `@dex/wallet` error carrying
 * its message and code). The app's published provider (`walletProviderAtom`) checks the wallet's
 * chain first: on another chain than the app's this rejects with `WrongNetworkError`, unsent.
 */
export async function sendTransaction(
  provider: Eip1193Provider | null | undefined,
  transaction: WalletTransaction,
): Promise<string> {
  if (!provider) throw new WalletNotConnectedError();
  let result: unknown;
  try {
    result = await provider.request({ method: 'eth_sendTransaction', params: [transaction] });
  } catch (error) {
    // Every rejection shape becomes UserRejectedRequestError; WrongNetworkError stays as it is.
    throw toWalletError(error);
  }
  if (typeof result !== 'string' || !TRANSACTION_HASH.test(result)) {
    throw new NoTransactionHashError(result);
  }
  return result;
}
