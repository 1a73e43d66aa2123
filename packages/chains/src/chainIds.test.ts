import { describe, expect, it } from 'vitest';
import { ChainId, DEFAULT_CHAIN_ID, isSupportedChainId, SUPPORTED_CHAIN_IDS } from './chainIds';

describe('chain ids', () => {
  it('lists the spec networks plus Sepolia and the devnet', () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      1, 3, 4, 5, 42, 31337, 11155111,
    ]);
    expect(ChainId.GOERLI).toBe(5);
    expect(ChainId.SEPOLIA).toBe(11155111);
  });

  it('defaults to mainnet as the spec says', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1);
  });

  it.each([
    [1, true],
    [42, true],
    [31337, true],
    [11155111, true],
    [2, false],
    [137, false],
    ['1', false],
    [1.5, false],
    [undefined, false],
    [null, false],
  ])('isSupportedChainId(%j) is %s', (value, expected) => {
    expect(isSupportedChainId(value)).toBe(expected);
  });
});
