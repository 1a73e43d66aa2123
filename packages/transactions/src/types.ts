// The shapes the tracker stores: the spec's transaction record plus the fields it needs to spot
// replacements, re-orgs and dropped transactions.

/** An ERC-20 approval the transaction grants, so approval state can show "pending". */
export interface TransactionApproval {
  readonly tokenAddress: string;
  readonly spender: string;
}

/** A claim the transaction makes, so the claim flow can show "pending". */
export interface TransactionClaim {
  readonly recipient: string;
}

/** The parts of a JSON-RPC receipt the app keeps; numbers already decoded from hex. */
export interface TransactionReceiptSummary {
  readonly blockHash: string;
  readonly blockNumber: number;
  readonly contractAddress?: string;
  readonly from: string;
  /** 1 success, 0 reverted; undefined on pre-Byzantium chains (counted as success). */
  readonly status?: number;
  readonly to?: string;
  readonly transactionHash: string;
  readonly transactionIndex: number;
}

/**
 * What a sent transaction called, as recorded with it (JSON-safe), to tell a sped-up replacement
 * (same call) from a cancellation. Not the request to send one: that is `@dex/primitives`'
 * `TransactionRequest`.
 */
export interface RecordedCall {
  /** Lower-case recipient; null for contract creation. */
  readonly to: string | null;
  readonly input: string;
  /** Wei as a decimal string (JSON has no bigint). */
  readonly value: string;
}

/** How a transaction ended without a receipt of its own. */
export type TransactionOutcome = 'replaced' | 'cancelled' | 'dropped';

// @spec 000 §3.6 Transaction record
export interface TransactionRecord {
  /** Lower-case hash; the record's key. */
  readonly hash: string;
  readonly from: string;
  readonly approval?: TransactionApproval;
  readonly summary?: string;
  readonly claim?: TransactionClaim;
  /** Milliseconds, on the chain's clock (see `createChainClock`). */
  readonly addedTime: number;
  readonly lastCheckedBlockNumber?: number;
  /** Milliseconds on the chain's clock; set with the receipt. */
  readonly confirmedTime?: number;
  /** Absent while pending. */
  readonly receipt?: TransactionReceiptSummary;

  // Beyond the spec: tracking state.
  /** The sender's nonce used by this transaction, once known. */
  readonly nonce?: number;
  readonly call?: RecordedCall;
  /** Set when the transaction ended without a receipt of its own. */
  readonly outcome?: TransactionOutcome;
  /** The transaction that took this one's nonce (replaced or cancelled). */
  readonly replacementHash?: string;
  /**
   * On a cancelled transaction whose taker was found: the block that mined the taker. Checked like
   * a receipt's block for the re-org depth; when it leaves the chain the transaction is pending
   * again (a re-org may mine it instead).
   */
  readonly replacementBlock?: { readonly blockNumber: number; readonly blockHash: string };
  /** On a followed replacement: the hash of the transaction it sped up. */
  readonly replaces?: string;
  /** When the node was first seen not to know the transaction (cleared when it shows up). */
  readonly missingSince?: { readonly time: number; readonly blockNumber: number };
  /** The latest checked block at which the sender's mined nonce had not yet passed ours. */
  readonly nonceUnusedAtBlock?: number;
}

/** What the app knows when it hands a freshly sent transaction to the tracker. */
export interface NewTransaction {
  readonly hash: string;
  readonly from: string;
  readonly approval?: TransactionApproval;
  readonly summary?: string;
  readonly claim?: TransactionClaim;
  /**
   * The nonce it was sent with (`readPendingNonce` before sending). Optional, but without it a
   * transaction replaced before any node showed it to the tracker cannot be told from a dropped
   * one: with it, the sender's mined nonce is compared at every block.
   */
  readonly nonce?: number;
  readonly call?: RecordedCall;
}

/** Records per chain id, then per lower-case hash. */
export type TransactionsState = Readonly<
  Record<number, Readonly<Record<string, TransactionRecord>> | undefined>
>;
