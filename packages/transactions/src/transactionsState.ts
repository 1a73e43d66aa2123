// The pure state machine of tracked transactions: spec actions (add, clear all, checked,
// finalize) plus the tracker's own (observed, settled, reorged).
import { TransactionExistsError } from './errors';
import type {
  NewTransaction,
  RecordedCall,
  TransactionOutcome,
  TransactionReceiptSummary,
  TransactionRecord,
  TransactionsState,
} from './types';

export type TransactionsAction =
  | {
      readonly type: 'add';
      readonly chainId: number;
      readonly transaction: NewTransaction & { readonly replaces?: string };
      readonly addedTime: number;
    }
  | { readonly type: 'clearAll'; readonly chainId: number }
  | {
      readonly type: 'checked';
      readonly chainId: number;
      readonly hash: string;
      readonly blockNumber: number;
    }
  | {
      readonly type: 'finalize';
      readonly chainId: number;
      readonly hash: string;
      readonly receipt: TransactionReceiptSummary;
      readonly confirmedTime: number;
    }
  | {
      /** What the tracker learnt from the node; `missingSince: null` clears it. */
      readonly type: 'observed';
      readonly chainId: number;
      readonly hash: string;
      readonly nonce?: number;
      readonly call?: RecordedCall;
      readonly missingSince?: TransactionRecord['missingSince'] | null;
      readonly nonceUnusedAtBlock?: number;
    }
  | {
      readonly type: 'settled';
      readonly chainId: number;
      readonly hash: string;
      readonly outcome: TransactionOutcome;
      readonly replacementHash?: string;
      /** The block that mined the taker, re-validated for the re-org depth (cancelled only). */
      readonly replacementBlock?: TransactionRecord['replacementBlock'];
    }
  | {
      /**
       * The receipt's block (or, on a cancelled transaction, its taker's block) left the canonical
       * chain: pending again, checked at the next block.
       */
      readonly type: 'reorged';
      readonly chainId: number;
      readonly hash: string;
    };

export const initialTransactionsState: TransactionsState = {};

export function normalizeHash(hash: string): string {
  return hash.toLowerCase();
}

export function getTransaction(
  state: TransactionsState,
  chainId: number,
  hash: string,
): TransactionRecord | undefined {
  return state[chainId]?.[normalizeHash(hash)];
}

function withRecord(
  state: TransactionsState,
  chainId: number,
  record: TransactionRecord,
): TransactionsState {
  return { ...state, [chainId]: { ...state[chainId], [record.hash]: record } };
}

function update(
  state: TransactionsState,
  chainId: number,
  hash: string,
  change: (record: TransactionRecord) => TransactionRecord,
): TransactionsState {
  const record = getTransaction(state, chainId, hash);
  // Unknown hashes are ignored: the user may have cleared the list while a check was in flight.
  if (!record) return state;
  const next = change(record);
  return next === record ? state : withRecord(state, chainId, next);
}

function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

// @spec 000 §4.1 Transaction tracking
/** Throws `TransactionExistsError` when adding a chain and hash that is already tracked. */
export function transactionsReducer(
  state: TransactionsState,
  action: TransactionsAction,
): TransactionsState {
  switch (action.type) {
    case 'add': {
      const hash = normalizeHash(action.transaction.hash);
      if (getTransaction(state, action.chainId, hash)) {
        throw new TransactionExistsError(action.chainId, hash);
      }
      return withRecord(state, action.chainId, {
        ...action.transaction,
        hash,
        addedTime: action.addedTime,
      });
    }
    case 'clearAll':
      return state[action.chainId] ? { ...state, [action.chainId]: {} } : state;
    case 'checked':
      return update(state, action.chainId, action.hash, (record) =>
        record.lastCheckedBlockNumber !== undefined &&
        record.lastCheckedBlockNumber >= action.blockNumber
          ? record
          : { ...record, lastCheckedBlockNumber: action.blockNumber },
      );
    case 'finalize':
      return update(state, action.chainId, action.hash, (record) => ({
        ...without(record, ['missingSince', 'outcome', 'replacementHash', 'replacementBlock']),
        receipt: action.receipt,
        confirmedTime: action.confirmedTime,
      }));
    case 'observed':
      return update(state, action.chainId, action.hash, (record) => {
        const next: { -readonly [K in keyof TransactionRecord]: TransactionRecord[K] } = {
          ...record,
        };
        if (action.nonce !== undefined) next.nonce = action.nonce;
        if (action.call !== undefined) next.call = action.call;
        if (action.nonceUnusedAtBlock !== undefined) {
          next.nonceUnusedAtBlock = action.nonceUnusedAtBlock;
        }
        if (action.missingSince === null) delete next.missingSince;
        else if (action.missingSince !== undefined) next.missingSince = action.missingSince;
        return next;
      });
    case 'settled':
      return update(state, action.chainId, action.hash, (record) =>
        record.receipt
          ? record
          : {
              ...without(record, ['missingSince', 'replacementHash', 'replacementBlock']),
              outcome: action.outcome,
              ...(action.replacementHash === undefined
                ? {}
                : { replacementHash: normalizeHash(action.replacementHash) }),
              ...(action.replacementBlock === undefined
                ? {}
                : {
                    replacementBlock: {
                      blockNumber: action.replacementBlock.blockNumber,
                      blockHash: action.replacementBlock.blockHash.toLowerCase(),
                    },
                  }),
            },
      );
    case 'reorged':
      return update(state, action.chainId, action.hash, (record) => {
        if (record.receipt) {
          return without(record, [
            'receipt',
            'confirmedTime',
            'lastCheckedBlockNumber',
            'missingSince',
          ]);
        }
        if (record.replacementBlock) {
          return without(record, [
            'outcome',
            'replacementHash',
            'replacementBlock',
            'lastCheckedBlockNumber',
            'missingSince',
          ]);
        }
        return record;
      });
  }
}
