export const EXISTING_TRANSACTION_MESSAGE = 'Attempted to add existing transaction.';

/** Adding a transaction whose chain and hash are already tracked. */
export class TransactionExistsError extends Error {
  override readonly name = 'TransactionExistsError';

  constructor(
    readonly chainId: number,
    readonly hash: string,
  ) {
    super(EXISTING_TRANSACTION_MESSAGE);
  }
}
