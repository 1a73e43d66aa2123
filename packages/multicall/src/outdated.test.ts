import { describe, expect, it } from 'vitest';
import { type CallResult, outdatedCallKeys, shouldFetch } from './outdated';

describe('shouldFetch', () => {
  const cases: [string, CallResult | undefined, number, number | undefined, boolean][] = [
    ['never fetched', undefined, 1, 10, true],
    ['never fetched, no block yet', undefined, 1, undefined, true],
    ['first fetch under way', { fetchingBlockNumber: 10 }, 1, 10, false],
    ['first fetch failed (marker cleared)', { fetchError: new Error('x') }, 1, 10, true],
    ['fresh data', { data: '0x01', blockNumber: 10 }, 1, 10, false],
    ['data one block old, every block', { data: '0x01', blockNumber: 9 }, 1, 10, true],
    ['data one block old, every 2 blocks', { data: '0x01', blockNumber: 9 }, 2, 10, false],
    ['data two blocks old, every 2 blocks', { data: '0x01', blockNumber: 8 }, 2, 10, true],
    [
      'fetch once: old data is fine',
      { data: '0x01', blockNumber: 1 },
      Number.POSITIVE_INFINITY,
      10_000,
      false,
    ],
    [
      'old data, refresh under way for this block',
      { data: '0x', blockNumber: 8, fetchingBlockNumber: 10 },
      1,
      10,
      false,
    ],
    [
      'old data, refresh under way for an old block',
      { data: '0x', blockNumber: 8, fetchingBlockNumber: 9 },
      1,
      10,
      true,
    ],
    ['data newer than the latest block', { data: '0x01', blockNumber: 11 }, 1, 10, false],
    ['data but no block known yet', { data: '0x01', blockNumber: 11 }, 1, undefined, false],
  ];
  it.each(cases)('%s', (_name, result, blocksPerFetch, latestBlock, expected) => {
    expect(shouldFetch(result, blocksPerFetch, latestBlock)).toBe(expected);
  });
});

describe('outdatedCallKeys', () => {
  it('lists only the keys that need a fetch, in listening order', () => {
    const listening = new Map([
      ['a', 1],
      ['b', 1],
      ['c', Number.POSITIVE_INFINITY],
      ['d', 5],
    ]);
    const results = new Map<string, CallResult>([
      ['a', { data: '0x', blockNumber: 20 }],
      ['b', { data: '0x', blockNumber: 19 }],
      ['c', { data: '0x', blockNumber: 1 }],
    ]);
    expect(outdatedCallKeys(listening, results, 20)).toEqual(['b', 'd']);
    expect(outdatedCallKeys(listening, results, 24)).toEqual(['a', 'b', 'd']);
  });
});
