const MINUTE_MS = 60_000;

/** Spec §9: transactions count as recent for 24 h. */
export const RECENT_TRANSACTION_MS = 24 * 60 * MINUTE_MS;

/**
 * How long (chain time) a pending transaction may stay unknown to the node, with no replacement,
 * before it is reported as dropped. Wallet nodes propagate in seconds and private relays such as
 * Flashbots Protect give up after about 25 blocks (5 minutes); 30 minutes leaves ample margin.
 */
export const DEFAULT_DROPPED_AFTER_MS = 30 * MINUTE_MS;

/** ...and for at least this many blocks, so one jump of the chain clock alone drops nothing. */
export const DEFAULT_DROPPED_AFTER_BLOCKS = 20;

/** Confirmed receipts are re-validated against the canonical chain for this many blocks. */
export const DEFAULT_REORG_DEPTH = 64;

/** At most this many recent blocks are searched for the transaction that took a nonce. */
export const DEFAULT_REPLACEMENT_SCAN_BLOCKS = 128;
