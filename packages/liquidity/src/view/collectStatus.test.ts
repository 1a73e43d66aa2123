import { describe, expect, it } from 'vitest';
import { collectStatusOf, type FollowedRecord } from './collectStatus';

type Record = FollowedRecord & { readonly pending: boolean };
const isPending = (record: Record) => record.pending;
const sent = { phase: 'sent' } as const;

describe('collectStatusOf (spec 001 §4 idle -> collecting -> collected)', () => {
  it('is idle without an attempt and collecting until the record has an outcome', () => {
    expect(collectStatusOf(null, undefined, isPending)).toBe('idle');
    expect(collectStatusOf({ phase: 'sending' }, undefined, isPending)).toBe('collecting');
    expect(collectStatusOf(sent, undefined, isPending)).toBe('collecting');
    expect(collectStatusOf(sent, { pending: true }, isPending)).toBe('collecting');
  });

  it('is collected on a successful receipt, idle again on a revert or without a receipt', () => {
    expect(collectStatusOf(sent, { pending: false, receipt: { status: 1 } }, isPending)).toBe(
      'collected',
    );
    // Pre-Byzantium receipts carry no status: counted as success.
    expect(collectStatusOf(sent, { pending: false, receipt: {} }, isPending)).toBe('collected');
    expect(collectStatusOf(sent, { pending: false, receipt: { status: 0 } }, isPending)).toBe(
      'idle',
    );
    // Replaced, cancelled or dropped: the fees are still owed.
    expect(collectStatusOf(sent, { pending: false }, isPending)).toBe('idle');
  });
});
