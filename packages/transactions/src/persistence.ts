// Versioned storage of the transactions state. Every stored entry is validated on its own, so one
// bad record is dropped instead of losing the whole history.
import {
  createPersistedValue,
  type KeyValueStorage,
  type Logger,
  MalformedDataError,
  type PersistedFormat,
  silentLogger,
} from '@dex/primitives';
import type {
  RecordedCall,
  TransactionOutcome,
  TransactionReceiptSummary,
  TransactionRecord,
  TransactionsState,
} from './types';

export const TRANSACTIONS_STORAGE_KEY = 'dex.transactions';
export const TRANSACTIONS_STORAGE_VERSION = 1;

/**
 * `migrations[n]` turns stored version n into n + 1. Version 0 is the unversioned map the 2021
 * interface persisted (chain id -> hash -> record, same field names), kept readable so history
 * survives the switch.
 */
const migrations: Readonly<Record<number, (data: unknown) => unknown>> = {
  0: (data) => data,
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isHex = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value);

function optional<T>(value: unknown, check: (value: unknown) => value is T): T | undefined | null {
  if (value === undefined) return undefined;
  return check(value) ? value : null;
}

function parseReceipt(value: unknown): TransactionReceiptSummary | null {
  if (!isObject(value)) return null;
  const { blockHash, blockNumber, contractAddress, from, status, to, transactionHash } = value;
  const { transactionIndex } = value;
  if (!isHex(blockHash) || !isInteger(blockNumber) || !isString(from)) return null;
  if (!isHex(transactionHash) || !isInteger(transactionIndex)) return null;
  // The 2021 interface stored contractAddress and to as null or strings.
  if (contractAddress !== undefined && contractAddress !== null && !isString(contractAddress)) {
    return null;
  }
  if (to !== undefined && to !== null && !isString(to)) return null;
  if (status !== undefined && status !== null && !isInteger(status)) return null;
  return {
    blockHash,
    blockNumber,
    from,
    transactionHash: transactionHash.toLowerCase(),
    transactionIndex,
    ...(isString(contractAddress) ? { contractAddress } : {}),
    ...(isInteger(status) ? { status } : {}),
    ...(isString(to) ? { to } : {}),
  };
}

function parseCall(value: unknown): RecordedCall | null {
  if (!isObject(value)) return null;
  const { to, input, value: wei } = value;
  if (!(to === null || isString(to)) || !isHex(input) || !isString(wei) || !/^\d+$/.test(wei)) {
    return null;
  }
  return { to, input, value: wei };
}

const outcomes: readonly TransactionOutcome[] = ['replaced', 'cancelled', 'dropped'];

/** Returns null for a record that cannot be trusted. */
export function parseTransactionRecord(value: unknown): TransactionRecord | null {
  if (!isObject(value)) return null;
  const { hash, from, summary, addedTime } = value;
  if (!isHex(hash) || hash.length !== 66 || !isString(from) || !Number.isFinite(addedTime)) {
    return null;
  }
  const record: { -readonly [K in keyof TransactionRecord]: TransactionRecord[K] } = {
    hash: hash.toLowerCase(),
    from,
    addedTime: addedTime as number,
  };

  const summaryValue = optional(summary, isString);
  if (summaryValue === null) return null;
  if (summaryValue !== undefined) record.summary = summaryValue;

  if (value.approval !== undefined) {
    const { approval } = value;
    if (!isObject(approval) || !isString(approval.tokenAddress) || !isString(approval.spender)) {
      return null;
    }
    record.approval = { tokenAddress: approval.tokenAddress, spender: approval.spender };
  }
  if (value.claim !== undefined) {
    const { claim } = value;
    if (!isObject(claim) || !isString(claim.recipient)) return null;
    record.claim = { recipient: claim.recipient };
  }
  for (const key of ['lastCheckedBlockNumber', 'nonce', 'nonceUnusedAtBlock'] as const) {
    const field = optional(value[key], isInteger);
    if (field === null) return null;
    if (field !== undefined) record[key] = field;
  }
  if (value.confirmedTime !== undefined) {
    if (!Number.isFinite(value.confirmedTime)) return null;
    record.confirmedTime = value.confirmedTime as number;
  }
  if (value.receipt !== undefined) {
    const receipt = parseReceipt(value.receipt);
    if (!receipt) return null;
    record.receipt = receipt;
  }
  if (value.call !== undefined) {
    const call = parseCall(value.call);
    if (!call) return null;
    record.call = call;
  }
  if (value.outcome !== undefined) {
    const outcome = outcomes.find((known) => known === value.outcome);
    if (!outcome) return null;
    record.outcome = outcome;
  }
  for (const key of ['replacementHash', 'replaces'] as const) {
    const field = optional(value[key], isHex);
    if (field === null) return null;
    if (field !== undefined) record[key] = field.toLowerCase();
  }
  if (value.replacementBlock !== undefined) {
    const { replacementBlock } = value;
    if (
      !isObject(replacementBlock) ||
      !isInteger(replacementBlock.blockNumber) ||
      !isHex(replacementBlock.blockHash)
    ) {
      return null;
    }
    record.replacementBlock = {
      blockNumber: replacementBlock.blockNumber,
      blockHash: replacementBlock.blockHash.toLowerCase(),
    };
  }
  if (value.missingSince !== undefined) {
    const { missingSince } = value;
    if (
      !isObject(missingSince) ||
      !Number.isFinite(missingSince.time) ||
      !isInteger(missingSince.blockNumber)
    ) {
      return null;
    }
    record.missingSince = {
      time: missingSince.time as number,
      blockNumber: missingSince.blockNumber,
    };
  }
  return record;
}

