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

/**
 * The node does not have a block the replacement check needs (a lagging backend, or a chain that
 * just got shorter); the check is asked again at the next block.
 */
export class UnknownBlockError extends DexError {
  readonly blockNumber: number;

  constructor(blockNumber: number) {
    super('transactions/unknown-block', `Block ${blockNumber} is unknown to the node`);
    this.blockNumber = blockNumber;
  }
}
