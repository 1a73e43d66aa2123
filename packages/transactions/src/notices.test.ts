import { describe, expect, it } from 'vitest';
import { transactionNotice } from './notices';
import type { TransactionEvent } from './tracker';
import type { TransactionRecord } from './types';

const transaction: TransactionRecord = { hash: '0xa', from: '0x1', addedTime: 0, summary: 'Swap' };
const receipt = {
  blockHash: '0xb',
  blockNumber: 1,
  from: '0x1',
  transactionHash: '0xa',
  transactionIndex: 0,
  status: 1,
};
/** An event's own fields, whatever its type. */
type EventBody = TransactionEvent extends infer E
  ? E extends TransactionEvent
    ? Omit<E, 'chainId' | 'transaction'>
    : never
  : never;
const event = (e: EventBody, record = transaction) =>
  ({ chainId: 1, transaction: record, ...e }) as TransactionEvent;

describe('transactionNotice', () => {
  it('reports a receipt as success or failure, with the summary', () => {
    expect(transactionNotice(event({ type: 'confirmed', receipt }))).toEqual({
      type: 'transaction',
      hash: '0xa',
      success: true,
      summary: 'Swap',
    });
    expect(transactionNotice(event({ type: 'failed', receipt }))).toMatchObject({
      success: false,
    });
  });

  it('names the replacement of a sped-up or cancelled transaction, when known', () => {
    expect(transactionNotice(event({ type: 'replaced', replacementHash: '0xc' }))).toEqual({
      type: 'transactionOutcome',
      outcome: 'replaced',
      hash: '0xa',
      summary: 'Swap',
      replacementHash: '0xc',
    });
    const cancelled = transactionNotice(event({ type: 'cancelled', replacementHash: undefined }));
    expect(cancelled).toEqual({
      type: 'transactionOutcome',
      outcome: 'cancelled',
      hash: '0xa',
      summary: 'Swap',
    });
  });

  it('reports a dropped one without a summary it never had, and nothing for a re-org', () => {
    const { summary: _summary, ...bare } = transaction;
    expect(transactionNotice(event({ type: 'dropped' }, bare))).toEqual({
      type: 'transactionOutcome',
      outcome: 'dropped',
      hash: '0xa',
    });
    expect(transactionNotice(event({ type: 'reorged' }))).toBeNull();
  });
});
