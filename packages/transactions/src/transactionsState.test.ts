import { describe, expect, it } from 'vitest';
import { EXISTING_TRANSACTION_MESSAGE, TransactionExistsError } from './errors';
import { FROM, HASH, OTHER, RECEIPT as receipt } from './fixtures.testing';
import {
  getTransaction,
  initialTransactionsState,
  type TransactionsAction,
  transactionsReducer,
} from './transactionsState';
import type { TransactionsState } from './types';

const run = (...actions: TransactionsAction[]) =>
  actions.reduce<TransactionsState>(transactionsReducer, initialTransactionsState);
const add = (hash = HASH, chainId = 1): TransactionsAction => ({
  type: 'add',
  chainId,
  transaction: { hash, from: FROM, summary: 'Swap' },
  addedTime: 1000,
});

describe('transactionsReducer', () => {
  it('adds a pending record keyed by the lower-case hash', () => {
    const state = run(add(HASH.toUpperCase().replace('0X', '0x')));
    expect(getTransaction(state, 1, HASH)).toEqual({
      hash: HASH,
      from: FROM,
      summary: 'Swap',
      addedTime: 1000,
    });
  });

  it('refuses to add an existing transaction with the spec message', () => {
    const state = run(add());
    expect(() => transactionsReducer(state, add())).toThrow(TransactionExistsError);
    expect(() => transactionsReducer(state, add())).toThrow(EXISTING_TRANSACTION_MESSAGE);
    expect(EXISTING_TRANSACTION_MESSAGE).toBe('Attempted to add existing transaction.');
    // The same hash on another chain is another transaction.
    expect(getTransaction(transactionsReducer(state, add(HASH, 5)), 5, HASH)).toBeDefined();
  });

  it.each<[string, TransactionsAction[], Record<string, unknown> | undefined]>([
    [
      'checked sets the block',
      [add(), { type: 'checked', chainId: 1, hash: HASH, blockNumber: 7 }],
      { lastCheckedBlockNumber: 7 },
    ],
    [
      'checked never moves the block back',
      [
        add(),
        { type: 'checked', chainId: 1, hash: HASH, blockNumber: 7 },
        { type: 'checked', chainId: 1, hash: HASH, blockNumber: 5 },
      ],
      { lastCheckedBlockNumber: 7 },
    ],
    [
      'finalize stores the receipt and time',
      [add(), { type: 'finalize', chainId: 1, hash: HASH, receipt, confirmedTime: 2000 }],
      { receipt, confirmedTime: 2000 },
    ],
    [
      'reorged removes the receipt and the last check',
      [
        add(),
        { type: 'checked', chainId: 1, hash: HASH, blockNumber: 10 },
        { type: 'finalize', chainId: 1, hash: HASH, receipt, confirmedTime: 2000 },
        { type: 'reorged', chainId: 1, hash: HASH },
      ],
      { receipt: undefined, confirmedTime: undefined, lastCheckedBlockNumber: undefined },
    ],
    [
      'settled records the outcome and replacement',
      [
        add(),
        { type: 'settled', chainId: 1, hash: HASH, outcome: 'replaced', replacementHash: OTHER },
      ],
      { outcome: 'replaced', replacementHash: OTHER },
    ],
    [
      'reorged makes a cancelled transaction pending again when its taker block is known',
      [
        add(),
        { type: 'checked', chainId: 1, hash: HASH, blockNumber: 10 },
        {
          type: 'settled',
          chainId: 1,
          hash: HASH,
          outcome: 'cancelled',
          replacementHash: OTHER,
          replacementBlock: { blockNumber: 10, blockHash: OTHER },
        },
        { type: 'reorged', chainId: 1, hash: HASH },
      ],
      {
        outcome: undefined,
        replacementHash: undefined,
        replacementBlock: undefined,
        lastCheckedBlockNumber: undefined,
      },
    ],
    [
      'reorged leaves an outcome alone without a taker block',
      [
        add(),
        { type: 'settled', chainId: 1, hash: HASH, outcome: 'cancelled' },
        { type: 'reorged', chainId: 1, hash: HASH },
      ],
      { outcome: 'cancelled' },
    ],
    [
      'settled does not override a receipt',
      [
        add(),
        { type: 'finalize', chainId: 1, hash: HASH, receipt, confirmedTime: 2000 },
        { type: 'settled', chainId: 1, hash: HASH, outcome: 'dropped' },
      ],
      { outcome: undefined, receipt },
    ],
    [
      'observed stores nonce and missingSince; null clears missingSince',
      [
        add(),
        {
          type: 'observed',
          chainId: 1,
          hash: HASH,
          nonce: 4,
          missingSince: { time: 5, blockNumber: 6 },
        },
        { type: 'observed', chainId: 1, hash: HASH, missingSince: null, nonceUnusedAtBlock: 9 },
      ],
      { nonce: 4, missingSince: undefined, nonceUnusedAtBlock: 9 },
    ],
    ['clearAll empties the chain', [add(), { type: 'clearAll', chainId: 1 }], undefined],
  ])('%s', (_label, actions, expected) => {
    const record = getTransaction(run(...actions), 1, HASH);
    if (expected === undefined) expect(record).toBeUndefined();
    else {
      // undefined in the table means the field is absent.
      for (const [key, value] of Object.entries(expected)) {
        if (value === undefined) expect(record).not.toHaveProperty(key);
        else expect(record).toHaveProperty(key, value);
      }
    }
  });

  it('ignores actions on unknown transactions and keeps other chains on clearAll', () => {
    const state = run(add(HASH, 1), add(OTHER, 5));
    expect(
      transactionsReducer(state, { type: 'checked', chainId: 1, hash: OTHER, blockNumber: 1 }),
    ).toBe(state);
    const cleared = transactionsReducer(state, { type: 'clearAll', chainId: 1 });
    expect(getTransaction(cleared, 5, OTHER)).toBeDefined();
    expect(getTransaction(cleared, 1, HASH)).toBeUndefined();
  });
});
