import { answerOf } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  type CallState,
  INVALID_CALL_STATE,
  LOADING_CALL_STATE,
  stabilizeCallStates,
  toCallState,
} from './callState';
import type { CallResult } from './outdated';

const failure = new Error('Failed to send batch call');
type Flags = Pick<CallState, 'valid' | 'loading' | 'syncing' | 'error'>;
const flags = (state: CallState): Flags => ({
  valid: state.valid,
  loading: state.loading,
  syncing: state.syncing,
  error: state.error,
});

describe('toCallState', () => {
  const cases: [string, CallResult | undefined, number, number | undefined, Flags][] = [
    [
      'no result yet',
      undefined,
      1,
      10,
      { valid: true, loading: true, syncing: false, error: false },
    ],
    [
      'first fetch under way',
      { fetchingBlockNumber: 10 },
      1,
      10,
      { valid: true, loading: true, syncing: false, error: false },
    ],
    [
      'first fetch failed',
      { fetchError: failure },
      1,
      10,
      { valid: true, loading: false, syncing: false, error: true },
    ],
    [
      'fresh data',
      { data: '0x01', blockNumber: 10 },
      1,
      10,
      { valid: true, loading: false, syncing: false, error: false },
    ],
    [
      'data older than the latest block',
      { data: '0x01', blockNumber: 9 },
      1,
      10,
      { valid: true, loading: false, syncing: true, error: false },
    ],
    [
      'old data within blocksPerFetch',
      { data: '0x01', blockNumber: 9 },
      3,
      10,
      { valid: true, loading: false, syncing: false, error: false },
    ],
    [
      'fetch-once data never syncs',
      { data: '0x01', blockNumber: 1 },
      Number.POSITIVE_INFINITY,
      10,
      { valid: true, loading: false, syncing: false, error: false },
    ],
    [
      'empty data (call reverted)',
      { data: '0x', blockNumber: 10 },
      1,
      10,
      { valid: true, loading: false, syncing: false, error: true },
    ],
    [
      'data but the refresh failed: kept and shown as stale, not as an error',
      { data: '0x01', blockNumber: 9, fetchError: failure },
      1,
      10,
      { valid: true, loading: false, syncing: true, error: false },
    ],
    [
      'data of the latest block but the refresh failed',
      { data: '0x01', blockNumber: 10, fetchError: failure },
      1,
      10,
      { valid: true, loading: false, syncing: true, error: false },
    ],
    [
      'no latest block known',
      { data: '0x01', blockNumber: 9 },
      1,
      undefined,
      { valid: true, loading: false, syncing: false, error: false },
    ],
  ];
  it.each(cases)('%s', (_name, result, blocksPerFetch, latestBlock, expected) => {
    expect(flags(toCallState(result, blocksPerFetch, latestBlock))).toEqual(expected);
  });

  it('keeps data and the fetch error visible', () => {
    const state = toCallState({ data: '0x01', blockNumber: 9, fetchError: failure }, 1, 10);
    expect(state.data).toBe('0x01');
    expect(state.fetchError).toBe(failure);
  });

  it('has an invalid state for missing calls', () => {
    expect(flags(INVALID_CALL_STATE)).toEqual({
      valid: false,
      loading: false,
      syncing: false,
      error: false,
    });
  });
});

describe('stabilizeCallStates', () => {
  const a = toCallState({ data: '0x01', blockNumber: 1 }, 1, 1);
  const b = toCallState({ data: '0x02', blockNumber: 1 }, 1, 1);

  it('returns the previous array when nothing changed', () => {
    const previous = [a, b];
    const next = [{ ...a }, { ...b }];
    expect(stabilizeCallStates(previous, next)).toBe(previous);
  });

  it('reuses unchanged elements when one changed', () => {
    const previous = [a, b];
    const changedB = toCallState({ data: '0x03', blockNumber: 2 }, 1, 2);
    const result = stabilizeCallStates(previous, [{ ...a }, changedB]);
    expect(result).not.toBe(previous);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(changedB);
  });

  it('treats a different length as a change', () => {
    const previous = [a, b];
    expect(stabilizeCallStates(previous, [a])).toEqual([a]);
    expect(stabilizeCallStates(previous, [a])).not.toBe(previous);
  });
});

// @dex/primitives' answerOf reads these states: the one answer contract fits what multicall gives.
describe('answerOf over call states', () => {
  it('gives the one answer contract: undefined while loading, null when failed, else the data', () => {
    expect(answerOf(undefined)).toBeUndefined();
    expect(answerOf(LOADING_CALL_STATE)).toBeUndefined();
    expect(answerOf(toCallState({ data: '0x01', blockNumber: 5 }, 1, 5))).toBe('0x01');
    // A reverted call, a failed first fetch and a slot that was never a call never answer.
    expect(answerOf(toCallState({ data: '0x', blockNumber: 5 }, 1, 5))).toBeNull();
    expect(answerOf(toCallState({ fetchError: new Error('down') }, 1, 5))).toBeNull();
    expect(answerOf(INVALID_CALL_STATE)).toBeNull();
  });

  it('keeps stale data through a failed refresh: the screen does not blank', () => {
    const stale = toCallState(
      { data: '0x02', blockNumber: 3, fetchError: new Error('down') },
      1,
      5,
    );
    expect(stale.syncing).toBe(true);
    expect(answerOf(stale)).toBe('0x02');
  });
});
