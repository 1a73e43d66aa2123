import { describe, expect, it } from 'vitest';
import { echoTranslator, HASH_LINKS } from './fixtures.testing';
import { transactionItems, transactionListView, transactionStatus } from './listItems';
import type { TransactionRecord } from './types';

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
  const explorer = (hash: string) => `https://explorer.test/tx/${hash}`;

  it('links every record but a dropped one, in the given order, keeping missing summaries', () => {
    const records: TransactionRecord[] = [
      { ...base, hash: '0x1' },
      { ...base, hash: '0x2', outcome: 'dropped' },
      { ...base, hash: '0x3', summary: undefined },
    ];
    expect(transactionItems(records, explorer)).toEqual([
      { hash: '0x1', status: 'pending', summary: 'Swap', href: 'https://explorer.test/tx/0x1' },
      { hash: '0x2', status: 'dropped', summary: 'Swap', href: undefined },
      { hash: '0x3', status: 'pending', summary: undefined, href: 'https://explorer.test/tx/0x3' },
    ]);
  });

  it('gives no link where the chain has no explorer', () => {
    expect(transactionItems([base], () => undefined)[0]?.href).toBeUndefined();
  });
});

describe('transactionListView', () => {
  it("words each record's status, its summary or else its hash, and the list's labels", () => {
    const unnamed: TransactionRecord = { ...base, hash: '0xdef', summary: undefined };
    const view = transactionListView(
      echoTranslator,
      [base, { ...unnamed, outcome: 'dropped' }],
      HASH_LINKS,
    );
    expect(view.items).toEqual([
      {
        hash: '0xabc',
        status: 'pending',
        statusLabel: 'transactions.status.pending',
        summary: 'Swap',
        href: 'https://explorer/tx/0xabc',
      },
      // Never mined: no link.
      {
        hash: '0xdef',
        status: 'dropped',
        statusLabel: 'transactions.status.dropped',
        summary: 'popup.transactionHash {"hash":"#0xdef"}',
      },
    ]);
    expect(view.labels).toEqual({
      title: 'transactions.recentTitle',
      clearAll: 'transactions.clearAll',
      empty: 'transactions.empty',
    });
  });
});
