import { createMemoryStorage } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import {
  TRANSACTIONS_STORAGE_KEY as KEY,
  loadTransactionsState,
  saveTransactionsState,
} from './persistence';
import type { TransactionsState } from './types';

const HASH = `0x${'ab'.repeat(32)}`;
const BAD = `0x${'cd'.repeat(32)}`;
const record = {
  hash: HASH,
  from: '0x1111111111111111111111111111111111111111',
  summary: 'Swap 1 ETH for 3000 DAI',
  approval: { tokenAddress: '0x22', spender: '0x33' },
  addedTime: 1_600_000_000_000,
  lastCheckedBlockNumber: 12,
  confirmedTime: 1_600_000_060_000,
  receipt: {
    blockHash: `0x${'01'.repeat(32)}`,
    blockNumber: 12,
    from: '0x1111111111111111111111111111111111111111',
    status: 1,
    to: '0x44',
    transactionHash: HASH,
    transactionIndex: 3,
  },
};

const load = (raw: string) => {
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const state = loadTransactionsState(createMemoryStorage({ [KEY]: raw }), KEY, logger);
  return { state, warnings: logger.warn.mock.calls.length };
};

describe('transactions persistence', () => {
  it('round-trips the state in a versioned envelope', () => {
    const storage = createMemoryStorage();
    const state: TransactionsState = {
      1: { [HASH]: { ...record, nonce: 3, missingSince: { time: 1, blockNumber: 2 } } },
      5: {
        [HASH]: {
          ...record,
          receipt: undefined,
          outcome: 'cancelled',
          replacementHash: HASH,
          replacementBlock: { blockNumber: 4, blockHash: HASH },
        },
      },
    };
    saveTransactionsState(storage, state);
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toMatchObject({ version: 1 });
    expect(loadTransactionsState(storage)).toEqual(state);
  });

  it('migrates the unversioned (version 0) map of the 2021 interface', () => {
    const legacy = {
      1: { [HASH]: { ...record, receipt: { ...record.receipt, contractAddress: null } } },
    };
    const { state } = load(JSON.stringify(legacy));
    expect(state[1]?.[HASH]?.receipt).toEqual(record.receipt);
  });

  it('drops wrong-shaped entries and keeps the good ones', () => {
    const data = {
      1: {
        [HASH]: record,
        [BAD]: { ...record, hash: BAD, addedTime: 'yesterday' },
        '0xnot-a-hash': { ...record, hash: '0xnot-a-hash' },
        [`0x${'ef'.repeat(32)}`]: record, // key and hash disagree
      },
      notAChain: { [HASH]: record },
      5: 'garbage',
      42: { [HASH]: { ...record, receipt: { ...record.receipt, blockNumber: '0xc' } } },
    };
    const { state, warnings } = load(JSON.stringify({ version: 1, data }));
    expect(state).toEqual({ 1: { [HASH]: record }, 42: {} });
    expect(warnings).toBe(6);
  });

  it.each([
    ['broken JSON', '{"version":1,"data":'],
    ['a future version', JSON.stringify({ version: 2, data: {} })],
    ['a non-object', JSON.stringify({ version: 1, data: [1, 2] })],
    ['null', 'null'],
  ])('falls back to an empty state on %s', (_label, raw) => {
    const { state, warnings } = load(raw);
    expect(state).toEqual({});
    expect(warnings).toBe(1);
  });

  it('survives storage that throws', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadTransactionsState(hostile)).toEqual({});
    expect(() => saveTransactionsState(hostile, {})).not.toThrow();
  });
});
