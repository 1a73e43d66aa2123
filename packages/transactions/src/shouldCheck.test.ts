import { describe, expect, it } from 'vitest';
import { shouldCheck } from './shouldCheck';

const MINUTE = 60_000;
const NOW = 1_700_000_000_000;
const receipt = {
  blockHash: '0x01',
  blockNumber: 1,
  from: '0xa',
  transactionHash: '0x02',
  transactionIndex: 0,
};

describe('shouldCheck (spec §9 re-check rule)', () => {
  it.each([
    // [label, age in minutes, last checked block, current block, expected]
    ['never checked, brand new', 0, undefined, 100, true],
    ['never checked, two days old', 2 * 24 * 60, undefined, 100, true],
    ['under 5 min, 1 block since', 1, 99, 100, false],
    ['under 5 min, 2 blocks since', 4, 98, 100, false],
    ['under 5 min, 3 blocks since', 4, 97, 100, true],
    ['exactly 5 min, 2 blocks since', 5, 98, 100, false],
    ['exactly 5 min, 3 blocks since', 5, 97, 100, true],
    ['30 min, 2 blocks since', 30, 98, 100, false],
    ['30 min, 3 blocks since', 30, 97, 100, true],
    ['exactly 60 min, 3 blocks since', 60, 97, 100, true],
    ['61 min, 3 blocks since', 61, 97, 100, false],
    ['61 min, 9 blocks since', 61, 91, 100, false],
    ['61 min, 10 blocks since', 61, 90, 100, true],
    ['same block as the last check', 1, 100, 100, false],
    ['chain went back below the last check', 1, 105, 100, false],
  ] as const)('%s -> %s', (_label, ageMinutes, lastChecked, block, expected) => {
    const tx = {
      addedTime: NOW - ageMinutes * MINUTE,
      ...(lastChecked === undefined ? {} : { lastCheckedBlockNumber: lastChecked }),
    };
    expect(shouldCheck(block, tx, NOW)).toBe(expected);
  });

  it('never checks a transaction that has a receipt', () => {
    expect(shouldCheck(100, { addedTime: NOW, receipt }, NOW)).toBe(false);
    expect(shouldCheck(100, { addedTime: NOW, receipt, lastCheckedBlockNumber: 1 }, NOW)).toBe(
      false,
    );
  });

  it('measures age on the clock it is given, not the wall clock', () => {
    const tx = { addedTime: NOW, lastCheckedBlockNumber: 97 };
    expect(shouldCheck(100, tx, NOW + 2 * MINUTE)).toBe(true);
    expect(shouldCheck(100, tx, NOW + 2 * 60 * MINUTE)).toBe(false);
  });
});
