import { describe, expect, it } from 'vitest';
import { chunkCalls, splitChunk } from './chunkCalls';

const gasOf = (gas: number) => gas;

describe('chunkCalls', () => {
  it.each<[string, number[], number, number[][]]>([
    ['nothing', [], 10, []],
    ['one call', [5], 10, [[5]]],
    ['all fit exactly', [5, 5], 10, [[5, 5]]],
    ['overflow starts a new chunk', [5, 5, 1], 10, [[5, 5], [1]]],
    [
      'order is kept',
      [6, 3, 6, 3],
      10,
      [
        [6, 3],
        [6, 3],
      ],
    ],
    ['an oversized call goes alone', [3, 20, 3], 10, [[3], [20], [3]]],
    ['oversized first', [20, 1, 1], 10, [[20], [1, 1]]],
    ['zero gas calls pack together', [0, 0, 0], 0, [[0, 0, 0]]],
  ])('%s', (_name, calls, limit, expected) => {
    expect(chunkCalls(calls, gasOf, limit)).toEqual(expected);
  });

  it('closes a chunk at the call limit even when gas is left: 1,000 small calls per chunk', () => {
    const calls = (count: number) => Array.from({ length: count }, () => 50_000);
    const sizes = (count: number) =>
      chunkCalls(calls(count), gasOf, 100_000_000, 1_000).map((chunk) => chunk.length);
    expect(sizes(1_000)).toEqual([1_000]);
    expect(sizes(1_001)).toEqual([1_000, 1]);
    expect(sizes(2_500)).toEqual([1_000, 1_000, 500]);
  });

  it('puts 500 default-gas calls in one 100M chunk and 501 in two', () => {
    const calls = (count: number) => Array.from({ length: count }, () => 200_000);
    expect(chunkCalls(calls(500), gasOf, 100_000_000).map((chunk) => chunk.length)).toEqual([500]);
    expect(chunkCalls(calls(501), gasOf, 100_000_000).map((chunk) => chunk.length)).toEqual([
      500, 1,
    ]);
  });
});

describe('splitChunk', () => {
  it.each<[number[], [number[], number[]]]>([
    [
      [1, 2],
      [[1], [2]],
    ],
    [
      [1, 2, 3],
      [[1, 2], [3]],
    ],
    [[1], [[1], []]],
  ])('splits %j', (chunk, expected) => {
    expect(splitChunk(chunk)).toEqual(expected);
  });
});
