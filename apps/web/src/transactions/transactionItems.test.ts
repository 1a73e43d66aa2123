import type { TransactionRecord } from '@dex/transactions';
import { describe, expect, it } from 'vitest';
import { transactionItems, transactionStatus } from './transactionItems';

const base: TransactionRecord = { hash: '0xabc', from: '0x1', addedTime: 0, summary: 'Swap' };
const receipt = (status?: number) => ({
  blockHash: '0xb',
  blockNumber: 1,
  from: '0x1',
  transactionHash: '0xabc',
  transactionIndex: 0,
  ...(status === undefined ? {} : { status }),
});

describe('transactionStatus', () => {
  it.each([
    ['pending without a receipt', base, 'pending'],
    ['confirmed on status 1', { ...base, receipt: receipt(1) }, 'confirmed'],
    ['confirmed without a status (pre-Byzantium)', { ...base, receipt: receipt() }, 'confirmed'],
    ['failed on status 0', { ...base, receipt: receipt(0) }, 'failed'],
    ['replaced', { ...base, outcome: 'replaced' as const }, 'replaced'],
    ['cancelled', { ...base, outcome: 'cancelled' as const }, 'cancelled'],
    ['dropped', { ...base, outcome: 'dropped' as const }, 'dropped'],
  ])('%s', (_name, record, status) => {
    expect(transactionStatus(record)).toBe(status);
  });
});

describe('transactionItems', () => {
  it('links to the chain explorer, the configured one first, and never for a dropped one', () => {
    const records: TransactionRecord[] = [
      { ...base, hash: '0x1' },
      { ...base, hash: '0x2', outcome: 'dropped' },
      { ...base, hash: '0x3', summary: undefined },
    ];
    expect(transactionItems(records, 1, undefined)).toEqual([
      { hash: '0x1', status: 'pending', summary: 'Swap', href: 'https://etherscan.io/tx/0x1' },
      { hash: '0x2', status: 'dropped', summary: 'Swap', href: undefined },
      { hash: '0x3', status: 'pending', summary: undefined, href: 'https://etherscan.io/tx/0x3' },
    ]);
    expect(
      transactionItems([records[0] as TransactionRecord], 31337, 'http://127.0.0.1:5100/')[0]?.href,
    ).toBe('http://127.0.0.1:5100/tx/0x1');
    expect(
      transactionItems([records[0] as TransactionRecord], 31337, undefined)[0]?.href,
    ).toBeUndefined();
  });
});