/** Keeps every valid entry; drops (with a warning) chains and records of the wrong shape. */
export function parseTransactionsState(
  data: unknown,
  logger: Logger = silentLogger,
): TransactionsState {
  if (!isObject(data)) throw new MalformedDataError('Stored transactions are not an object');
  const state: Record<number, Record<string, TransactionRecord>> = {};
  for (const [chainKey, records] of Object.entries(data)) {
    const chainId = Number(chainKey);
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !isObject(records)) {
      logger.warn(`Dropping stored transactions of invalid chain ${chainKey}`);
      continue;
    }
    const chain: Record<string, TransactionRecord> = {};
    for (const [hashKey, value] of Object.entries(records)) {
      const record = parseTransactionRecord(value);
      if (!record || record.hash !== hashKey.toLowerCase()) {
        logger.warn(`Dropping corrupted stored transaction ${hashKey} on chain ${chainId}`);
        continue;
      }
      chain[record.hash] = record;
    }
    state[chainId] = chain;
  }
  return state as TransactionsState;
}

function transactionsFormat(logger: Logger): PersistedFormat<TransactionsState> {
  return {
    version: TRANSACTIONS_STORAGE_VERSION,
    migrations,
    parse: (data) => parseTransactionsState(data, logger),
  };
}

/** The stored state under `key`; every read and write is safe (see `createPersistedValue`). */
function storedTransactions(storage: KeyValueStorage | undefined, key: string, logger: Logger) {
  return createPersistedValue({
    storage,
    key,
    format: transactionsFormat(logger),
    defaults: () => ({}),
    logger,
  });
}

/**
 * Reads the stored state. Nothing stored, unreadable storage, bad JSON, an unknown version or a
 * failing migration give an empty state with a warning; wrong-shaped entries are dropped.
 */
export function loadTransactionsState(
  storage: KeyValueStorage | undefined,
  key: string = TRANSACTIONS_STORAGE_KEY,
  logger: Logger = silentLogger,
): TransactionsState {
  return storedTransactions(storage, key, logger).read();
}

/**
 * The state in `raw`, a string stored under `key` (by this tab or another one); null when it
 * cannot be used (bad JSON, an unknown version, a failing migration), with a warning.
 */
export function parseStoredTransactions(
  raw: string,
  key: string = TRANSACTIONS_STORAGE_KEY,
  logger: Logger = silentLogger,
): TransactionsState | null {
  return createPersistedValue<TransactionsState | null>({
    storage: { getItem: () => raw, setItem: () => {}, removeItem: () => {} },
    key,
    format: transactionsFormat(logger),
    defaults: () => null,
    logger,
  }).read();
}

/** Writes the state in the current versioned envelope; storage errors (quota) are logged. */
export function saveTransactionsState(
  storage: KeyValueStorage | undefined,
  state: TransactionsState,
  key: string = TRANSACTIONS_STORAGE_KEY,
  logger: Logger = silentLogger,
): void {
  storedTransactions(storage, key, logger).write(state);
}
