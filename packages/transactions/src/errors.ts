import { DexError } from '@dex/primitives';

export const EXISTING_TRANSACTION_MESSAGE = 'Attempted to add existing transaction.';

/** Adding a transaction whose chain and hash are already tracked. */
export class TransactionExistsError extends DexError {
  constructor(
    readonly chainId: number,
    readonly hash: string,
  ) {
    super('transactions/exists', EXISTING_TRANSACTION_MESSAGE);
  }
}
